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
    .keySignatures: "핵심 시그니처 ({folder}에서 인용)",
    .noDeclaration: "`{symbol}`: 체크포인트 소스에서 선언을 찾지 못했습니다.",
    .runIt: "실행하기",
    .runPlay: "앱 실행",
    .runScripted: "같은 앱을 스크립트로 실행",
    .runTests: "이 단계의 테스트",
    .runDiff: "이 단계가 바꾼 것",
    .notCompiledYet: "(아직 컴파일 안 됨: `{command}`로 컴파일합니다)",
    .exerciseProgress: "진행 상황: swift run Episode91 exercises, 힌트: swift run Episode91 hint <id>",
    .lessonFile: "링크와 함께 읽기: {file}",
    .lessonSource: "출처",
    .lessonCompareName: "`compare` 열 이름",
    .lessonBuysAndCosts: "얻는 것과 대가",
    .lessonWhatChanged: "무엇이 왜 바뀌었나",
    .lessonReadFirst: "먼저 읽을 파일",
    .lessonTests: "테스트는 어떻게 바뀌었나",
    .lessonExercises: "여기서 시작하는 연습 문제",
    .lessonUnreadable: "{file} 파일을 읽을 수 없습니다. 체크포인트 폴더마다 README.md와 README.ko.md에 그 단계의 설명이 있어야 합니다",
    .lessonOutOfShape: "{file}:{line}: 형식이 맞지 않습니다. 이 자리에 필요한 것: {expected}",
    .lessonExpectedHeading: "제목 `{heading}`",
    .lessonExpectedSummary: "빈 줄 다음에 단계 요약 한 문단",
    .lessonExpectedFact: "한 줄로 쓴 `- **{label}:** …`",
    .lessonExpectedSection: "섹션 `{heading}`",
    .lessonExpectedSectionText: "`{heading}` 아래의 본문",
    .lessonExpectedEnd: "마지막 섹션 다음의 파일 끝",
    .lessonRestore: "`git checkout -- {file}`로 배포된 설명을 되돌릴 수 있습니다.",
  ]
}
