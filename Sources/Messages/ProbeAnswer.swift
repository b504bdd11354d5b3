/// A checkpoint's answer to a probe (a report's cell or detail) in the learner's language.
///
/// The checkpoints answer in English: the probe protocol and their apps speak it, and an answer is something a
/// checkpoint measured, which Episode91 cannot look up by key. So the Korean catalog lists every sentence a
/// checkpoint can write as a template: the English with a `{name}` wherever a part varies (a number, an
/// identifier, a type name, a quoted message), and its Korean. Episode91 finds the template that reads as the
/// answer, takes the parts, and fills them into the Korean. An answer no template matches is shown as the
/// checkpoint wrote it.
public enum ProbeAnswer {
  /// `answer` in `language`: as written in English, else its Korean or, with no template for it, as written.
  public static func text(_ answer: String, in language: Language) -> String {
    switch language {
    case .english: answer
    case .korean: korean(answer) ?? answer
    }
  }

  /// The Korean of `answer`, or nil when no template reads as it.
  ///
  /// The first matching template wins. A part the checkpoint words in English prose (`online`, `its own
  /// environment`) is looked up in `koreanWords`; every other part (numbers, code) goes in as it is.
  public static func korean(_ answer: String) -> String? {
    for (english, korean) in koreanTemplates {
      guard let parts = parts(of: answer, readAs: english) else { continue }
      return fillingPlaceholders(korean, with: parts.mapValues { koreanWords[$0] ?? $0 })
    }
    return nil
  }

  /// The value of each placeholder when `text` reads as `template`, or nil when it does not.
  ///
  /// A placeholder takes the shortest non-empty text that the template's next words follow; the last one takes
  /// everything up to the template's closing words. `"{count} globals to set"` reads `"2 globals to set"` as
  /// `["count": "2"]`.
  public static func parts(of text: String, readAs template: String) -> [String: String]? {
    let (words, names) = templatePieces(template)
    guard text.hasPrefix(words[0]) else { return nil }
    var rest = text.dropFirst(words[0].count)
    var parts: [String: String] = [:]
    for (index, name) in names.enumerated() {
      let following = words[index + 1]
      let part: Substring
      if index == names.count - 1 {
        guard rest.hasSuffix(following) else { return nil }
        part = rest.dropLast(following.count)
        rest = ""
      } else {
        guard let range = rest.firstRange(of: following) else { return nil }
        part = rest[..<range.lowerBound]
        rest = rest[range.upperBound...]
      }
      guard !part.isEmpty else { return nil }
      parts[name] = String(part)
    }
    return rest.isEmpty ? parts : nil
  }
}
