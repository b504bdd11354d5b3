extension LoopMessage {
  public static let korean: [LoopMessage: String] = [
    .hintWhenAsked: "힌트가 필요하면 실행하세요: swift run Episode91 hint {id}   (힌트 {count}개 중 {seen}개 확인)",
    .resetAllChangedStubs: "수정한 스텁({count}개):",
    .resetAllNoStubChanged: "배포된 그대로에서 바뀐 스텁은 없습니다. 지워지는 것은 진행 기록뿐입니다.",
    .resetAllQuestion:
      "스텁 {count}개를 모두 배포된 그대로 되돌리고, 확인한 힌트와 검사 결과를 모두 지울까요?\n스텁에서 수정한 내용은 사라집니다.",
    .resetAllConfirm: "모두 되돌리려면 y와 Enter를 입력하세요. 다른 것을 입력하면 그대로 둡니다.",
    .resetAllNeedsYes:
      "reset --all은 모든 스텁을 덮어쓰기 전에 확인을 받는데, 표준 입력이 터미널이 아닙니다. 그래도 되돌리려면 --yes를 붙이세요.",
    .resetAllKept: "아무것도 되돌리지 않았습니다.",
    .resetAllDone: "스텁 {count}개를 배포된 그대로 되돌렸습니다(바뀐 스텁: {changed}개).",
    .resetAllProgressCleared: "진행 기록 파일을 지웠습니다: {file}. 확인한 힌트와 검사 결과는 처음부터 다시 쌓입니다.",
    .resetAllProgressNotCleared: "진행 기록 파일을 지우지 못했습니다: {file}. 이유: {reason}",
    .resetAllUsage: "reset에는 연습 문제 ID 하나를 넘기세요. 모두 되돌리려면 --all을 쓰세요: swift run Episode91 reset --all",
    .passedNextKey: "n을 누르면 다음 연습 문제({next})로 넘어가고, 저장하면 {id} 연습 문제를 다시 검사합니다.",
    .passedNextLine: "n과 Enter를 입력하면 다음 연습 문제({next})로 넘어가고, 저장하면 {id} 연습 문제를 다시 검사합니다.",
    .interrupted: "중단했습니다: {stage}단계 체크포인트의 빌드를 멈췄고, 아무것도 검사하지 않았습니다.",
    .checkInterrupted: "중단했습니다: {id} 검사를 끝나기 전에 멈췄고, 아무것도 기록하지 않았습니다.",
    .nextExercises: "연습 문제: 어디까지 했는지와 다음에 풀 문제",
  ]
}
