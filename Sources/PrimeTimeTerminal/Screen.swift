import PrimeTimeDomain
import TerminalText

/// The whole app as text: what the episode's screens show, with the command for each button beside it.
///
/// Activity times are left out, so running the same commands twice prints the same screen.
func renderScreen(_ state: AppState, style: TextStyle) -> String {
  var lines = counterLines(state, style: style)
  if state.isPrimeModalShown {
    lines += [""] + primeModalLines(state, style: style)
  }
  lines += [""] + favoritePrimesLines(state.favoritePrimes, style: style)
  lines += [""] + activityFeedLines(state.activityFeed, style: style)
  return lines.joined(separator: "\n") + "\n"
}

private func counterLines(_ state: AppState, style: TextStyle) -> [String] {
  let primality = isPrime(state.count) ? style.green("prime") : style.dim("not prime")
  let question =
    if state.isNthPrimeButtonDisabled {
      style.dim("asking for the \(ordinal(state.count)) prime…")
    } else if (1...largestAnswerableN).contains(state.count) {
      "\(style.cyan("nth-prime"))  What is the \(ordinal(state.count)) prime?"
    } else {
      style.dim("nth-prime answers for counts from 1 to \(largestAnswerableN)")
    }
  var lines = [
    style.bold("Counter") + "  " + style.cyan("incr") + " " + style.cyan("decr"),
    "  count: \(state.count) (\(primality))  \(style.cyan("is-prime"))",
    "  \(question)",
  ]
  if let alert = state.alertNthPrime {
    lines.append("  \(style.green(alert.title))  \(style.cyan("dismiss-alert"))")
  }
  return lines
}

private func primeModalLines(_ state: AppState, style: TextStyle) -> [String] {
  let count = state.count
  let body =
    if !isPrime(count) {
      "\(count) is not prime :("
    } else if state.favoritePrimes.contains(count) {
      "\(count) is prime 🎉  \(style.cyan("remove-favorite"))  Remove from favorite primes"
    } else {
      "\(count) is prime 🎉  \(style.cyan("save-favorite"))  Save to favorite primes"
    }
  return [style.bold("Prime modal") + "  " + style.cyan("close-modal"), "  " + body]
}

private func favoritePrimesLines(_ favoritePrimes: [Int], style: TextStyle) -> [String] {
  let heading =
    style.bold("Favorite primes") + "  " + style.cyan("delete <index>") + " " + style.cyan("save") + " "
    + style.cyan("load")
  guard !favoritePrimes.isEmpty else { return [heading, style.dim("  none yet")] }
  return [heading] + favoritePrimes.enumerated().map { index, prime in "  \(index): \(prime)" }
}

private func activityFeedLines(_ activityFeed: [AppState.Activity], style: TextStyle) -> [String] {
  let heading = style.bold("Activity feed")
  guard !activityFeed.isEmpty else { return [heading, style.dim("  nothing yet")] }
  return [heading]
    + activityFeed.map { activity in
      switch activity.type {
      case .addedFavoritePrime(let prime): "  added \(prime) to favorite primes"
      case .removedFavoritePrime(let prime): "  removed \(prime) from favorite primes"
      }
    }
}
