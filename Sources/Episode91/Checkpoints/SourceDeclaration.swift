import ExerciseSupport
import Foundation

/// A declaration quoted from a checkpoint's source, with its line numbers, so what Episode91 shows can
/// never drift from the code: it is read from the file each time.
struct SourceDeclaration: Equatable, Sendable {
  struct Line: Equatable, Sendable {
    var number: Int
    var text: String
  }

  /// Relative to the checkpoint folder.
  var file: String
  /// The header (`struct AppEnvironment {`, a typealias, a function signature) and, for a type, its stored
  /// properties (or a protocol's requirements, or an enum's cases) and closing brace.
  var lines: [Line]

  /// `file:line` of the first line, as an editor accepts it.
  var location: String {
    "\(file):\(lines.first?.number ?? 0)"
  }
}

/// Finds declarations by name in Swift source, well enough for quoting: it reads lines, not a syntax tree.
///
/// It recognises `typealias`, `struct`, `class`, `enum`, `protocol`, `actor`, `func`, `var` and `let`
/// after any attributes and modifiers (`@MainActor`, `public`, `final`, `nonisolated(unsafe)`, …). Braces
/// inside strings can confuse it; the checkpoints' declarations don't have any.
enum DeclarationFinder {
  /// Every declaration of `symbol` in `source`, in file order, each at most `maximumLines` long.
  static func declarations(
    of symbol: String, in source: String, file: String, maximumLines: Int = 12
  ) -> [SourceDeclaration] {
    guard isIdentifier(symbol), let pattern = declarationPattern(for: symbol) else { return [] }
    let lines = FileDiff.lines(of: source)
    return lines.indices.compactMap { index in
      guard let match = lines[index].firstMatch(of: pattern), let kind = match.output[1].substring else {
        return nil
      }
      let quoted = collect(kind: String(kind), from: index, lines: lines)
      return SourceDeclaration(file: file, lines: Array(quoted.prefix(maximumLines)))
    }
  }

  private static func isIdentifier(_ symbol: String) -> Bool {
    !symbol.isEmpty && symbol.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// Attributes, then modifiers (some with a parenthesised argument), then the keyword and the exact name.
  private static func declarationPattern(for symbol: String) -> Regex<AnyRegexOutput>? {
    let attribute = #"@[A-Za-z_][A-Za-z0-9_.]*(?:\([^)]*\))?\s+"#
    let modifier =
      #"(?:public|private|fileprivate|internal|package|open|final|static|class|nonisolated|mutating|"#
      + #"nonmutating|indirect|lazy|weak|unowned|override|required|convenience|dynamic)(?:\([^)]*\))?\s+"#
    let keyword = "(typealias|struct|class|enum|protocol|actor|func|var|let)"
    return try? Regex(
      #"^\s*(?:"# + attribute + #")*(?:"# + modifier + ")*" + keyword + #"\s+"# + symbol + "(?![A-Za-z0-9_])")
  }

  /// The header lines, then (for a type) the members worth quoting and the closing brace.
  private static func collect(kind: String, from start: Int, lines: [String]) -> [SourceDeclaration.Line] {
    let hasBody = ["struct", "class", "enum", "protocol", "actor"].contains(kind)
    var quoted: [SourceDeclaration.Line] = []
    var brackets = 0
    var braces = 0
    var index = start
    // The header: until brackets balance and, for a type, its opening brace has appeared.
    while index < lines.count {
      let code = withoutComment(lines[index])
      brackets += balance(code, open: "([", close: ")]")
      braces += balance(code, open: "{", close: "}")
      quoted.append(SourceDeclaration.Line(number: index + 1, text: lines[index]))
      index += 1
      let headerDone = brackets <= 0 && (!hasBody || code.contains("{"))
      if headerDone { break }
    }
    guard hasBody && braces > 0 else {
      return trimmingOpeningBrace(quoted)
    }
    // The body: members at depth 1 that describe the type's shape, then the brace that closes it.
    while index < lines.count && braces > 0 {
      let code = withoutComment(lines[index])
      let depthBefore = braces
      braces += balance(code, open: "{", close: "}")
      if braces <= 0 || (depthBefore == 1 && isShapeMember(code, kind: kind)) {
        quoted.append(SourceDeclaration.Line(number: index + 1, text: lines[index]))
      }
      index += 1
    }
    return quoted
  }

  /// Stored properties of a struct or class, a protocol's requirements, an enum's cases.
  private static func isShapeMember(_ code: String, kind: String) -> Bool {
    let words = code.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !words.isEmpty else { return false }
    switch kind {
    case "protocol":
      return true
    case "enum":
      return words.first == "case"
    default:
      let isProperty = words.contains("var") || words.contains("let")
      let isStatic = words.contains("static") || words.contains("class")
      let isComputed = code.contains("{") && !(code.split(separator: "{").first ?? "").contains("=")
      return isProperty && !isStatic && !isComputed && !words.contains("func")
    }
  }

  /// A function's or computed property's header ends with `{`; the quote is about the signature.
  private static func trimmingOpeningBrace(_ lines: [SourceDeclaration.Line]) -> [SourceDeclaration.Line] {
    guard var last = lines.last, last.text.hasSuffix("{") else { return lines }
    last.text = String(last.text.dropLast()).replacingOccurrences(
      of: #"\s+$"#, with: "", options: .regularExpression)
    return lines.dropLast() + [last]
  }

  private static func withoutComment(_ line: String) -> String {
    guard let range = line.range(of: "//") else { return line }
    return String(line[..<range.lowerBound])
  }

  private static func balance(_ code: String, open: String, close: String) -> Int {
    code.reduce(0) { total, character in
      open.contains(character) ? total + 1 : close.contains(character) ? total - 1 : total
    }
  }
}

extension Workbook {
  /// Every declaration of `symbol` in a checkpoint's own code (not its tests, and not the exercise stubs,
  /// which hold the learner's version of it), in path order.
  func declarations(of symbol: String, in stage: Stage, maximumLines: Int = 12) -> [SourceDeclaration] {
    swiftFiles(under: checkpointFolder(for: stage)).filter { !isExercise($0.path) }.flatMap { file in
      DeclarationFinder.declarations(
        of: symbol, in: sourceText(at: file.url) ?? "", file: file.path, maximumLines: maximumLines)
    }
  }

  /// The declaration of `symbol` in one file of a checkpoint, for a probe's `quote`.
  func declaration(of symbol: String, inFile file: String, of stage: Stage) -> SourceDeclaration? {
    guard let source = sourceText(at: checkpointFolder(for: stage).appendingPathComponent(file)) else { return nil }
    return DeclarationFinder.declarations(of: symbol, in: source, file: file).first
  }
}

extension SourceDeclaration {
  /// The quote as printed: `file:line`, then each line with its number. A line too long for the screen
  /// continues on the next, further indented and without a number, because a signature's end (its return
  /// type) is often the part that matters.
  func rendered(indent: Int, console: Console, width: Int = screenWidth) -> String {
    let margin = String(repeating: " ", count: indent)
    let numberWidth = String(lines.last?.number ?? 0).count
    var text = margin + console.dim(location) + "\n"
    for line in lines {
      let numbered = margin + "  " + rightAligned(String(line.number), to: numberWidth) + " | "
      let continued = margin + "  " + String(repeating: " ", count: numberWidth) + " | "
      for (index, piece) in codeLines(line.text, width: width - numbered.count).enumerated() {
        text += console.dim(index == 0 ? numbered : continued) + piece + "\n"
      }
    }
    return text
  }
}
