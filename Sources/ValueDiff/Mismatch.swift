/// Prints a value for a reader: without module prefixes (`AppState.Activity`, not
/// `PrimeTimeDomain.AppState.Activity`), on one line when it is small, otherwise one field per line.
public func describeValue(_ value: some Any) -> String {
  PrintedValue(reflecting: value).lines(label: nil).joined(separator: "\n")
}

/// The difference between two values, line by line: `-` for what only `expected` has, `+` for what only `actual`
/// has, unchanged parts shortened and long unchanged runs elided. `nil` when the two print the same.
///
/// It follows swift-custom-dump's `diff(_:_:)` in spirit (the same `-`/`+` marks, nesting and `…` elisions),
/// written here with `Mirror` so the workbook needs no package. Unlike it, list elements carry no `[1]:` index,
/// and a value that fits on one line is replaced whole: the workbook's values are small and read best that way.
public func diffValues<Value>(expected: Value, actual: Value) -> String? {
  let old = PrintedValue(reflecting: expected)
  let new = PrintedValue(reflecting: actual)
  guard old != new else { return nil }
  return PrintedValue.differenceLines(from: old, to: new, label: nil, commas: (false, false))
    .map(\.rendered).joined(separator: "\n")
}

/// What a failure says about two values that should be equal. Small ones side by side:
///
///     expected: 6
///     happened: 1
///
/// larger ones as a diff under `- expected, + happened:`, so the reader sees at once what differs.
public func mismatchReport<Value>(expected: Value, actual: Value) -> String {
  let expectedText = describeValue(expected)
  let actualText = describeValue(actual)
  guard expectedText.contains("\n") || actualText.contains("\n") else {
    return "expected: \(expectedText)\nhappened: \(actualText)"
  }
  guard let difference = diffValues(expected: expected, actual: actual) else {
    return "expected and happened differ in something they do not print:\n\(expectedText)"
  }
  return "- expected, + happened:\n\(difference)"
}

/// A failure message: `headline`, then the mismatch report indented under it.
public func mismatchMessage<Value>(_ headline: String, expected: Value, actual: Value) -> String {
  ([headline] + mismatchReport(expected: expected, actual: actual).split(separator: "\n").map { "  " + $0 })
    .joined(separator: "\n")
}
