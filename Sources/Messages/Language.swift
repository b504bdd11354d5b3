/// The languages Episode91 speaks to a learner. Code, identifiers, file paths and quoted source are never
/// translated; the checkpoints' own apps and the tests speak English.
public enum Language: String, CaseIterable, Sendable {
  case english = "en"
  case korean = "ko"

  /// The language `--lang <code>` names: `en` or `ko`.
  public init?(code: String) {
    self.init(rawValue: code.lowercased())
  }

  /// The language the locale asks for: Korean when its language code is `ko` (`ko`, `ko_KR.UTF-8`, `ko-KR`),
  /// English otherwise (`kok_IN` is Konkani, not Korean).
  ///
  /// As in POSIX, `LC_ALL` overrides `LC_MESSAGES`, which overrides `LANG`: the first one set decides, so
  /// `LC_ALL=C` means English even when `LANG` is Korean.
  public static func fromLocale(_ environment: [String: String]) -> Language {
    let setting = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
    let code = setting?.lowercased().prefix { $0.isLetter }
    return code == "ko" ? .korean : .english
  }
}
