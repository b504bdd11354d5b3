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
  static func of(_ text: String) -> [String] {
    key(of: text).split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
  }

  /// The tokens as one string, for comparing and keeping: tokens parted by a character no Swift source holds.
  ///
  /// Read as UTF-8 bytes, not characters: every byte of a character beyond ASCII counts as part of a word (Swift
  /// allows such letters in identifiers, and inside a string literal every byte is kept anyway), which makes this
  /// fast enough for a save to be judged at once even in a debug build.
  static func key(of text: String) -> String {
    var bytes = Array(text.utf8)
    bytes.append(0)  // One past the end, so looking one byte ahead needs no check.
    let end = bytes.count - 1
    var key: [UInt8] = []
    key.reserveCapacity(end)
    /// Where the last token started in `key`, and whether it was a lone comma, to drop one before `)` or `]`.
    var lastComma: Int?
    func append(_ start: Int, _ stop: Int) {
      if let comma = lastComma, bytes[start] == UInt8(ascii: ")") || bytes[start] == UInt8(ascii: "]"),
        stop - start == 1
      {
        key.removeSubrange(comma...)
      }
      if !key.isEmpty { key.append(0) }
      lastComma = stop - start == 1 && bytes[start] == UInt8(ascii: ",") ? max(0, key.count - 1) : nil
      key.append(contentsOf: bytes[start..<stop])
    }
    var index = 0
    while index < end {
      let byte = bytes[index]
      let next = bytes[index + 1]
      if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0B || byte == 0x0C {
        index += 1
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "/") {
        while index < end && bytes[index] != 0x0A { index += 1 }
      } else if byte == UInt8(ascii: "/") && next == UInt8(ascii: "*") {
        index = endOfBlockComment(bytes, from: index, end: end)
      } else if byte == UInt8(ascii: "\"") || (byte == UInt8(ascii: "#") && isRawStringStart(bytes, at: index)) {
        let stop = endOfString(bytes, from: index, end: end)
        let literal = normalizedString(bytes[index..<stop])
        if !key.isEmpty { key.append(0) }
        lastComma = nil
        key.append(contentsOf: literal)
        index = stop
      } else if isWordByte(byte) {
        let start = index
        while index < end && isWordByte(bytes[index]) { index += 1 }
        append(start, index)
      } else if isOperatorByte(byte) {
        let start = index
        while index < end && isOperatorByte(bytes[index])
          && !(bytes[index] == UInt8(ascii: "/")
            && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")))
        {
          index += 1
        }
        append(start, index)
      } else {
        append(index, index + 1)
        index += 1
      }
    }
    return String(decoding: key, as: UTF8.self)
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
      || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte >= 0x80
  }

  private static func isOperatorByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
      UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"), UInt8(ascii: "."):
      true
    default: false
    }
  }

  /// `/* … */`, nested as Swift nests them; the end of the text when it never closes.
  private static func endOfBlockComment(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
    var depth = 0
    var index = start
    while index + 1 < end + 1 {
      if bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return end
  }

  /// Whether `#` at `index` opens a raw string: `#"`, `##"`, ….
  private static func isRawStringStart(_ bytes: [UInt8], at index: Int) -> Bool {
    var index = index
    while bytes[index] == UInt8(ascii: "#") { index += 1 }
    return bytes[index] == UInt8(ascii: "\"")
  }

  /// The end of the string literal that starts at `start` (its `#`s, quotes, text, quotes, `#`s), past any
  /// interpolation inside it; the end of the line (or of the text) when it never closes.
  private static func endOfString(_ bytes: [UInt8], from start: Int, end: Int) -> Int {
    let quote = UInt8(ascii: "\"")
    var index = start
    var hashes = 0
    while bytes[index] == UInt8(ascii: "#") {
      hashes += 1
      index += 1
    }
    let multiLine = index + 2 < end && bytes[index + 1] == quote && bytes[index + 2] == quote
    let quotes = multiLine ? 3 : 1
    index += quotes
    let closing = [UInt8](repeating: quote, count: quotes) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    let escape = [UInt8(ascii: "\\")] + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
    while index < end {
      if !multiLine && bytes[index] == 0x0A { return index }
      if matches(escape, in: bytes, at: index, end: end) {
        index += escape.count
        // `\(…)`: skip to its closing parenthesis, strings inside it included.
        if index < end && bytes[index] == UInt8(ascii: "(") {
          var depth = 0
          while index < end {
            if bytes[index] == quote {
              index = endOfString(bytes, from: index, end: end)
              continue
            }
            if bytes[index] == UInt8(ascii: "(") { depth += 1 }
            if bytes[index] == UInt8(ascii: ")") {
              depth -= 1
              if depth == 0 { break }
            }
            index += 1
          }
        }
        index += 1
        continue
      }
      if matches(closing, in: bytes, at: index, end: end) { return index + closing.count }
      index += 1
    }
    return end
  }

  private static func matches(_ wanted: [UInt8], in bytes: [UInt8], at index: Int, end: Int) -> Bool {
    guard index + wanted.count <= end else { return false }
    for offset in wanted.indices where bytes[index + offset] != wanted[offset] { return false }
    return true
  }

  /// A literal as the program sees it: a one-line one as written; a multi-line one with each line's indentation up
  /// to its closing delimiter's removed, as the compiler removes it.
  private static func normalizedString(_ literal: ArraySlice<UInt8>) -> [UInt8] {
    let quote = UInt8(ascii: "\"")
    guard literal.count >= 6, literal.contains(0x0A) else { return Array(literal) }
    let lines = literal.split(separator: 0x0A, omittingEmptySubsequences: false)
    guard let last = lines.last, last.contains(quote) else { return Array(literal) }
    let indentation = Array(last.prefix { $0 == 0x20 || $0 == 0x09 })
    var result: [UInt8] = []
    for (offset, line) in lines.enumerated() {
      if offset > 0 { result.append(0x0A) }
      if offset > 0 && line.starts(with: indentation) {
        result += line.dropFirst(indentation.count)
      } else {
        result += line
      }
    }
    return result
  }
}
