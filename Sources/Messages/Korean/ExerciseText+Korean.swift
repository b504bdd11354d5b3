extension ExerciseText {
  /// Every exercise in Korean, keyed by id (`"91.4"`).
  public static let korean: [String: ExerciseText] = [:]
}
