import ProbeKit

/// The checkpoints' answers to `compare`'s probes, in the learner's language. A checkpoint reports a
/// `ProbeSentence` (ProbeKit's key and the values that fill it), never words, so its answer is written here once
/// per language like every other sentence Episode91 prints.
extension ProbeMessage: MessageKey {}

extension ProbeSentence {
  /// The sentence in `language`, each value written in it too: code and numbers as they are, words from the
  /// catalog.
  public func text(in language: Language) -> String {
    key.text(in: language, values.mapValues { $0.text(in: language) })
  }
}

extension ProbeValue {
  public func text(in language: Language) -> String {
    switch self {
    case .verbatim(let text): text
    case .sentence(let sentence): sentence.text(in: language)
    }
  }
}
