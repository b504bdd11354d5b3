extension WatchMessage {
  public static let korean: [WatchMessage: String] = [
    .stopped: "감시를 마쳤습니다.",
    .lastPassedKeys: "s를 누르면 내 답을 참고 답안과 비교하고, q를 누르면 끝냅니다.",
    .solutionKey: "{id}의 참고 답안은 s를 누르면 볼 수 있습니다.",
    .keptEdits: "수정한 내용을 그대로 두었습니다.",
    .noOtherUnfinished: "끝나지 않은 연습 문제가 더 없습니다.",
    .resetQuestion: "{id}의 스텁을 배포된 그대로 되돌릴까요?\n{stub}에서 수정한 내용은 사라집니다.",
    .resetConfirmKey: "y를 누르면 되돌리고, 다른 키를 누르면 수정한 내용을 그대로 둡니다.",
    .resetConfirmLine: "y와 Enter를 입력하면 되돌리고, 다른 것을 입력하면 수정한 내용을 그대로 둡니다.",
    .watching: "{file} 감시 중: 저장하면 다시 검사합니다.",
    .keys: "h 힌트 · s 참고 답안 · n 다음 연습 문제 · l 목록 · r 되돌리기 · q 종료",
    .keysSingle: "키: {keys}",
    .keysLines: "글자를 입력하고 Enter: {keys}",
    .nextHintKey: "다음 힌트를 보려면 h를 한 번 더 누르세요.",
    .nextHintLine: "다음 힌트를 보려면 h와 Enter를 한 번 더 입력하세요.",
    .promptContinues: "… 문제 설명의 나머지는 {file} 파일 맨 위의 주석에 있습니다.",
    .scrollPosition: "판정 아래 {count}줄 중 {first}–{last}줄 · space 다음 · b 이전",
  ]
}
