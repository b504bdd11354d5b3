extension ProbeAnswer {
  /// Every cell and detail the checkpoints can write (`Episodes/Stage*/Probes/` and ProbeKit's
  /// `SharedReports.swift`), English template first, grouped by probe. A cell's Korean fits 22 columns, as the
  /// English does.
  ///
  /// Checked against the real checkpoints' answers by `CompareLanguageTests`; a `store-type` cell is a type's
  /// shape (`Store<S, A>`), code, and needs no entry.
  public static let koreanTemplates: KeyValuePairs<String, String> = [
    // mock-everything
    "live file written": "라이브 파일 기록됨",
    "no live call": "라이브 호출 없음",
    "won't compile": "컴파일러가 거부",
    "nothing reported": "보고 없음",
    "reported {dependency}": "{dependency} 보고됨",
    "Only {dependency} was replaced; {environment} stayed live, wrote favorite-primes.json, and nothing reported it.":
      "{dependency}만 교체되어 {environment}에는 라이브 값이 남았고, 그 값이 favorite-primes.json 파일을 "
      + "기록했지만 이를 보고한 곳은 없었습니다.",
    "With only {dependency} replaced, the scenario wrote no file.":
      "{dependency}만 교체하자 시나리오는 파일을 기록하지 않았습니다.",
    "Only {dependency} was overridden; the {entry} entry stayed live, wrote favorite-primes.json, and nothing "
      + "reported it.":
      "{dependency}만 재정의되어 {entry} 항목에는 라이브 값이 남았고, 그 값이 favorite-primes.json 파일을 "
      + "기록했지만 이를 보고한 곳은 없었습니다.",
    "With only {dependency} overridden, the scenario wrote no file.":
      "{dependency}만 재정의하자 시나리오는 파일을 기록하지 않았습니다.",
    "{environment} demands {fields}, so a test that supplies only nthPrime does not compile.":
      "{environment}에는 {fields} 항목이 모두 있어야 하므로, nthPrime만 제공하는 테스트는 컴파일되지 않습니다.",
    "Only nthPrime was overridden, and the live file client wrote favorite-primes.json.":
      "nthPrime만 재정의했더니 라이브 파일 클라이언트가 favorite-primes.json 파일을 기록했습니다.",
    "Only nthPrime was overridden, and the scenario neither reached a live dependency nor reported one.":
      "nthPrime만 재정의했더니 시나리오는 라이브 의존성에 접근하지도, 그런 의존성을 보고하지도 않았습니다.",
    "Only nthPrime was overridden; the test context recorded \"{message}.\" and nothing live ran.":
      "nthPrime만 재정의했더니 테스트 컨텍스트가 \"{message}.\"라고 기록했고, 라이브로 실행된 것은 없습니다.",

    // two-counters
    "no answer": "답 없음",
    "both used {double}": "둘 다 {double} 사용",
    "{first} + {second}": "{first} + {second}",
    "Asked for the 7th prime, the counters reached {count} doubles instead of 2.":
      "7번째 소수를 묻자 카운터들이 테스트 대역 2개가 아니라 {count}개를 썼습니다.",
    "The counter given the online nthPrime and the one given the offline nthPrime both reached the {double} "
      + "one: {mechanism} holds one at a time.":
      "온라인 nthPrime을 받은 카운터와 오프라인 nthPrime을 받은 카운터가 둘 다 {double} 쪽을 썼습니다. "
      + "{mechanism}에는 한 번에 하나만 담깁니다.",
    "Side by side, one counter reached the {first} nthPrime and the other the {second} one, each through "
      + "{mechanism}.":
      "나란히 놓인 두 카운터가 각자 {mechanism}에서 nthPrime을 꺼내, 하나는 {first} 쪽을, 다른 하나는 "
      + "{second} 쪽을 썼습니다.",

    // shared-dependency
    "{count} globals to set": "설정할 전역 {count}개",
    "{count} global to set": "설정할 전역 {count}개",
    "root holds {count}": "루트가 {count}개 보유",
    "declared, {count} registered": "각자 선언, {count}개 등록",
    "No root environment holds nthPrime (0): Counter.Current and favorite primes' own Current each hold one, so "
      + "{count} globals must be set, and nothing keeps them the same.":
      "nthPrime을 담은 루트 환경은 없습니다(0). Counter.Current와 즐겨찾기 소수 기능의 Current가 각각 하나씩 "
      + "담고 있어 전역 {count}개를 설정해야 하며, 그 값들을 같게 유지해 주는 장치는 없습니다.",
    "The root environment nests one struct per feature, so it holds nthPrime {count} times, and nothing keeps "
      + "the copies the same.":
      "루트 환경이 기능마다 구조체를 하나씩 중첩하므로 nthPrime을 {count}번 담게 되고, 그 사본들을 같게 유지해 "
      + "주는 장치는 없습니다.",
    "The flat root tuple holds nthPrime once, and each pullback hands it to every feature that needs it.":
      "평평한 루트 튜플이 nthPrime을 한 번만 담고, 각 pullback이 그것을 필요로 하는 모든 기능에 건넵니다.",
    "The flat root tuple holds nthPrime {count} times, and each pullback hands it to every feature that needs it.":
      "평평한 루트 튜플이 nthPrime을 {count}번 담고, 각 pullback이 그것을 필요로 하는 모든 기능에 건넵니다.",
    "With nthPrime registered once, {count} of the 2 features reached it.":
      "nthPrime을 한 번 등록했고, 두 기능 중 {count}개가 그 값을 썼습니다.",
    "With nthPrime written once, {count} of the 2 features reached it.":
      "nthPrime을 한 번 써 넣었고, 두 기능 중 {count}개가 그 값을 썼습니다.",
    "The root holds and passes no nthPrime (0): the counter and favorite primes each declare "
      + "@Dependency(\\.nthPrime), and the {count} registered value reached both.":
      "루트는 nthPrime을 담지도 넘기지도 않습니다(0). 카운터와 즐겨찾기 소수가 각자 @Dependency(\\.nthPrime)을 "
      + "선언하고, 등록된 값 {count}개를 두 기능이 모두 썼습니다.",
    "The root store holds no nthPrime ({held}): the counter and favorite primes both read Dependency[\\.nthPrime], "
      + "so {count} global entry is set, for every reader in the process.":
      "루트 스토어는 nthPrime을 담지 않습니다({held}). 카운터와 즐겨찾기 소수가 둘 다 Dependency[\\.nthPrime]을 "
      + "읽으므로 전역 항목 {count}개가 설정되고, 그 값은 프로세스 안에서 읽는 모든 곳에 적용됩니다.",

    // store-type (the cell is the type's shape, code)
    "The root store is a {type}; it holds no environment.": "루트 스토어는 {type} 타입이며 환경을 담고 있지 않습니다.",
    "The root store is a {type}: its type names the environment, and so does every view's.":
      "루트 스토어는 {type} 타입입니다. 이 타입에 환경이 이름으로 드러나며, 모든 뷰의 타입도 마찬가지입니다.",
    "The root store is a {type}; the {environment} it holds is not in its type.":
      "루트 스토어는 {type} 타입이며, 그 안에 담긴 {environment} 값은 타입에 드러나지 않습니다.",

    // override-isolation
    "each saw its own": "각자 자기 재정의 읽음",
    "A saw nobody's double": "A는 재정의를 못 읽음",
    "A saw {task}'s double": "A가 {task}의 재정의 읽음",
    "Task A overrode nthPrime, task B overrode it after, and each then read its own double through {mechanism} "
      + "(A read {readByA}'s, B read {readByB}'s).":
      "태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, 각자 {mechanism}에서 자신이 재정의한 "
      + "테스트 대역을 읽었습니다(A는 {readByA}의 것, B는 {readByB}의 것).",
    "Task A overrode nthPrime, task B overrode it after, and through {mechanism} A then read {readByA}'s double "
      + "and B read {readByB}'s.":
      "태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, {mechanism}에서 A는 {readByA}의 "
      + "테스트 대역을, B는 {readByB}의 테스트 대역을 읽었습니다.",

    // read-cost
    "{nanoseconds} ns (debug)": "{nanoseconds} ns (디버그)",
    "{nanoseconds} ns (release)": "{nanoseconds} ns (릴리스)",
    "Reading {expression} cost {nanoseconds} ns, the fastest of {rounds} rounds of {reads} reads, in a debug build.":
      "디버그 빌드에서 {expression} 읽기 한 번에 {nanoseconds} ns가 들었습니다. {reads}번 읽는 라운드를 "
      + "{rounds}번 돌려 가장 빠른 라운드로 잰 값입니다.",
    "Reading {expression} cost {nanoseconds} ns, the fastest of {rounds} rounds of {reads} reads, in a release "
      + "build.":
      "릴리스 빌드에서 {expression} 읽기 한 번에 {nanoseconds} ns가 들었습니다. {reads}번 읽는 라운드를 "
      + "{rounds}번 돌려 가장 빠른 라운드로 잰 값입니다.",
  ]

  /// The parts of an answer a checkpoint words in English prose rather than code: the doubles' names and how a
  /// dependency reached a feature (the `via:` of ProbeKit's shared reports). Each reads inside the Korean
  /// templates above, before 에서 or 에는.
  public static let koreanWords: [String: String] = [
    "online": "온라인",
    "offline": "오프라인",
    "its store's environment": "자기 스토어의 환경",
    "the dependencies its store was created with": "스토어를 만들 때 받은 의존성",
    "the one Dependencies entry": "하나뿐인 Dependencies 항목",
    "its own environment": "자기 환경",
  ]
}
