/// How many columns a terminal gives text, which is what tables and wrapped paragraphs must measure.
///
/// Counting characters lines up English but not Korean: a Hangul syllable, like other East Asian wide
/// characters, takes two columns, and a combining mark none. Characters whose width depends on the font
/// (East Asian "ambiguous", such as `…` and `—`) count as one, as `wcwidth` does. A colour code
/// (`ESC [ … m`, from `TextStyle`) takes none, so a coloured line wraps and pads where a plain one does.
extension StringProtocol {
  public var displayWidth: Int {
    var width = 0
    var escape: (started: Bool, isSequence: Bool) = (false, false)
    for scalar in unicodeScalars {
      if escape.isSequence {
        // A control sequence (`ESC [ 1 m`) ends at its final byte, a letter.
        if scalar.properties.isAlphabetic { escape = (false, false) }
      } else if escape.started {
        // `ESC [` opens a sequence; any other character after ESC is all of its escape (`ESC =`).
        escape = (false, scalar == "[")
      } else if scalar == "\u{1B}" {
        escape.started = true
      } else {
        width += columns(of: scalar)
      }
    }
    return width
  }
}

/// The columns one scalar takes: 0 for combining marks and zero-width joiners, 2 for wide ones, else 1.
func columns(of scalar: Unicode.Scalar) -> Int {
  let value = scalar.value
  if value == 0x200B || value == 0x200D || (0xFE00...0xFE0F).contains(value) {
    return 0
  }
  switch scalar.properties.generalCategory {
  case .nonspacingMark, .enclosingMark: return 0
  default: break
  }
  // Hangul Jamo medial vowels and final consonants join the syllable before them.
  if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
    return 0
  }
  return wideRanges.contains { $0.contains(value) } ? 2 : 1
}

/// Unicode's East Asian Wide and Fullwidth blocks that a learner's text can contain.
private let wideRanges: [ClosedRange<UInt32>] = [
  0x1100...0x115F,  // Hangul Jamo initial consonants
  0x2E80...0x303E,  // CJK radicals, punctuation
  0x3041...0x33FF,  // Hiragana, Katakana, Hangul compatibility Jamo, CJK symbols
  0x3400...0x4DBF,  // CJK extension A
  0x4E00...0x9FFF,  // CJK unified ideographs
  0xA960...0xA97F,  // Hangul Jamo extended A
  0xAC00...0xD7A3,  // Hangul syllables
  0xF900...0xFAFF,  // CJK compatibility ideographs
  0xFE30...0xFE4F,  // CJK compatibility forms
  0xFF00...0xFF60,  // Fullwidth forms
  0xFFE0...0xFFE6,  // Fullwidth signs
  0x1F300...0x1F64F,  // Emoji pictographs and emoticons
  0x1F900...0x1F9FF,  // Supplemental symbols and pictographs
  0x20000...0x3FFFD,  // CJK extensions B and later
]
