/// A sentence written in every language, for text made before it is known which language it will be shown
/// in: an error thrown deep inside a command is shown by the command line, which knows the learner's.
public struct LocalizedText: Equatable, Sendable {
  private let texts: [Language: String]

  public init<Key: MessageKey>(_ key: Key, _ arguments: [String: String] = [:]) {
    texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, key.text(in: $0, arguments)) })
  }

  /// The same words in every language: a compiler's error or a path, which are never translated.
  public init(verbatim text: String) {
    texts = Dictionary(uniqueKeysWithValues: Language.allCases.map { ($0, text) })
  }

  public func text(in language: Language) -> String {
    texts[language] ?? texts[.english] ?? ""
  }
}
