import Foundation
import PrimeTimeDomain

/// The app's state as JSON with sorted keys and no timestamps, so two checkpoints given the same script print
/// the same bytes.
func stateJSON(_ state: AppState) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let data = try! encoder.encode(PrintedState(state))
  return String(decoding: data, as: UTF8.self) + "\n"
}

/// The app's state as it is printed: `AppState`'s fields under their own names, each activity without its time,
/// and absent values written as `null` rather than left out, so every key is always there. The shell spells the
/// keys out instead of making `AppState` `Encodable`, so the printed bytes change only when this file does.
private struct PrintedState: Encodable {
  let state: AppState

  init(_ state: AppState) {
    self.state = state
  }

  enum CodingKeys: String, CodingKey {
    case activityFeed, alertNthPrime, count, favoritePrimes, isNthPrimeButtonDisabled, isPrimeModalShown
    case loggedInUser
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(state.activityFeed.map(PrintedActivity.init), forKey: .activityFeed)
    try container.encode(state.alertNthPrime.map(PrintedAlert.init), forKey: .alertNthPrime)
    try container.encode(state.count, forKey: .count)
    try container.encode(state.favoritePrimes, forKey: .favoritePrimes)
    try container.encode(state.isNthPrimeButtonDisabled, forKey: .isNthPrimeButtonDisabled)
    try container.encode(state.isPrimeModalShown, forKey: .isPrimeModalShown)
    try container.encode(state.loggedInUser.map(PrintedUser.init), forKey: .loggedInUser)
  }
}

private struct PrintedActivity: Encodable {
  let type: String
  let prime: Int

  init(_ activity: AppState.Activity) {
    switch activity.type {
    case .addedFavoritePrime(let prime): (type, self.prime) = ("addedFavoritePrime", prime)
    case .removedFavoritePrime(let prime): (type, self.prime) = ("removedFavoritePrime", prime)
    }
  }
}

private struct PrintedAlert: Encodable {
  let n: Int
  let prime: Int

  init(_ alert: PrimeAlert) {
    (n, prime) = (alert.n, alert.prime)
  }
}

private struct PrintedUser: Encodable {
  let id: Int
  let name: String
  let bio: String

  init(_ user: AppState.User) {
    (id, name, bio) = (user.id, user.name, user.bio)
  }
}
