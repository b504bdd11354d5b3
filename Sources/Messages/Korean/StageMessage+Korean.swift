extension StageMessage {
  public static let korean: [StageMessage: String] = [
    .overviewTitle: "Episode91: Composable Architecture의 의존성 주입, 한 단계씩",
    .overviewIntroduction: """
    같은 PrimeTime 앱(Counter, PrimeModal, FavoritePrimes)을 단계마다 한 번씩 만들었습니다.
    체크포인트마다 의존성이 전달되는 방식만 바뀌므로, 나란히 실행하고 비교(diff)하고 테스트해 보면
    각 단계가 무엇을 얻고 무엇을 대가로 치르는지 보입니다.
    """,
    .overviewNext: "다음에 할 일:",
    .nextPlayStageOne: "에피소드 91 시작 시점의 앱을 직접 써 보기",
    .nextCompare: "프로브로 잰 단계들을 나란히 비교",
    .nextShow: "한 단계: 무엇이 왜 바뀌었는지, 핵심 시그니처",
    .nextDiff: "한 단계가 코드에서 바꾼 것",
    .nextTest: "모든 체크포인트의 테스트 실행",
    .nextHelp: "Episode91로 할 수 있는 모든 것",
    .showHeading: "{number}단계: {title}",
    .whatChanged: "무엇이 왜 바뀌었나",
    .keySignatures: "핵심 시그니처 ({folder}에서 인용)",
    .noDeclaration: "`{symbol}`: 체크포인트 소스에서 선언을 찾지 못했습니다.",
    .howTestsControlDependencies: "테스트가 의존성을 다루는 방법",
    .runIt: "실행하기",
    .runPlay: "앱 실행",
    .runScripted: "같은 앱을 스크립트로 실행",
    .runTests: "이 단계의 테스트",
    .runDiff: "이 단계가 바꾼 것",
    .notCompiledYet: "(아직 컴파일 안 됨: `{command}`로 컴파일합니다)",
    .exercises: "연습 문제",
    .stubsIn: ", 스텁 위치: {folder}/",
    .noExercises: "이 단계에는 연습 문제가 없습니다.",
    .exerciseProgress: "진행 상황: swift run Episode91 exercises, 힌트: swift run Episode91 hint <id>",
  ]
}
