import Foundation

/// The app's state as JSON with sorted keys and no timestamps, so two checkpoints given the same script print
/// the same bytes.
func stateJSON(_ app: AppSnapshot) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
  let data = try! encoder.encode(PrintedState(app))
  return String(decoding: data, as: UTF8.self) + "\n"
}

/// The app's state as it is printed: only what `AppState` holds (not what the screen derives from it), and
/// absent values written as `null` rather than left out, so every key is always there.
private struct PrintedState: Encodable {
  let app: AppSnapshot

  init(_ app: AppSnapshot) {
    self.app = app
  }

  enum CodingKeys: String, CodingKey {
    case activityFeed, alertNthPrime, count, favoritePrimes, isNthPrimeButtonDisabled, isPrimeModalShown
    case loggedInUser
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(app.activityFeed.map(PrintedActivity.init), forKey: .activityFeed)
    try container.encode(app.alertNthPrime.map(PrintedAlert.init), forKey: .alertNthPrime)
    try container.encode(app.count, forKey: .count)
    try container.encode(app.favoritePrimes, forKey: .favoritePrimes)
    try container.encode(app.isNthPrimeButtonDisabled, forKey: .isNthPrimeButtonDisabled)
    try container.encode(app.isPrimeModalShown, forKey: .isPrimeModalShown)
    try container.encode(app.loggedInUser.map(PrintedUser.init), forKey: .loggedInUser)
  }
}

private struct PrintedActivity: Encodable {
  let type: String
  let prime: Int

  init(_ activity: AppSnapshot.Activity) {
    switch activity {
    case .addedFavoritePrime(let prime): (type, self.prime) = ("addedFavoritePrime", prime)
    case .removedFavoritePrime(let prime): (type, self.prime) = ("removedFavoritePrime", prime)
    }
  }
}

private struct PrintedAlert: Encodable {
  let n: Int
  let prime: Int

  init(_ alert: AppSnapshot.Alert) {
    (n, prime) = (alert.n, alert.prime)
  }
}

private struct PrintedUser: Encodable {
  let id: Int
  let name: String
  let bio: String

  init(_ user: AppSnapshot.User) {
    (id, name, bio) = (user.id, user.name, user.bio)
  }
}
