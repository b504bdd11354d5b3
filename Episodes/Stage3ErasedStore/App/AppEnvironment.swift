/// Everything the app needs from the outside world: each feature's environment, side by side.
///
/// The compiler insists on every field, so nobody can build the app, or test it, and forget one.
struct AppEnvironment {
  var counter: CounterEnvironment
  var favoritePrimes: FavoritePrimesEnvironment
}
