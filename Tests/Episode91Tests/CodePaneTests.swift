import Testing

@testable import Episode91

/// The tutorials' copy of the code, wrapped to the pane: words, code and string values unchanged.
@Suite struct CodePaneTests {
  static let long = String(repeating: "word ", count: 25)

  @Test func aShortLineStaysAsItIs() {
    #expect(CodePane.wrapped("let a = 1\n") == "let a = 1\n")
  }

  @Test func aLongCommentIsReflowedUnderItsOwnPrefix() {
    let wrapped = CodePane.wrapped("  /// " + Self.long.dropLast() + "\n")
    let lines = wrapped.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.hasPrefix("  /// word") && $0.count <= CodePane.columns })
    #expect(lines.map { $0.dropFirst(6) }.joined(separator: " ") == Self.long.dropLast())
  }

  @Test func aLongLineOfCodeBreaksAtASpaceOutsideStrings() {
    let line = "    let message = describe(\"a string with spaces that must stay whole\", and: first, second, third)"
    let lines = CodePane.wrapped(line).split(separator: "\n").map(String.init)
    #expect(lines.count == 2)
    #expect(lines[0].contains("\"a string with spaces that must stay whole\""))
    #expect(lines[1].hasPrefix("        "))
    #expect(lines.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
  }

  @Test func aTrailingCommentMovesAboveItsCode() {
    let line = "    let value = compute(first, second)  // " + String(repeating: "why ", count: 14)
    let lines = CodePane.wrapped(line).split(separator: "\n").map(String.init)
    #expect(lines.last == "    let value = compute(first, second)")
    #expect(lines.dropLast().allSatisfy { $0.hasPrefix("    // ") })
  }

  /// Inside a multi-line string literal, a break ends with the `\` that joins the two lines again.
  @Test func aLineInAMultilineStringContinuesWithABackslash() {
    let text = "  let s = \"\"\"\n    " + Self.long + "end\n    \"\"\"\n"
    let lines = CodePane.wrapped(text).split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines[1].hasSuffix(" \\"))
    #expect(lines[2].hasPrefix("    word"))
    #expect(String(lines[1].dropLast()) + lines[2].dropFirst(4) == "    " + Self.long + "end")
  }

  /// The same line wraps the same way wherever it stands, so two states of a file differ only where they did.
  @Test func wrappingIsTheSameInEveryState() {
    let line = "  /// " + Self.long
    let before = CodePane.wrapped("let a = 1\n" + line + "\n")
    let after = CodePane.wrapped("let a = 2\n" + line + "\n")
    #expect(before.split(separator: "\n").dropFirst() == after.split(separator: "\n").dropFirst())
  }
}
