extension StageText {
  /// Every stage in English, keyed by its number: the source every other language translates.
  public static let english: [Int: StageText] = [
    1: StageText(
      title: "Global Current", shortTitle: "Current",
      summary: "each module reaches for a global, mutable `Current` environment",
      source: "start of episode 91",
      change: "Where episode 91 starts. `Reducer<Value, Action>` is `(inout Value, Action) -> [Effect<Action>]`, "
        + "and the Counter and FavoritePrimes modules each keep a global, mutable `Current` environment that "
        + "their effects read. Nothing has to be passed anywhere, but each module has its own hidden global, "
        + "one process cannot run a feature twice with different dependencies, and Swift 6 rejects a global "
        + "mutable `var`: the checkpoint keeps it behind the narrowest escape hatch.",
      testing: "Tests assign `Counter.Current = .mock` and `FavoritePrimes.Current = .mock` before they run. "
        + "Nothing forces a test to swap every module's global: forget one and the live dependency runs, "
        + "silently.",
      buysAndCosts: "buys nothing to thread through; costs hidden globals, a forgotten mock goes live"),
    2: StageText(
      title: "Environment in the reducer", shortTitle: "Env reducer",
      summary: "reducers take an environment; pullback transforms it; the Store carries its type",
      source: "episode 91 + start of 92",
      change: "The environment moves into the reducer (episode 91): `Reducer<Value, Action, Environment>`. "
        + "`combine` hands the same environment to every reducer, `pullback` takes a `(GlobalEnvironment) -> "
        + "LocalEnvironment`, and `Store<Value, Action, Environment>` is created with the environment it passes "
        + "to the reducer in `send`. Episode 91 stops there, with only the architecture compiling (the rest is "
        + "its first exercise, 91.1); this checkpoint ports the app the way episode 92 begins: each feature "
        + "takes its environment struct, the prime modal `Void`, the root a struct `AppEnvironment`, and the "
        + "test helper `assert` an environment. `Current` is gone. The smell: the environment's type leaks into "
        + "every store, and `view` needs a transformation nothing uses.",
      testing: "Each test builds the environment it needs and hands it to the store or the `assert` helper. "
        + "The compiler insists on every field, so a test cannot forget a dependency.",
      buysAndCosts: "buys environments the compiler checks; costs their type leaking into every view"),
    3: StageText(
      title: "Erased Store", shortTitle: "Erased Store",
      summary: "Store<Value, Action> hides the environment it was created with",
      source: "end of 91 + start of 92",
      change: "The Store forgets the environment's type again (end of episode 91): `Store<Value, Action>` keeps "
        + "a `Reducer<Value, Action, Any>` and an `environment: Any`, and a generic `init<Environment>` wraps "
        + "the reducer with a cast back to the real type. `view` hands its own environment to the child "
        + "store. Reducers and tests keep checkpoint 2's explicit environments (episode 92's start); views no "
        + "longer mention them.",
      testing: "As in stage 2: each test builds the environment and passes it in; the store's type no longer "
        + "says which environment it holds.",
      buysAndCosts: "buys views free of the environment type; costs an `Any` and a cast in the Store"),
    4: StageText(
      title: "Tuplized environment", shortTitle: "Tuple env",
      summary: "features take exactly what they use; the root holds one flat tuple",
      source: "rest of episode 92",
      change: "The rest of episode 92: each feature takes exactly what it uses. `FavoritePrimesEnvironment` "
        + "becomes a `FileClient` and `CounterEnvironment` an `(Int) -> Effect<Int?>` (the prime modal has "
        + "taken `Void` since checkpoint 2), and the app's struct environment becomes a flat tuple "
        + "`(fileClient:, nthPrime:)` from which each pullback picks its feature's share. The root holds each dependency once, can hand one `nthPrime` "
        + "to two features, or run one feature twice with different ones. Tuples lose the memberwise "
        + "initializer's autocompletion.",
      testing: "A feature's test passes just what it uses: a closure for `nthPrime`, a `FileClient`, or `()`. "
        + "The app test builds the flat tuple for `assert(initialValue:reducer:environment:steps:)`, whose "
        + "steps may now leave out an update that changes nothing.",
      buysAndCosts: "buys features taking only what they use; costs parents still threading them down"),
    5: StageText(
      title: "Dependency values", shortTitle: "@Dependency",
      summary: "@Dependency with live, preview and test values, scoped overrides, loud tests",
      source: "TCA's Dependencies library",
      change: "What TCA did next (its Dependencies library, 2022), rebuilt from scratch: reducers take no "
        + "environment. A feature declares `@Dependency(\\.nthPrime)`; values come from a `DependencyKey` "
        + "with live, preview and test values and live in a task-local `DependencyValues`. `withDependencies` "
        + "scopes overrides to an operation, and a dependency read in a test without an override is reported "
        + "instead of silently going live. Adding a dependency to a leaf no longer touches its parents.",
      testing: "Swift Testing. A test overrides what it uses with `withDependencies { $0.nthPrime = … }`, or "
        + "for the whole test with the library's trait, `@Test(.dependency(\\.nthPrime, …))`; reading anything "
        + "else records a test failure naming the dependency. Overrides are scoped, so concurrent tests never "
        + "see each other's, but they do not follow work that escapes structured concurrency. The library's "
        + "`prepareDependencies` (global, once, at launch) is left out: the entry point overrides the live "
        + "values for the root store's scope, because tests run the whole program in-process.",
      buysAndCosts: "buys leaves declaring what they use, misses reported; costs a lookup on each read"),
    6: StageText(
      title: "Shared container", shortTitle: "Container",
      summary: "a global Dependencies container, with store injection kept apart",
      source: "Puredux",
      change: "Puredux's way (its 2.1 API, 2024): dependency injection and store injection kept apart. A "
        + "global `Dependencies` container, read with `Dependency[\\.now]` or `@Dependency` and written with "
        + "`Dependencies[\\.now] = …`, thread-safe; stores are reached through `SharedStores` and `StoreOf`. "
        + "Since 2.2 the container is the Crocodil library's: `Dependencies.inject(\\.now, …)` writes, "
        + "`Dependencies[\\.now]` only reads, and `StoreOf` is a typealias for its property wrapper. Puredux "
        + "meant the container for values such as dates, UUIDs and configuration, and keeps side effects in "
        + "the store's shell; this checkpoint puts the file client and `nthPrime` in it too, to run the same app. "
        + "Conceptually it is the global `Current` with locking. Mind the name clashes with stage 5: both "
        + "have a `Dependency`, and `StoreOf` is a property wrapper here but a typealias in TCA.",
      testing: "A test writes `Dependencies[\\.nthPrime] = …` (since Puredux 2.2: "
        + "`Dependencies.inject(\\.nthPrime, …)`) and restores it afterwards. There is no "
        + "live/test split, nothing reports an un-overridden dependency, and an override is global, so "
        + "tests running at the same time see each other's.",
      buysAndCosts: "buys one simple global container; costs overrides that leak, misses unreported"),
  ]
}
