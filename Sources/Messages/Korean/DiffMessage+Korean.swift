extension DiffMessage {
  public static let korean: [DiffMessage: String] = [
    .heading: "{old}단계 {oldTitle} → {new}단계 {newTitle}",
    .totalsOneFile: "파일 {count}개 변경, +{added} -{removed}",
    .totalsFiles: "파일 {count}개 변경, +{added} -{removed}",
    .ignoringWhitespace: " (공백 무시)",
    .noDifferences: "Swift 소스에 차이가 없습니다{ignoring}.",
    .exercisesLeftOut:
      "연습 문제(Exercises/, Checks/)는 단계마다 따로 있어 비교하지 않습니다(`Episode91 exercises` 참고).",
    .added: "추가",
    .modified: "수정",
    .deleted: "삭제",
    .pathsNotFound: "체크포인트 {old}에도 {new}에도 없는 경로입니다: {paths}. 경로는 diff {old} {new}에 나오는 대로 쓰세요(예: Counter/).",
  ]
}
