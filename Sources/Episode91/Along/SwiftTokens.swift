/// Swift source as the compiler's tokens, without what a learner may write their own way: whitespace, line breaks
/// and comments. Two files with the same tokens are the same code laid out differently, which is how `along`
/// judges a save against a walk's state.
///
/// String literals are kept whole, character for character, since a space inside one is part of the program; a
/// multi-line literal is kept without the indentation its closing `"""` sets, which the compiler strips too, so
/// re-indenting it changes nothing. A comma just before `)` or `]` is dropped: swift format adds and removes such
/// trailing commas as it lays out a list. Line breaks are ignored everywhere, though Swift reads a few (`return`
/// alone on its line): a walk's states never differ by one alone.
enum SwiftTokens {
  /// The tokens of `text`, in order.
  static func of(_ text: String) -> [Substring] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [Substring] = []
    var index = 0
    /// Appends the scalars `start..<end` as one token.
    func take(_ start: Int, _ end: Int) {
      var token = ""
      token.unicodeScalars.append(contentsOf: scalars[start..<end])
      tokens.append(token[...])
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar.properties.isWhitespace {
        index += 1
      } else if scalar == "/" && next == "/" {
        while index < scalars.count && scalars[index] != "\n" { index += 1 }
      } else if scalar == "/" && next == "*" {
        index = endOfBlockComment(scalars, from: index)
      } else if scalar == "\"" || (scalar == "#" && isRawStringStart(scalars, at: index)) {
        let end = endOfString(scalars, from: index)
        tokens.append(normalizedString(scalars[index..<end])[...])
        index = end
      } else if isWordCharacter(scalar) {
        let start = index
        while index < scalars.count && isWordCharacter(scalars[index]) { index += 1 }
        take(start, index)
      } else if isOperatorCharacter(scalar) {
        let start = index
        while index < scalars.count && isOperatorCharacter(scalars[index])
          && !(scalars[index] == "/" && index + 1 < scalars.count && ["/", "*"].contains(scalars[index + 1]))
        {
          index += 1
        }
        take(start, index)
      } else {
        take(index, index + 1)
        index += 1
      }
    }
    return droppingTrailingCommas(tokens)
  }

  /// The tokens as one string, for comparing and keeping: tokens parted by a character no Swift source holds.
  static func key(of text: String) -> String {
    of(text).joined(separator: "\u{0}")
  }

  private static func droppingTrailingCommas(_ tokens: [Substring]) -> [Substring] {
    var kept: [Substring] = []
    for (offset, token) in tokens.enumerated() {
      if token == ",", offset + 1 < tokens.count, tokens[offset + 1] == ")" || tokens[offset + 1] == "]" { continue }
      kept.append(token)
    }
    return kept
  }

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_" || scalar == "$"
      || scalar == "@" || scalar == "#" || scalar.properties.isEmojiPresentation
  }

  private static func isOperatorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    "/=-+!*%<>&|^~?.".unicodeScalars.contains(scalar)
  }

  /// `/* … */`, nested as Swift nests them; the end of the text when it never closes.
  private static func endOfBlockComment(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < scalars.count {
      if scalars[index] == "/" && scalars[index + 1] == "*" {
        depth += 1
        index += 2
      } else if scalars[index] == "*" && scalars[index + 1] == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return scalars.count
  }

  /// Whether `#` at `index` opens a raw string: `#"`, `##"`, ….
  private static func isRawStringStart(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    var index = index
    while index < scalars.count && scalars[index] == "#" { index += 1 }
    return index < scalars.count && scalars[index] == "\""
  }

  /// The end of the string literal that starts at `start` (its `#`s, quotes, text, quotes, `#`s), past any
  /// interpolation inside it; the end of the line (or of the text) when it never closes.
  private static func endOfString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
    var index = start
    var hashes = 0
    while scalars[index] == "#" {
      hashes += 1
      index += 1
    }
    let multiLine = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
    let quotes = multiLine ? 3 : 1
    index += quotes
    let closing = Array(repeating: Unicode.Scalar("\""), count: quotes) + Array(repeating: "#", count: hashes)
    let escape = [Unicode.Scalar("\\")] + Array(repeating: "#", count: hashes)
    while index < scalars.count {
      if !multiLine && scalars[index] == "\n" { return index }
      if matches(escape, in: scalars, at: index) {
        index += escape.count
        // `\(…)`: skip to its closing parenthesis, strings inside it included.
        if index < scalars.count && scalars[index] == "(" {
          var depth = 0
          while index < scalars.count {
            if scalars[index] == "\"" {
              index = endOfString(scalars, from: index)
              continue
            }
            if scalars[index] == "(" { depth += 1 }
            if scalars[index] == ")" {
              depth -= 1
              if depth == 0 { break }
            }
            index += 1
          }
        }
        index += 1
        continue
      }
      if matches(closing, in: scalars, at: index) { return index + closing.count }
      index += 1
    }
    return scalars.count
  }

  private static func matches(_ wanted: [Unicode.Scalar], in scalars: [Unicode.Scalar], at index: Int) -> Bool {
    index + wanted.count <= scalars.count && scalars[index..<(index + wanted.count)].elementsEqual(wanted)
  }

  /// A literal as the program sees it: a one-line one as written; a multi-line one with each line's indentation up
  /// to its closing delimiter's removed, as the compiler removes it.
  private static func normalizedString(_ literal: ArraySlice<Unicode.Scalar>) -> String {
    var text = ""
    text.unicodeScalars.append(contentsOf: literal)
    guard text.contains("\"\"\"") else { return text }
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    guard lines.count > 1, let last = lines.last else { return text }
    let indentation = last.prefix { $0 == " " || $0 == "\t" }
    lines = lines.enumerated().map { offset, line in
      offset > 0 && line.hasPrefix(indentation) ? line.dropFirst(indentation.count) : line
    }
    return lines.joined(separator: "\n")
  }
}
