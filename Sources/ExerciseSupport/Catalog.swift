/// Every exercise, in the order a learner meets them: the published exercises of episodes 91–93 in the
/// checkpoints they belong to, then the workbook's own for stages 5 and 6.
extension Exercise {
  public static let all: [Exercise] = [
    e91_1, e91_2, e91_3, e91_4, e91_5, e92_1, e92_2, e93_1, e93_2, e93_3, e5_1, e5_2, e5_3, e5_4, e6_1,
  ]

  // MARK: Episode 91 — checkpoints 1, 2 and 3

  public static let e91_1 = Exercise(
    id: "91.1", title: "The three-argument reducer",
    goal: "port combine, pullback and favorite primes to (inout Value, Action, Environment) -> [Effect]",
    stage: "Stage1GlobalCurrent",
    hints: [
      "combine: every reducer now takes the environment too; call each with (&value, action, environment), the"
        + " same environment for all, and keep their effects in order.",
      "pullback: the environment travels like the value and the action, from global to local: call the local"
        + " reducer with environment(globalEnvironment), then map its effects with action.embed as before.",
      "favoritePrimesReducer: replace FavoritePrimes.Current.fileClient with environment.fileClient, for saving"
        + " and for loading. Checkpoint 2 is the whole answer: swift run Episode91 diff 1 2.",
    ])

  public static let e91_2 = Exercise(
    id: "91.2", title: "Curried reducer, environment last",
    goal: "port combine, pullback and the counter to (inout Value, Action) -> (Environment) -> [Effect]",
    stage: "Stage2EnvironmentInReducer",
    hints: [
      "The reducer must finish mutating the state before it returns the closure that takes the environment:"
        + " an inout parameter cannot be captured by an escaping closure.",
      "combine: call every reducer with (&value, action) first, keep the closures they return, and return one"
        + " closure that calls each with the environment and concatenates the effects, in order.",
      "pullback: extract the local action (no match: return { _ in [] }), run the reducer on"
        + " &value[keyPath: value], then return { environment in localClosure(toLocal(environment)).map {"
        + " $0.map(action.embed) } }.",
    ])

  public static let e91_3 = Exercise(
    id: "91.3", title: "logging with a logger from the environment",
    goal: "make logging print through logger(environment) instead of calling print",
    stage: "Stage2EnvironmentInReducer",
    hints: [
      "The logger comes from the environment, and the environment only arrives with each action: ask for"
        + " logger(environment) inside the reducer you return.",
      "Logging is a side effect, so it belongs in an effect: return [.fireAndForget { … }] + effects, and log"
        + " nothing while the reducer itself runs.",
      "Build the text before the effect (\"Action: \\(action)\", then the new value) so the effect captures only"
        + " strings and the logger, which keeps it Sendable.",
    ])

  public static let e91_4 = Exercise(
    id: "91.4", title: "Store without the force cast",
    goal: "capture the environment in init and keep a reducer whose environment is Void",
    stage: "Stage3ErasedStore",
    hints: [
      "Inside the generic init, Environment is known: that is the one place the environment's type is still"
        + " there to use.",
      "Keep the environment by capturing it in a closure rather than storing it as Any.",
      "self.reducer = { value, action, _ in reducer(&value, action, environment) }: the closure captures the"
        + " environment, and its own third parameter, always (), goes unused.",
    ])

  public static let e91_5 = Exercise(
    id: "91.5", title: "Store holding a plain reducer",
    goal: "a Void environment is no environment: hold (inout Value, Action) -> [Effect<Action>]",
    stage: "Stage3ErasedStore",
    hints: [
      "The stored reducer has no environment parameter, so the environment has to be captured where its type is"
        + " still known: in the generic init.",
      "init: self.reducer = { value, action in reducer(&value, action, environment) }.",
      "view: the child's reducer sends toGlobalAction(localAction) to self, then sets localValue ="
        + " toLocalValue(self.value); and an observer appended to observers keeps the child's value up to date.",
    ])

  // MARK: Episodes 92 and 93 — checkpoint 4

  public static let e92_1 = Exercise(
    id: "92.1", title: "Offline counter beside the online one",
    goal: "reuse the counter feature twice, the second time with an offline nthPrime",
    stage: "Stage4TuplizedEnvironment",
    hints: [
      "A feature is reused by pulling it back a second time, with its own action case and its own environment.",
      "The environment tuple already has both functions: the offline pullback picks \\.offlineNthPrime.",
      "pullback(counterViewReducer, value: \\CounterViewState.self, action: /Action.offline, environment: {"
        + " $0.offlineNthPrime })",
    ])

  public static let e92_2 = Exercise(
    id: "92.2", title: "Favorite primes ask for the nth prime",
    goal: "give favorite primes an nthPrime, the same one the counter gets from the root",
    stage: "Stage4TuplizedEnvironment",
    hints: [
      "The feature's environment grows to (fileClient, nthPrime); the root still holds one flat tuple.",
      "Each pullback picks what its feature needs from the root: the counter { $0.nthPrime }, favorite primes"
        + " { ($0.fileClient, $0.nthPrime) }.",
      "Tapping a prime disables nothing: it runs environment.nthPrime(n) and maps the answer to"
        + " .nthPrimeResponse(n: n, prime: $0), which sets the alert when a prime came back.",
    ])

  public static let e93_1 = Exercise(
    id: "93.1", title: "assert for non-Equatable state and actions",
    goal: "an assert that compares with valueIsEqual and actionIsEqual instead of ==",
    stage: "Stage4TuplizedEnvironment",
    hints: [
      "It is the checkpoint's assert (Tests/Stage4TuplizedEnvironmentTests/TestSupport/Assert.swift) with every =="
        + " replaced by a call to the matching predicate.",
      "Keep the queue of effects: a send with effects pending fails, a receive with none pending fails, and"
        + " effects left at the end fail.",
      "A receive step runs the first pending effect, compares the action it produced with actionIsEqual, feeds"
        + " it to the reducer, then compares the values with valueIsEqual.",
    ])

  public static let e93_2 = Exercise(
    id: "93.2", title: "Offline prime off the main thread",
    goal: "compute the offline nth prime on a background scheduler and deliver it on the main one",
    stage: "Stage4TuplizedEnvironment",
    hints: [
      "Effect has the two operators Combine has for this: subscribe(on:) and receive(on:).",
      "subscribe(on:) decides where the work starts; receive(on:) decides where the result arrives.",
      "Effect.sync { compute(n) }.subscribe(on: background).receive(on: main)",
    ])

  public static let e93_3 = Exercise(
    id: "93.3", title: "Activity feed's date from the environment",
    goal: "stamp activities with environment.date() instead of Date()",
    stage: "Stage4TuplizedEnvironment",
    hints: [
      "A higher-order reducer gets the environment along with the state and the action.",
      "Ask the environment for the date once per action, and use it for every activity that action adds.",
      "let now = environment.date(), then Activity(timestamp: now, type: …) wherever Date() was.",
    ])

  // MARK: Checkpoint 5 — dependency values

  public static let e5_1 = Exercise(
    id: "5.1", title: "A new dependency in a leaf feature",
    goal: "give the prime modal an analytics dependency without touching any parent feature",
    stage: "Stage5DependencyValues",
    hints: [
      "With dependency values a parent never passes anything down: the leaf declares what it uses, and the"
        + " parent's code stays as it is.",
      "Register it like nthPrime in Counter/CounterEnvironment.swift: enum AnalyticsKey: DependencyKey { static let"
        + " liveValue = AnalyticsClient(track: { … }) }, and let analytics get and set self[AnalyticsKey.self].",
      "In primeModalReducer: @Dependency(\\.analytics) var analytics; copy the count into a let, then return"
        + " [.fireAndForget { analytics.track(\"favorite-prime-saved \\(count)\") }].",
    ])

  public static let e5_2 = Exercise(
    id: "5.2", title: "Catch an un-overridden dependency",
    goal: "make a test fail loudly, naming uuid, when it uses uuid without overriding it",
    stage: "Stage5DependencyValues",
    hints: [
      "A test context must never fall back on live behaviour; the key's testValue is where that is decided.",
      "DependencyKey already has a testValue that reports a test reading the dependency without overriding it:"
        + " delete this key's testValue and that default applies.",
      "Or keep an \"unimplemented\" testValue: UUIDGenerator(generate: { reportIssue(unimplementedMessage("
        + "dependency: \"uuid\")); return UUID() }).",
    ])

  public static let e5_3 = Exercise(
    id: "5.3", title: "An override lost in escaping work",
    goal: "keep a dependency override alive in work a scheduler runs after the scope has ended",
    stage: "Stage5DependencyValues",
    hints: [
      "An override lasts only while withDependencies' operation runs; the scheduler runs the announcement after"
        + " the operation has returned.",
      "Capture the dependency, or all of them, while the override is still current: when announcement(of:scheduler:)"
        + " is called.",
      "withEscapedDependencies { dependencies in Effect { subscriber in scheduler.schedule(after: .seconds(1)) {"
        + " dependencies.yield { … } } } }; or simply @Dependency(\\.date) var date as the function's first line.",
    ])

  public static let e5_4 = Exercise(
    id: "5.4", title: "The counter's reducer as TCA users write it",
    goal: "turn counterReducer into a ReducerProtocol struct whose nthPrime is a stored @Dependency property",
    stage: "Stage5DependencyValues",
    hints: [
      "Declared in the struct's body, a @Dependency is made when the feature is made and captures the overrides"
        + " current then; declared inside reduce, it is made anew for every action.",
      "Copy the switch of counterReducer into reduce(into:action:), where state and action keep their types, and"
        + " move its @Dependency(\\.nthPrime) var nthPrime line out of the function, into the struct's body.",
      "struct CounterFeature: ReducerProtocol { @Dependency(\\.nthPrime) var nthPrime; func reduce(into state:"
        + " inout CounterState, action: CounterAction) -> [Effect<CounterAction>] { switch action { … } } }, the"
        + " switch exactly as in counterReducer.",
    ])

  // MARK: Checkpoint 6 — shared container

  public static let e6_1 = Exercise(
    id: "6.1", title: "Overrides that leak between tests",
    goal: "scope an override of the shared container, so no test sees another's",
    stage: "Stage6SharedContainer",
    hints: [
      "A global container outlives every test: what one test writes, every later test reads, unless someone puts"
        + " the old value back.",
      "Read the old value first, write the override, and restore the old value in a defer, so that a throw"
        + " restores it too.",
      "overrideLock.lock(); defer { overrideLock.unlock() }; let previous = Dependencies[keyPath];"
        + " Dependencies[keyPath] = value; defer { Dependencies[keyPath] = previous }; return try operation()",
    ])
}
