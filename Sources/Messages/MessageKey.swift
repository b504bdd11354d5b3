/// A sentence Episode91 prints, named by a key, written once per language.
///
/// Each part of Episode91 has its own key enum (`CommandLineMessage`, `CompareMessage`, …) and one catalog
/// per language: `english` and `korean`, each in its language's folder. A catalog is a dictionary so that a
/// missing translation is something a test can find, not something that silently prints English: every
/// key enum is checked by `checkCatalog` (`Tests/Episode91Tests/LanguageTests.swift`) in every language.
///
/// Templates name their arguments in braces: `unknown stage '{name}'`. Only `{` + letters and digits + `}` is
/// a placeholder, so prose that quotes code (`withDependencies { $0.x = 4 }`) needs no escaping.
public protocol MessageKey: Hashable, CaseIterable, Sendable {
  static var english: [Self: String] { get }
  static var korean: [Self: String] { get }
}

extension MessageKey {
  /// The catalog for `language`.
  public static func catalog(_ language: Language) -> [Self: String] {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  /// The sentence in `language`, its placeholders filled from `arguments`.
  ///
  /// A key with no entry in `language` falls back to English so a learner still reads something, but the
  /// catalog tests fail on it: the fallback is a safety net at run time, never the plan.
  public func text(in language: Language, _ arguments: [String: String] = [:]) -> String {
    let template = Self.catalog(language)[self] ?? Self.english[self] ?? "\(self)"
    return fillingPlaceholders(template, with: arguments)
  }
}

/// Replaces each `{name}` in `template` with `arguments[name]`, in one pass, so an argument that itself
/// contains braces is inserted as it is. A placeholder with no argument stays as written.
public func fillingPlaceholders(_ template: String, with arguments: [String: String]) -> String {
  let (words, names) = templatePieces(template)
  return zip(names, words.dropFirst()).reduce(words[0]) { text, piece in
    text + (arguments[piece.0] ?? "{\(piece.0)}") + piece.1
  }
}

/// The placeholder names a template uses, for checking that every translation asks for the same arguments.
public func placeholders(in template: String) -> Set<String> {
  Set(templatePieces(template).names)
}

/// A template split at its placeholders: the words before, between and after them, and their names.
/// `"root holds {count}"` gives `(["root holds ", ""], ["count"])`. Only `{` + letters and digits + `}` is a
/// placeholder; any other brace is a word.
public func templatePieces(_ template: String) -> (words: [String], names: [String]) {
  var words = [""]
  var names: [String] = []
  var rest = template[...]
  while let open = rest.firstIndex(of: "{") {
    words[words.count - 1] += rest[..<open]
    let afterOpen = rest.index(after: open)
    let close = rest[afterOpen...].firstIndex(of: "}")
    if let close, case let name = rest[afterOpen..<close], !name.isEmpty,
      name.allSatisfy({ $0.isLetter || $0.isNumber })
    {
      names.append(String(name))
      words.append("")
      rest = rest[rest.index(after: close)...]
    } else {
      words[words.count - 1] += "{"
      rest = rest[afterOpen...]
    }
  }
  words[words.count - 1] += rest
  return (words, names)
}
