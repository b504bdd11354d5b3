import ExerciseSupport
import Foundation
import Messages
import ProbeKit
import Testing

/// Every argument a call site in `Sources/Episode91` fills is a placeholder of its sentence in every language:
/// `checkCatalog` keeps the languages asking for the same placeholders; this keeps the call sites asking for them.
///
/// It reads the sources for a key followed by its arguments, `CompareMessage.quoteLabel, ["probe": …]` or
/// `.wrongStage, ["answered": …]`; a key written without its type is looked up among every key enum's cases,
/// and skipped when two enums share the name.
@Suite struct CallSiteArgumentTests {
  /// Every key enum's cases by name, with the placeholders of its English and Korean.
  private static let keys: [String: [(type: String, english: Set<String>, korean: Set<String>)]] = {
    var keys: [String: [(type: String, english: Set<String>, korean: Set<String>)]] = [:]
    func add<Key: MessageKey>(_: Key.Type) {
      for key in Key.allCases {
        keys["\(key)", default: []].append(
          (
            "\(Key.self)", placeholders(in: Key.english[key] ?? ""), placeholders(in: Key.korean[key] ?? "")
          ))
      }
    }
    add(CheckpointMessage.self)
    add(CommandLineMessage.self)
    add(CompareMessage.self)
    add(DiffMessage.self)
    add(ExerciseMessage.self)
    add(StageMessage.self)
    add(WatchMessage.self)
    add(WalkMessage.self)
    add(AlongMessage.self)
    add(ProbeMessage.self)
    return keys
  }()

  private static let sources: [(path: String, text: String)] = {
    let folder = Workbook.current.root.appendingPathComponent("Sources/Episode91")
    let files =
      FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    return files.map { ($0.path, (try? String(contentsOf: $0, encoding: .utf8)) ?? "") }
  }()

  @Test func everyArgumentACallSiteFillsIsAPlaceholderInEveryLanguage() {
    #expect(!Self.sources.isEmpty)
    var checked = 0
    for (path, text) in Self.sources {
      for match in text.matches(of: /(\w*)\.(\w+),\s*\[((?:"\w+":[^,\]]*,?\s*)+)\]/) {
        let (type, name, arguments) = (String(match.output.1), String(match.output.2), String(match.output.3))
        let candidates = (Self.keys[name] ?? []).filter { type.isEmpty || $0.type == type }
        guard candidates.count == 1, let key = candidates.first else { continue }
        let filled = Set(arguments.matches(of: /"(\w+)":/).map { String($0.output.1) })
        checked += 1
        #expect(
          filled.isSubset(of: key.english) && filled.isSubset(of: key.korean),
          "\(path): \(key.type).\(name) is given \(filled.sorted()), but its sentence has \(key.english.sorted())")
      }
    }
    #expect(checked > 30, "only \(checked) call sites found: has the way they are written changed?")
  }
}
