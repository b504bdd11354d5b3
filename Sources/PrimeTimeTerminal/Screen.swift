/// Colour for a person at a terminal, plain text for everything else.
///
/// Colour is on only when standard output is a terminal that shows it (`TERM` is not `dumb`, which prints escape
/// codes as they are) and `NO_COLOR` is not set at all. no-color.org lets an empty `NO_COLOR` keep colour; we
/// count any value, as Episode91 does, so one rule holds across the workbook: set means no colour.
struct Style {
  var isColored: Bool

  func heading(_ text: String) -> String { paint(text, "1") }
  func command(_ text: String) -> String { paint(text, "36") }
  func good(_ text: String) -> String { paint(text, "32") }
  func quiet(_ text: String) -> String { paint(text, "2") }

  private func paint(_ text: String, _ code: String) -> String {
    isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}

/// The whole app as text: what the episode's screens show, with the command for each button beside it.
///
/// Activity times are left out, so running the same commands twice prints the same screen.
func renderScreen(_ app: AppSnapshot, style: Style) -> String {
  var lines = counterLines(app, style: style)
  if app.isPrimeModalShown {
    lines += [""] + primeModalLines(app, style: style)
  }
  lines += [""] + favoritePrimesLines(app.favoritePrimes, style: style)
  lines += [""] + activityFeedLines(app.activityFeed, style: style)
  return lines.joined(separator: "\n") + "\n"
}

private func counterLines(_ app: AppSnapshot, style: Style) -> [String] {
  let primality = app.countIsPrime ? style.good("prime") : style.quiet("not prime")
  let question =
    if app.isNthPrimeButtonDisabled {
      style.quiet("asking for the \(app.countOrdinal) prime…")
    } else if (1...app.largestAnswerableN).contains(app.count) {
      "\(style.command("nth-prime"))  What is the \(app.countOrdinal) prime?"
    } else {
      style.quiet("nth-prime answers for counts from 1 to \(app.largestAnswerableN)")
    }
  var lines = [
    style.heading("Counter") + "  " + style.command("incr") + " " + style.command("decr"),
    "  count: \(app.count) (\(primality))  \(style.command("is-prime"))",
    "  \(question)",
  ]
  if let alert = app.alertNthPrime {
    lines.append("  \(style.good(alert.title))  \(style.command("dismiss-alert"))")
  }
  return lines
}

private func primeModalLines(_ app: AppSnapshot, style: Style) -> [String] {
  let count = app.count
  let body =
    if !app.countIsPrime {
      "\(count) is not prime :("
    } else if app.favoritePrimes.contains(count) {
      "\(count) is prime 🎉  \(style.command("remove-favorite"))  Remove from favorite primes"
    } else {
      "\(count) is prime 🎉  \(style.command("save-favorite"))  Save to favorite primes"
    }
  return [style.heading("Prime modal") + "  " + style.command("close-modal"), "  " + body]
}

private func favoritePrimesLines(_ favoritePrimes: [Int], style: Style) -> [String] {
  let heading =
    style.heading("Favorite primes") + "  " + style.command("delete <index>") + " " + style.command("save") + " "
    + style.command("load")
  guard !favoritePrimes.isEmpty else { return [heading, style.quiet("  none yet")] }
  return [heading] + favoritePrimes.enumerated().map { index, prime in "  \(index): \(prime)" }
}

private func activityFeedLines(_ activityFeed: [AppSnapshot.Activity], style: Style) -> [String] {
  let heading = style.heading("Activity feed")
  guard !activityFeed.isEmpty else { return [heading, style.quiet("  nothing yet")] }
  return [heading]
    + activityFeed.map { activity in
      switch activity {
      case .addedFavoritePrime(let prime): "  added \(prime) to favorite primes"
      case .removedFavoritePrime(let prime): "  removed \(prime) from favorite primes"
      }
    }
}
