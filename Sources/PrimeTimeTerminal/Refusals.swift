import PrimeTimeDomain

/// Why `command` cannot run now, or `nil` when it can.
///
/// The episode's views simply do not offer these: the button is disabled, the modal is closed, the row does not
/// exist. A terminal lets you type anything, so it refuses with a sentence that says what would work instead.
func refusal(for command: AppCommand, in state: AppState) -> String? {
  switch command {
  case .incr where state.count == Int.max:
    return "Refused incr: the count is \(Int.max), the largest Int there is. Try decr."

  case .decr where state.count == Int.min:
    return "Refused decr: the count is \(Int.min), the smallest Int there is. Try incr."

  case .nthPrime where !(1...largestAnswerableN).contains(state.count):
    return """
      Refused nth-prime: it answers for counts from 1 to \(largestAnswerableN), and the count is \(state.count). \
      Use incr or decr (or --count) to choose n.
      """

  case .nthPrime where state.isNthPrimeButtonDisabled:
    return "Refused nth-prime: the last question is still being answered."

  case .dismissAlert where state.alertNthPrime == nil:
    return "Refused dismiss-alert: there is no alert. Ask with nth-prime first."

  case .isPrime where state.isPrimeModalShown:
    return "Refused is-prime: the prime modal is already open."

  case .saveFavorite, .removeFavorite, .closeModal:
    return primeModalRefusal(for: command, in: state)

  case .delete(let index) where !state.favoritePrimes.indices.contains(index):
    switch state.favoritePrimes.count {
    case 0: return "Refused delete \(index): there are no favorite primes to delete."
    case 1: return "Refused delete \(index): there is one favorite prime, number 0."
    case let count: return "Refused delete \(index): the favorite primes are numbered 0 to \(count - 1)."
    }

  default:
    return nil
  }
}

private func primeModalRefusal(for command: AppCommand, in state: AppState) -> String? {
  let name =
    switch command {
    case .saveFavorite: "save-favorite"
    case .removeFavorite: "remove-favorite"
    default: "close-modal"
    }
  guard state.isPrimeModalShown else {
    return "Refused \(name): the prime modal is not open. Open it with is-prime."
  }
  let isFavorite = state.favoritePrimes.contains(state.count)
  switch command {
  case .saveFavorite where !isPrime(state.count):
    return "Refused save-favorite: \(state.count) is not prime."
  case .saveFavorite where isFavorite:
    return "Refused save-favorite: \(state.count) is already a favorite prime."
  case .removeFavorite where !isFavorite:
    return "Refused remove-favorite: \(state.count) is not a favorite prime."
  default:
    return nil
  }
}
