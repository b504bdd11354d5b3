/// Everything the app needs from the outside world: each feature's environment, side by side.
///
/// The compiler insists on every field, so nobody can build the app, or test it, and forget one.
///
/// Episode 91 stops before the app has an environment; this struct is where episode 92 begins,
/// before it flattens the environment into a tuple (checkpoint 4).
struct AppEnvironment {
  var counter: CounterEnvironment
  var favoritePrimes: FavoritePrimesEnvironment
}
