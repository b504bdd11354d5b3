extension CompareMessage {
  public static let korean: [CompareMessage: String] = [
    .compiling: "{target} 컴파일 중…",
    .title: "단계마다 의존성이 어떻게 전달되는지, 각 체크포인트가 직접 보고한 그대로",
    .cellsExplained: "각 칸은 `<Stage> --probe <row>`에 체크포인트가 직접 내놓은 답입니다. 함께 보기: --details, overview.",
    .stageHeading: "{number}단계",
    .notCompiled: "컴파일 안 됨",
    .probeFailed: "프로브 실패",

    .questionMockEverything:
      "테스트가 nthPrime만 테스트 대역으로 바꿉니다. 앱이 라이브 의존성에 접근할까요, 그 사실을 보고할까요, "
      + "아니면 컴파일되지 않을까요?",
    .questionTwoCounters:
      "카운터 두 개를 나란히 두고 하나에는 온라인, 하나에는 오프라인 nthPrime을 줍니다. 두 카운터의 답이 다를까요?",
    .questionSharedDependency: "두 기능에 nthPrime이 필요합니다. 루트는 몇 개를 담아야 하고, 두 기능에는 어떻게 전달될까요?",
    .questionStoreType: "루트 스토어의 런타임 타입은 무엇일까요?",
    .questionOverrideIsolation: "동시에 실행되는 두 태스크가 nthPrime을 서로 다르게 재정의(override)합니다. 한쪽이 다른 쪽의 재정의를 보게 될까요?",
    .questionReadCost: "의존성을 한 번 읽는 데 몇 나노초(ns)가 들까요? 어떤 빌드 구성에서 잰 값일까요?",

    .buysAndCostsHeading: "각 단계의 장점과 대가",
    .detailsHeading: "각 체크포인트가 보고한 내용",
    .quotesHeading: "체크포인트 소스에서 인용한 선언",
    .quoteLabel: "{probe}, {stage}단계: `{symbol}`",
    .quoteMissing: "체크포인트가 {file} 파일의 `{symbol}` 선언을 인용해 달라고 했지만, 그 파일에 해당 선언이 없습니다.",
    .failuresHeading: "실패한 프로브",
    .failureLabel: "{probe}, {stage}단계: ",
    .notesHeading: "참고",
    .notCompiledYet: "아직 컴파일되지 않은 단계: {stages}. `{command}` 실행 후 이 명령을 다시 실행하세요.",
    .doesNotCompile:
      "{stage}단계가 컴파일되지 않습니다: {error} 고친 뒤(연습 문제 스텁은 `Episode91 reset <id>`로 되돌릴 수 "
      + "있습니다) 이 명령을 다시 실행하세요.",
    .showsLastCompiledAnswers: "컴파일될 때까지 {stage}단계 열에는 마지막으로 컴파일에 성공한 빌드의 답이 나옵니다.",
    .changedSinceCompiled: "컴파일한 뒤 소스가 바뀐 단계: {stages}. 답을 새로 받으려면 `{command}` 명령을 실행하세요.",
    .measuredInDebug:
      "read-cost는 디버그 빌드에서 잰 값입니다. 릴리스 빌드의 수치를 보려면 swift build -c release 다음에 "
      + ".build/release/Episode91 compare를 실행하세요.",

    .couldNotStart: "시작할 수 없음: {reason}",
    .noAnswerInTime: "{seconds}초 안에 답이 없어 중지했습니다",
    .crashed: "크래시(시그널 {signal})",
    .crashedSaying: "크래시(시그널 {signal}): {message}",
    .exitStatus: "종료 상태 {status}",
    .exitStatusSaying: "종료 상태 {status}: {message}",

    .printedNothing: "표준 출력에 아무것도 쓰지 않았습니다",
    .notJSON: "출력이 JSON이 아닙니다",
    .notOneJSONObject: "출력이 JSON 객체 하나가 아닙니다",
    .notAJSONObject: "출력이 JSON 객체가 아닙니다",
    .missingField: "\"{field}\" 필드가 없습니다",
    .wrongType: "\"{field}\" 필드의 타입이 잘못되었습니다",
    .malformedField: "\"{field}\" 필드의 형식이 잘못되었습니다",
    .wrongProbe: "\"{asked}\" 대신 \"{answered}\" 프로브에 답했습니다",
    .wrongStage: "{answered}단계라고 답했지만 실제로는 {asked}단계입니다",
    .emptyOutcome: "\"outcome\" 필드가 비어 있습니다",
    .cellWidth: "\"cell\" 필드가 {width}칸을 차지합니다. 1~{maximum}칸이어야 합니다",
    .quoteOutsideCheckpoint: "quote 파일 경로 \"{file}\": 체크포인트 폴더 안의 경로여야 합니다",
    .negativeNanoseconds: "\"nanoseconds\" 필드는 0 이상의 수여야 합니다",
    .unknownConfiguration: "\"configuration\" 필드는 \"debug\" 또는 \"release\"여야 합니다",
    .readCostFields: "read-cost에는 \"nanoseconds\"와 \"configuration\" 필드가 필요합니다",
    .unknownSentenceKey: "\"{field}\" 필드가 이 Episode91이 모르는 문장을 가리킵니다",
    .missingValue: "\"{field}\" 필드에 \"{key}\" 문장에 필요한 \"{name}\" 값이 없습니다",
    .unexpectedValue: "\"{field}\" 필드에 \"{key}\" 문장에는 없는 \"{name}\" 값이 있습니다",
    .interrupted: "중단했습니다: 체크포인트를 멈췄고, 아무것도 비교하지 않았습니다.",
  ]
}
