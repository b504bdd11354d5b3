import ProbeKit

// A cell's Korean fits 22 columns, as the English does (Hangul takes two). Code in a value (`Counter.Current`,
// a type name, a reporter's quoted message) stays as the checkpoint wrote it.

extension ProbeMessage {
  public static let korean: [ProbeMessage: String] = [
    // mock-everything
    .liveFileWritten: "라이브로 파일 기록됨",
    .noLiveCall: "라이브 호출 없음",
    .wontCompile: "컴파일러가 거부",
    .nothingReported: "보고 없음",
    .reportedDependency: "{dependency} 보고됨",
    .replacedAndLiveFileWritten:
      "{dependency}만 교체되어 {environment}에는 라이브 값이 남았고, 그 값이 favorite-primes.json 파일을 "
      + "기록했지만 이를 보고한 곳은 없었습니다.",
    .replacedAndNoFileWritten: "{dependency}만 교체하자 시나리오는 파일을 기록하지 않았습니다.",
    .overriddenAndLiveFileWritten:
      "{dependency}만 재정의되어 {entry} 항목에는 라이브 값이 남았고, 그 값이 favorite-primes.json 파일을 "
      + "기록했지만 이를 보고한 곳은 없었습니다.",
    .overriddenAndNoFileWritten: "{dependency}만 재정의하자 시나리오는 파일을 기록하지 않았습니다.",
    .demandsEveryField:
      "{environment}에는 {fields} 항목이 모두 있어야 하므로, nthPrime만 제공하는 테스트는 컴파일되지 않습니다.",
    .liveFileClientWrote: "nthPrime만 재정의했더니 라이브 파일 클라이언트가 favorite-primes.json 파일을 기록했습니다.",
    .neitherReachedNorReported:
      "nthPrime만 재정의했더니 시나리오는 라이브 의존성에 접근하지도, 그런 의존성을 보고하지도 않았습니다.",
    .testContextRecorded:
      "nthPrime만 재정의했더니 테스트 컨텍스트가 \"{message}.\"라고 기록했고, 라이브로 실행된 것은 없었습니다.",

    // two-counters
    .noAnswer: "답 없음",
    .bothUsed: "둘 다 {double} 사용",
    .eachUsedItsOwn: "{first} + {second}",
    .reachedTooFewDoubles: "7번째 소수를 묻자 카운터들이 테스트 대역 2개가 아니라 {count}개를 썼습니다.",
    .bothReachedOneDouble:
      "온라인 nthPrime을 받은 카운터와 오프라인 nthPrime을 받은 카운터가 둘 다 {double} 쪽을 썼습니다. "
      + "{mechanism}에는 한 번에 하나만 담깁니다.",
    .eachReachedItsOwnDouble:
      "나란히 놓인 두 카운터가 각자 {mechanism}에서 nthPrime을 꺼내, 하나는 {first} 쪽을, 다른 하나는 "
      + "{second} 쪽을 썼습니다.",
    // Words inside the sentences above, each read before 쪽을, 에서 or 에는.
    .online: "온라인",
    .offline: "오프라인",
    .itsStoresEnvironment: "자기 스토어의 환경",
    .itsOwnEnvironment: "자기 환경",
    .theDependenciesItsStoreWasCreatedWith: "스토어를 만들 때 받은 의존성",
    .theOneDependenciesEntry: "하나뿐인 Dependencies 항목",

    // shared-dependency
    .globalsToSet: "설정할 전역 {count}개",
    .globalToSet: "설정할 전역 {count}개",
    .rootHolds: "루트가 {count}개 보유",
    .declaredAndRegistered: "각자 선언, {count}개 등록",
    .eachFeatureHasItsOwnGlobal:
      "nthPrime을 담은 루트 환경은 없습니다(0). Counter.Current와 즐겨찾기 소수 기능의 Current가 각각 하나씩 "
      + "담고 있어 전역 {count}개를 설정해야 하며, 그 값들을 같게 유지해 주는 장치는 없습니다.",
    .rootNestsOneStructPerFeature:
      "루트 환경이 기능마다 구조체를 하나씩 중첩하므로 nthPrime을 {count}번 담게 되고, 그 사본들을 같게 유지해 "
      + "주는 장치는 없습니다.",
    .flatRootHoldsOnce:
      "평평한 루트 튜플이 nthPrime을 한 번만 담고, 각 pullback이 그것을 필요로 하는 모든 기능에 건넵니다.",
    .flatRootHoldsSeveral:
      "평평한 루트 튜플이 nthPrime을 {count}번 담고, 각 pullback이 그것을 필요로 하는 모든 기능에 건넵니다.",
    .registeredOnceReachedFewer: "nthPrime을 한 번 등록했고, 두 기능 중 {count}개가 그 값을 썼습니다.",
    .writtenOnceReachedFewer: "nthPrime을 한 번 써 넣었고, 두 기능 중 {count}개가 그 값을 썼습니다.",
    .eachFeatureDeclares:
      "루트는 nthPrime을 담지도 넘기지도 않습니다(0). 카운터와 즐겨찾기 소수가 각자 @Dependency(\\.nthPrime)을 "
      + "선언하고, 등록된 값 {count}개를 두 기능이 모두 썼습니다.",
    .bothFeaturesReadOneEntry:
      "루트 스토어는 nthPrime을 담지 않습니다({held}). 카운터와 즐겨찾기 소수가 둘 다 Dependency[\\.nthPrime]을 "
      + "읽으므로 전역 항목 {count}개가 설정되고, 그 값은 프로세스 안에서 읽는 모든 곳에 적용됩니다.",

    // store-type: the cell is the type's shape, code
    .code: "{code}",
    .storeHoldsNoEnvironment: "루트 스토어는 {type} 타입이며 환경을 담고 있지 않습니다.",
    .storeTypeNamesEnvironment:
      "루트 스토어는 {type} 타입입니다. 이 타입에 환경이 이름으로 드러나며, 모든 뷰의 타입도 마찬가지입니다.",
    .storeTypeHidesEnvironment: "루트 스토어는 {type} 타입이며, 그 안에 담긴 {environment} 값은 타입에 드러나지 않습니다.",

    // override-isolation
    .eachSawItsOwn: "각자 자기 재정의 읽음",
    .aSawAnothersDouble: "A가 {task}의 재정의 읽음",
    .eachReadItsOwnOverride:
      "태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, 각자 {mechanism}에서 자신이 재정의한 "
      + "테스트 대역을 읽었습니다(A는 {readByA}의 것, B는 {readByB}의 것).",
    .aReadAnothersOverride:
      "태스크 A가 nthPrime을 재정의하고 태스크 B가 그 뒤에 재정의한 다음, {mechanism}에서 A는 {readByA}의 "
      + "테스트 대역을, B는 {readByB}의 테스트 대역을 읽었습니다.",

    // read-cost
    .nanosecondsInDebug: "{nanoseconds} ns (디버그)",
    .nanosecondsInRelease: "{nanoseconds} ns (릴리스)",
    .readCostInDebug:
      "디버그 빌드에서 {expression} 읽기 한 번에 {nanoseconds} ns가 들었습니다. {reads}번 읽는 라운드를 "
      + "{rounds}번 돌려 가장 빠른 라운드로 잰 값입니다.",
    .readCostInRelease:
      "릴리스 빌드에서 {expression} 읽기 한 번에 {nanoseconds} ns가 들었습니다. {reads}번 읽는 라운드를 "
      + "{rounds}번 돌려 가장 빠른 라운드로 잰 값입니다.",
  ]
}
