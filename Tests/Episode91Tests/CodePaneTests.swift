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

  /// A doc comment's paragraph is re-flowed as a whole: the words that did not fit run on into the next line of the
  /// paragraph instead of standing on a line of their own (the store's comment once read `… the effects the` /
  /// `reducer` / `returns, …`).
  @Test func aCommentParagraphIsReflowedWhole() {
    let text = """
      /// Holds the app's value, runs the reducer for every action, and runs the effects the reducer
      /// returns, feeding their actions back in.
      ///
      /// The store lives on the main actor, the way the episode's store lives on the main thread for
      /// SwiftUI. Effects must deliver on the main queue; the live dependencies do that with
      /// `.receive(on: DispatchQueue.main)`.
      @MainActor
      """
    #expect(
      CodePane.wrapped(text) == """
        /// Holds the app's value, runs the reducer for every action, and runs the effects the
        /// reducer returns, feeding their actions back in.
        ///
        /// The store lives on the main actor, the way the episode's store lives on the main
        /// thread for SwiftUI. Effects must deliver on the main queue; the live dependencies do
        /// that with `.receive(on: DispatchQueue.main)`.
        @MainActor
        """)
  }

  /// A paragraph that fits is left as its author broke it, and a paragraph ends where a comment line stands on its
  /// own: a list item (whose words hang under its first word when re-flowed), a code fence, indented code, a line
  /// with another indentation or marker.
  @Test func aParagraphEndsWhereALineStandsOnItsOwn() {
    let text = """
        // Short, and
        // broken early on purpose.
        /// - Parameter reducer: the reducer whose every action is printed, with the value it left, to the console
        ///   of the app, as a fire-and-forget effect.
        /// - Returns: a reducer.
        ///
        ///     let printed = logging(counterReducer) // indented code in a comment stays as it is, however wide it is
        /// ```
        /// let fenced = 1
        /// ```
      """
    #expect(
      CodePane.wrapped(text) == """
          // Short, and
          // broken early on purpose.
          /// - Parameter reducer: the reducer whose every action is printed, with the value it
          ///   left, to the console of the app, as a fire-and-forget effect.
          /// - Returns: a reducer.
          ///
          ///     let printed = logging(counterReducer) // indented code in a comment stays as it
          ///     is, however wide it is
          /// ```
          /// let fenced = 1
          /// ```
        """)
  }

  /// The same line wraps the same way wherever it stands, so two states of a file differ only where they did.
  @Test func wrappingIsTheSameInEveryState() {
    let line = "  /// " + Self.long
    let before = CodePane.wrapped("let a = 1\n" + line + "\n")
    let after = CodePane.wrapped("let a = 2\n" + line + "\n")
    #expect(before.split(separator: "\n").dropFirst() == after.split(separator: "\n").dropFirst())
  }
}
