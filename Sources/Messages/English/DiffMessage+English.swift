extension DiffMessage {
  public static let english: [DiffMessage: String] = [
    .heading: "Stage {old} {oldTitle} → stage {new} {newTitle}",
    .totalsOneFile: "{count} file changed, +{added} -{removed}",
    .totalsFiles: "{count} files changed, +{added} -{removed}",
    .ignoringWhitespace: " (ignoring whitespace)",
    .noDifferences: "No differences in Swift sources{ignoring}.",
    .exercisesLeftOut:
      "Exercises/ and Checks/ are left out: each stage has its own exercises (see `Episode91 exercises`).",
    .added: "added",
    .modified: "modified",
    .deleted: "deleted",
    .pathsNotFound:
      "Not in checkpoint {old} or {new}: {paths}. Write paths as diff {old} {new} shows them, such as Counter/.",
  ]
}
