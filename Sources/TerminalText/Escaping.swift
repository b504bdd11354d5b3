/// Words from outside (a command line, a script, a probe name) shown on a terminal: a control character or an
/// invisible one is written as a Swift escape (`\u{1B}`), so an escape sequence among them reaches the terminal as
/// text instead of clearing the screen or turning the line round, and a NUL or a zero-width space can be seen.
///
/// `text` with every such scalar escaped but those in `kept` (the line breaks of a message that means them).
public func escapingInvisibles(_ text: String, keeping kept: Set<Unicode.Scalar> = []) -> String {
  var shown = ""
  for scalar in text.unicodeScalars {
    if isInvisible(scalar) && !kept.contains(scalar) {
      shown += swiftEscape(scalar)
    } else {
      shown.unicodeScalars.append(scalar)
    }
  }
  return shown
}

/// `text` as it would sit between the quotes of a Swift string literal: invisibles escaped, and `"` and `\` too,
/// so the quotes around it are the only ones that are not part of the word.
public func escapingForQuotes(_ text: String) -> String {
  var shown = ""
  for scalar in text.unicodeScalars {
    if scalar == "\"" || scalar == "\\" {
      shown += "\\" + String(scalar)
    } else if isInvisible(scalar) {
      shown += swiftEscape(scalar)
    } else {
      shown.unicodeScalars.append(scalar)
    }
  }
  return shown
}

/// Control characters (C0, DEL, C1), formatting such as zero-width spaces and bidirectional marks, line and
/// paragraph separators, and private-use, surrogate or unassigned scalars.
private func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
  switch scalar.properties.generalCategory {
  case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned: true
  default: false
  }
}

private func swiftEscape(_ scalar: Unicode.Scalar) -> String {
  "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
}
