extension TutorialMessage {
  public static let korean: [TutorialMessage: String] = [
    .tableOfContentsName: "Episode91 (한국어)",
    .tableOfContentsTitle: "한 걸음씩 따라가는 의존성 주입",
    .tableOfContentsText:
      "Point-Free의 에피소드 91과 92, 그리고 그 뒤의 이야기를 PrimeTime 앱의 한 체크포인트에서 다음 체크포인트로 가는 작은 변경으로 나누어 보여 줍니다. 스텝마다 설명 옆에 그 스텝을 적용한 파일의 실제 코드가 나오고, 바뀐 부분이 강조됩니다. 과정마다 끝에 질문이 몇 개 있습니다.",
    .chapterEpisode91: "에피소드 91",
    .chapterEpisode91Text:
      "리듀서가 환경을 받게 됩니다. 리듀서의 시그니처, `combine`, `pullback`, `logging`, `Store`를 바꾸고 기능, 앱, 테스트를 차례로 고친 뒤, 스토어가 다시 환경을 소거합니다.",
    .chapterEpisode92: "에피소드 92",
    .chapterEpisode92Text: "기능은 자기가 쓰는 것만 정확히 받고, 루트는 평평한 튜플 하나를 가집니다.",
    .chapterAfter: "에피소드 이후",
    .chapterAfterText: "TCA의 의존성 시스템, 지금의 swift-dependencies를 거쳐 Puredux의 공유 컨테이너로 갑니다.",
    .stepDeletes: "이 파일은 삭제됩니다. 코드는 이 스텝 전의 `{path}`입니다.",
    .resourcesText:
      "각 과정은 체크포인트의 해설이 시작하는 곳에서 끝납니다. 해설은 워크북의 `Episodes/<Stage>/README.ko.md`에 "
      + "있고, `swift run Episode91 --lang ko show <stage>`로도 볼 수 있습니다. 같은 과정을 터미널에서 보려면: {commands}.",
    .resourcesEpisodes: "시작하기 전에: 과정들이 1단계부터 4단계까지 따라가는 Point-Free 에피소드입니다.",
    .resourcesCode: "에피소드의 원래 코드(Xcode 프로젝트)입니다. 워크북의 체크포인트 옆에 두고 비교해 보세요.",
    .resourcesLibraries: "5단계와 6단계가 작게 다시 만드는 것: TCA의 의존성 라이브러리와 Puredux의 컨테이너입니다.",
    .partTitle: "{from}단계에서 {into}단계로, {count}부 중 {part}부: {name}",
    .partIntroduction: "{part}부 \"{name}\"의 마지막 절 \"{section}\"에 이어지는 부분입니다.",
    .foldedFiles: "같은 변경이 들어가는 파일: {files}.",
    .reactionRight: "맞습니다",
    .reactionWrong: "다시 생각해 보세요",
    .diagramAlt: "{stage}단계: 의존성이 있는 곳과 리듀서에 전달되는 경로",
    .beforeAfterAlt: "위는 {from}단계, 아래는 {into}단계: 의존성이 있는 곳과 리듀서에 전달되는 경로",
    .usagePort: "--port에는 1부터 65535까지의 포트 번호를 주세요. 받은 값: '{value}'",
    .doccMissingLinux:
      "swift 옆({folder})에도, PATH에도 docc가 없습니다. docc는 swift.org의 Swift 툴체인에 들어 있으니 툴체인을 설치하고(https://www.swift.org/install) 다시 실행하세요. Episode91은 아무것도 내려받지 않습니다.",
    .doccMissingMacOS:
      "xcrun이 docc를 찾지 못했습니다. docc는 Xcode에 들어 있습니다. Xcode 16.3 이상을 설치하고 `sudo xcode-select --switch /Applications/Xcode.app`으로 선택한 뒤 다시 실행하세요. Episode91은 아무것도 내려받지 않습니다.",
    .portBusy:
      "이 컴퓨터에서 {port}번 포트를 이미 쓰고 있습니다. --port로 다른 포트를 고르거나, --port를 빼서 Episode91이 빈 포트를 고르게 하세요.",
    .converting: "{docc} 도구로 튜토리얼을 변환하는 중…",
    .serving: "튜토리얼 주소: {url}\n서버를 멈추려면 Ctrl-C를 누르세요.",
    .previewFailed: "docc preview가 튜토리얼을 제공하기 전에 멈췄습니다(종료 상태: {status}). docc가 남긴 내용은 위에 있습니다.",
    .stopped: "튜토리얼 서버를 멈췄습니다.",
    .generated: "{folder} 폴더에 파일 {count}개를 썼습니다.",
    .walksFailed:
      "과정 파일(WALK.md, WALK.ko.md)이 체크포인트와 맞지 않아 튜토리얼을 만들 수 없습니다. 어디가 맞지 않는지는 `swift run Episode91 walk <stage>`가 알려 줍니다.",
  ]
}
