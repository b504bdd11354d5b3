import Effect

/// The answers to `shared-dependency`: the counter and favorite primes (as episode 92's second exercise grows it)
/// both need `nthPrime`. A checkpoint builds the root, or runs the two features, its own way; the wording is here.
extension CheckpointProbes {
  /// Stage 1: no root environment holds `nthPrime`; each feature's module global holds its own. `globals` are the
  /// globals the two features read: `Counter.Current` and favorite primes' own `Current`, as the answer names them.
  public static func separateGlobalsReport(_ globals: [Any]) -> ProbeReport {
    let globalsToSet: ProbeValue = .verbatim(String(globals.filter { nthPrimeCount(in: $0) > 0 }.count))
    return sharedDependencyReport(
      outcome: "global", cell: ProbeSentence(.globalsToSet, ["count": globalsToSet]), good: false,
      detail: ProbeSentence(.eachFeatureHasItsOwnGlobal, ["count": globalsToSet]))
  }

  /// Stages 2 and 3: the root environment nests one struct per feature, so with favorite primes grown to ask for
  /// the nth prime, the root holds `nthPrime` once per feature.
  ///
  /// - Parameters:
  ///   - counter: the stage's counter environment holding `nthPrime`.
  ///   - fileClient: the stage's `FileClient` double.
  public static func nestedEnvironmentsReport(
    counter: (_ nthPrime: @escaping (Int) -> Effect<Int?>) -> Any, fileClient: Any
  ) -> ProbeReport {
    let nthPrime: (Int) -> Effect<Int?> = { _ in .sync { 17 } }
    let root = AppEnvironmentAskingTwice(
      counter: counter(nthPrime),
      favoritePrimes: FavoritePrimesAskingEnvironment(fileClient: fileClient, nthPrime: nthPrime))
    let rootHolds = nthPrimeCount(in: root)
    let count: ProbeValue = .verbatim(String(rootHolds))
    return sharedDependencyReport(
      outcome: "passed-down", cell: ProbeSentence(.rootHolds, ["count": count]), good: rootHolds == 1,
      detail: ProbeSentence(.rootNestsOneStructPerFeature, ["count": count]))
  }

  /// Stage 4: the root is one flat tuple, and each feature's pullback picks what it needs from it.
  public static func flatRootReport(_ root: Any) -> ProbeReport {
    let rootHolds = nthPrimeCount(in: root)
    let count: ProbeValue = .verbatim(String(rootHolds))
    return sharedDependencyReport(
      outcome: "passed-down", cell: ProbeSentence(.rootHolds, ["count": count]), good: rootHolds == 1,
      detail: rootHolds == 1
        ? ProbeSentence(.flatRootHoldsOnce) : ProbeSentence(.flatRootHoldsSeveral, ["count": count]))
  }

  /// Stage 5: each feature declares `@Dependency(\.nthPrime)` where it uses it, and `registered` values reached
  /// both. `reached` holds the names of the doubles the two features reached.
  public static func declaredReport(reached: [String], registered: Int) -> ProbeReport {
    guard reached.count == 2 else {
      return notReachedByBothReport(reached: reached, setOnce: .registeredOnceReachedFewer)
    }
    let count: ProbeValue = .verbatim(String(registered))
    return sharedDependencyReport(
      outcome: "declared", cell: ProbeSentence(.declaredAndRegistered, ["count": count]), good: true,
      detail: ProbeSentence(.eachFeatureDeclares, ["count": count]))
  }

  /// Stage 6: each feature reads the container's entry where it uses it, so one write reaches both, and every other
  /// reader in the process. `rootHolds` is how many `nthPrime` the root store holds.
  public static func oneGlobalReport(reached: [String], rootHolds: Int) -> ProbeReport {
    guard reached.count == 2 else { return notReachedByBothReport(reached: reached, setOnce: .writtenOnceReachedFewer) }
    let globalsToSet: ProbeValue = .verbatim(String(Set(reached).count))
    return sharedDependencyReport(
      outcome: "global", cell: ProbeSentence(.globalToSet, ["count": globalsToSet]), good: false,
      detail: ProbeSentence(
        .bothFeaturesReadOneEntry, ["held": .verbatim(String(rootHolds)), "count": globalsToSet]))
  }

  /// `nthPrime` was set once (registered, written), yet not both features reached it; `setOnce` says how.
  private static func notReachedByBothReport(reached: [String], setOnce: ProbeMessage) -> ProbeReport {
    sharedDependencyReport(
      outcome: "not-reached", cell: ProbeSentence(.noAnswer),
      detail: ProbeSentence(setOnce, ["count": .verbatim(String(reached.count))]))
  }

  /// A `shared-dependency` answer from this checkpoint.
  private static func sharedDependencyReport(
    outcome: String, cell: ProbeSentence, good: Bool? = nil, detail: ProbeSentence
  ) -> ProbeReport {
    ProbeReport(probe: .sharedDependency, stage: stage, outcome: outcome, cell: cell, detail: detail, good: good)
  }
}

/// Favorite primes' environment as episode 92's second exercise grows it, asking for the nth prime too, declared as
/// stages 1 to 3 declare environments. The checkpoints' own feature does not ask, so their probes borrow this one.
public struct FavoritePrimesAskingEnvironment {
  /// The stage's own `FileClient`.
  public var fileClient: Any
  public var nthPrime: (Int) -> Effect<Int?>

  public init(fileClient: Any, nthPrime: @escaping (Int) -> Effect<Int?>) {
    self.fileClient = fileClient
    self.nthPrime = nthPrime
  }
}

/// Stages 2 and 3's `AppEnvironment`, one struct per feature, with the grown favorite primes environment in it.
struct AppEnvironmentAskingTwice {
  /// The stage's own `CounterEnvironment`.
  var counter: Any
  var favoritePrimes: FavoritePrimesAskingEnvironment
}

/// Favorite primes as episode 92's second exercise grows it, asked for the 7th prime: it reads `nthPrime` where it
/// uses it, with `read`, in the stage's own words, and runs the effect it returns. The checkpoints' own feature does
/// not ask, so stages whose features read their dependencies themselves (5 and 6) hand in only the read.
public func favoritePrimesAskForThe7thPrime(reading read: () -> (Int) -> Effect<Int?>) {
  let nthPrime = read()
  _ = runToEnd(nthPrime(7))
}
