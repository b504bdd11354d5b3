// Each exercise's title, goal and hints, from the gentlest hint to the most explicit. The prompt is the doc comment of
// the exercise's stub, where the learner works.

extension ExerciseWords {
  public static let english: [ExerciseWords: String] = [
    // 91.1
    .title("91.1"): "The three-argument reducer",
    .goal("91.1"): "port combine, pullback and favorite primes to (inout Value, Action, Environment) -> [Effect]",
    .hint(1, of: "91.1"):
      "combine: every reducer now takes the environment too; call each with (&value, action, environment), the"
      + " same environment for all, and keep their effects in order.",
    .hint(2, of: "91.1"):
      "pullback: the environment travels like the value and the action, from global to local: call the local"
      + " reducer with environment(globalEnvironment), then map its effects with action.embed as before.",
    .hint(3, of: "91.1"):
      "favoritePrimesReducer: replace FavoritePrimes.Current.fileClient with environment.fileClient, for saving"
      + " and for loading. Checkpoint 2 is the whole answer: swift run Episode91 diff 1 2.",
    // 91.2
    .title("91.2"): "Curried reducer, environment last",
    .goal("91.2"): "port combine, pullback and the counter to (inout Value, Action) -> (Environment) -> [Effect]",
    .hint(1, of: "91.2"):
      "The reducer must finish mutating the state before it returns the closure that takes the environment:"
      + " an inout parameter cannot be captured by an escaping closure.",
    .hint(2, of: "91.2"):
      "combine: call every reducer with (&value, action) first, keep the closures they return, and return one"
      + " closure that calls each with the environment and concatenates the effects, in order.",
    .hint(3, of: "91.2"):
      "pullback: extract the local action (no match: return { _ in [] }), run the reducer on"
      + " &value[keyPath: value], then return { environment in localClosure(toLocal(environment)).map {"
      + " $0.map(action.embed) } }.",
    .hint(4, of: "91.2"):
      "counterReducer: .nthPrimeButtonTapped disables the button at once, copies state.count into a let n, and"
      + " returns { environment in [environment.nthPrime(n).map { .nthPrimeResponse(n: n, prime: $0) }] }: the"
      + " prime asked for is the nth for the count the state had.",
    // 91.3
    .title("91.3"): "logging with a logger from the environment",
    .goal("91.3"): "make logging print through logger(environment) instead of calling print",
    .hint(1, of: "91.3"):
      "The logger comes from the environment, and the environment only arrives with each action: ask for"
      + " logger(environment) inside the reducer you return.",
    .hint(2, of: "91.3"):
      "Logging is a side effect, so it belongs in an effect: return [.fireAndForget { … }] + effects, and log"
      + " nothing while the reducer itself runs.",
    .hint(3, of: "91.3"):
      "Build the text before the effect (\"Action: \\(action)\", then the new value) so the effect captures only"
      + " strings and the logger, which keeps it Sendable.",
    // 91.4
    .title("91.4"): "Store without the force cast",
    .goal("91.4"): "capture the environment in init and keep a reducer whose environment is Void",
    .hint(1, of: "91.4"):
      "Inside the generic init, Environment is known: that is the one place the environment's type is still"
      + " there to use.",
    .hint(2, of: "91.4"):
      "Keep the environment by capturing it in a closure rather than storing it as Any.",
    .hint(3, of: "91.4"):
      "self.reducer = { value, action, _ in reducer(&value, action, environment) }: the closure captures the"
      + " environment, and its own third parameter, always (), goes unused.",
    // 91.5
    .title("91.5"): "Store holding a plain reducer",
    .goal("91.5"): "a Void environment is no environment: hold (inout Value, Action) -> [Effect<Action>]",
    .hint(1, of: "91.5"):
      "The stored reducer has no environment parameter, so the environment has to be captured where its type is"
      + " still known: in the generic init.",
    .hint(2, of: "91.5"):
      "init: self.reducer = { value, action in reducer(&value, action, environment) }.",
    .hint(3, of: "91.5"):
      "view: the child's reducer sends toGlobalAction(localAction) to self, then sets localValue ="
      + " toLocalValue(self.value); and an observer appended to observers keeps the child's value up to date.",
    // 92.1
    .title("92.1"): "Offline counter beside the online one",
    .goal("92.1"): "reuse the counter feature twice, the second time with an offline nthPrime",
    .hint(1, of: "92.1"):
      "A feature is reused by pulling it back a second time, with its own action case and its own environment.",
    .hint(2, of: "92.1"):
      "The environment tuple already has both functions: the offline pullback picks \\.offlineNthPrime.",
    .hint(3, of: "92.1"):
      "pullback(counterViewReducer, value: \\CounterViewState.self, action: /Action.offline, environment: {"
      + " $0.offlineNthPrime })",
    // 92.2
    .title("92.2"): "Favorite primes ask for the nth prime",
    .goal("92.2"): "give favorite primes an nthPrime, the same one the counter gets from the root",
    .hint(1, of: "92.2"):
      "The feature's environment grows to (fileClient, nthPrime); the root still holds one flat tuple.",
    .hint(2, of: "92.2"):
      "Each pullback picks what its feature needs from the root: the counter { $0.nthPrime }, favorite primes"
      + " { ($0.fileClient, $0.nthPrime) }.",
    .hint(3, of: "92.2"):
      "Tapping a prime disables nothing: it runs environment.nthPrime(n) and maps the answer to"
      + " .nthPrimeResponse(n: n, prime: $0), which sets the alert when a prime came back.",
    // 93.1
    .title("93.1"): "assert for non-Equatable state and actions",
    .goal("93.1"): "an assert that compares with valueIsEqual and actionIsEqual instead of ==",
    .hint(1, of: "93.1"):
      "It is the checkpoint's assert (Tests/Stage4TuplizedEnvironmentTests/TestSupport/Assert.swift) with every =="
      + " replaced by a call to the matching predicate. The expected value is a copy of the value from before the"
      + " step with the step's update applied to it, so an update like { $0.count += 2 } adds to that value.",
    .hint(2, of: "93.1"):
      "Keep the queue of effects: a send with effects pending fails, a receive with none pending fails, and"
      + " effects left at the end fail.",
    .hint(3, of: "93.1"):
      "A receive step runs the first pending effect, compares the action it produced with actionIsEqual, feeds"
      + " it to the reducer, then compares the values with valueIsEqual.",
    // 93.2
    .title("93.2"): "Offline prime off the main thread",
    .goal("93.2"): "compute the offline nth prime on a background scheduler and deliver it on the main one",
    .hint(1, of: "93.2"):
      "Effect has the two operators Combine has for this: subscribe(on:) and receive(on:).",
    .hint(2, of: "93.2"):
      "subscribe(on:) decides where the work starts; receive(on:) decides where the result arrives.",
    .hint(3, of: "93.2"):
      "Effect.sync { compute(n) }.subscribe(on: background).receive(on: main)",
    // 93.3
    .title("93.3"): "Activity feed's date from the environment",
    .goal("93.3"): "stamp activities with environment.date() instead of Date()",
    .hint(1, of: "93.3"):
      "A higher-order reducer gets the environment along with the state and the action.",
    .hint(2, of: "93.3"):
      "Ask the environment for the date once per action, and use it for every activity that action adds.",
    .hint(3, of: "93.3"):
      "let now = environment.date(), then Activity(timestamp: now, type: …) wherever Date() was.",
    // 5.1
    .title("5.1"): "A new dependency in a leaf feature",
    .goal("5.1"): "give the prime modal an analytics dependency without touching any parent feature",
    .hint(1, of: "5.1"):
      "With dependency values a parent never passes anything down: the leaf declares what it uses, and the"
      + " parent's code stays as it is.",
    .hint(2, of: "5.1"):
      "Register it like nthPrime in Counter/CounterEnvironment.swift: enum AnalyticsKey: DependencyKey { static let"
      + " liveValue = AnalyticsClient(track: { … }) }, and let analytics get and set self[AnalyticsKey.self].",
    .hint(3, of: "5.1"):
      "In primeModalReducer: @Dependency(\\.analytics) var analytics; copy the counter's value, state.count, into a let, then return"
      + " [.fireAndForget { analytics.track(\"favorite-prime-saved \\(count)\") }].",
    // 5.2
    .title("5.2"): "Catch an un-overridden dependency",
    .goal("5.2"): "make a test fail loudly, naming uuid, when it uses uuid without overriding it",
    .hint(1, of: "5.2"):
      "A test context must never fall back on live behaviour; the key's testValue is where that is decided.",
    .hint(2, of: "5.2"):
      "DependencyKey already has a testValue that reports a test reading the dependency without overriding it:"
      + " delete this key's testValue and that default applies.",
    .hint(3, of: "5.2"):
      "Or keep an \"unimplemented\" testValue: UUIDGenerator(generate: { reportIssue(unimplementedMessage("
      + "dependency: \"uuid\")); return UUID() }).",
    // 5.3
    .title("5.3"): "An override lost in escaping work",
    .goal("5.3"): "keep a dependency override alive in work a scheduler runs after the scope has ended",
    .hint(1, of: "5.3"):
      "An override lasts only while withDependencies' operation runs; the scheduler runs the announcement after"
      + " the operation has returned.",
    .hint(2, of: "5.3"):
      "Capture the dependency, or all of them, while the override is still current: when announcement(of:scheduler:)"
      + " is called.",
    .hint(3, of: "5.3"):
      "withEscapedDependencies { dependencies in Effect { subscriber in scheduler.schedule(after: .seconds(1)) {"
      + " dependencies.yield { … } } } }; or simply @Dependency(\\.date) var date as the function's first line.",
    // 5.4
    .title("5.4"): "The counter's reducer as TCA users write it",
    .goal("5.4"): "turn counterReducer into a ReducerProtocol struct whose nthPrime is a stored @Dependency property",
    .hint(1, of: "5.4"):
      "Declared in the struct's body, a @Dependency is made when the feature is made and captures the overrides"
      + " current then; declared inside reduce, it is made anew for every action.",
    .hint(2, of: "5.4"):
      "Copy the switch of counterReducer into reduce(into:action:), where state and action keep their types, and"
      + " move its @Dependency(\\.nthPrime) var nthPrime line out of the function, into the struct's body.",
    .hint(3, of: "5.4"):
      "struct CounterFeature: ReducerProtocol { @Dependency(\\.nthPrime) var nthPrime; func reduce(into state:"
      + " inout CounterState, action: CounterAction) -> [Effect<CounterAction>] { switch action { … } } }, the"
      + " switch exactly as in counterReducer.",
    // 6.1
    .title("6.1"): "Overrides that leak between tests",
    .goal("6.1"): "scope an override of the shared container, so no test sees another's",
    .hint(1, of: "6.1"):
      "A global container outlives every test: what one test writes, every later test reads, unless someone puts"
      + " the old value back.",
    .hint(2, of: "6.1"):
      "Read the old value first, write the override, and restore the old value in a defer, so that a throw"
      + " restores it too.",
    .hint(3, of: "6.1"):
      "overrideLock.lock(); defer { overrideLock.unlock() }; let previous = Dependencies[keyPath];"
      + " Dependencies[keyPath] = value; defer { Dependencies[keyPath] = previous }; return try operation()",
  ]
}
