/// What Episode91 says about one stage in one language: its name, where it comes from, what it changed and
/// why, how its tests control dependencies, and what it buys and costs.
///
/// This is teaching text, written from episodes 91–93 and the libraries that followed; everything about a
/// stage's behaviour that can be measured comes from the checkpoint itself (probes, quoted source).
public struct StageText: Equatable, Sendable {
  public let title: String
  /// The title squeezed into a compare-table column header: at most 12 columns.
  public let shortTitle: String
  public let summary: String
  /// Where the stage comes from, so a learner knows which episode or article to hold beside it.
  public let source: String
  /// What this stage changed relative to the one before, and why.
  public let change: String
  /// How a test of this stage supplies doubles for dependencies.
  public let testing: String
  /// One line for under the compare table: at most 82 columns, so it fits beside its label.
  public let buysAndCosts: String

  public init(
    title: String, shortTitle: String, summary: String, source: String, change: String, testing: String,
    buysAndCosts: String
  ) {
    self.title = title
    self.shortTitle = shortTitle
    self.summary = summary
    self.source = source
    self.change = change
    self.testing = testing
    self.buysAndCosts = buysAndCosts
  }
}

extension StageText {
  /// The catalog for `language`, keyed by stage number.
  public static func catalog(_ language: Language) -> [Int: StageText] {
    switch language {
    case .english: english
    case .korean: korean
    }
  }
}
