extension StageText {
  /// Every stage in Korean, keyed by its number.
  public static let korean: [Int: StageText] = [:]
}
