import Effect
import ProbeKit

// What a read of `nthPrime` costs in each situation `@Dependency`'s merge meets, for the `reads` of this stage's
// read-cost answer, which `scripts/benchmark-dependency-reads` prints one row each.

/// The nanoseconds of one read of `nthPrime`, by situation.
func readCostsBySituation() -> [String: Double] {
  let double: @Sendable (Int) -> Effect<Int?> = { _ in .sync { 17 } }
  func cost(_ read: () -> Void) -> Double {
    // Many short rounds: on a busy machine, some of them run uninterrupted.
    nanosecondsPerRead(reading: read, holding: { keepRead(double) }, rounds: 50, readsPerRound: 1_000)
  }
  func declaredAndRead() -> Double {
    cost {
      @Dependency(\.nthPrime) var nthPrime
      keepRead(nthPrime)
    }
  }
  func held(_ dependency: Dependency<@Sendable (Int) -> Effect<Int?>>) -> Double {
    cost { keepRead(dependency.wrappedValue) }
  }

  let createdWithDefaults = Dependency(\.nthPrime)
  let createdInOverride = withDependencies {
    $0.nthPrime = double
  } operation: {
    Dependency(\.nthPrime)
  }
  let createdAmongTen = withDependencies {
    overrideTen(&$0, nthPrime: double)
  } operation: {
    Dependency(\.nthPrime)
  }
  return [
    "declared and read: default": declaredAndRead(),
    "declared and read: override": withDependencies {
      $0.nthPrime = double
    } operation: {
      declaredAndRead()
    },
    "declared and read: ten overrides": withDependencies {
      overrideTen(&$0, nthPrime: double)
    } operation: {
      declaredAndRead()
    },
    // A feature created inside an override, read after the scope ended, like an effect that outlives it.
    "held: captured override": held(createdInOverride),
    // A feature created with the defaults, read inside a later override, which wins.
    "held: override made since": withDependencies {
      $0.nthPrime = double
    } operation: {
      held(createdWithDefaults)
    },
    // A feature created among ten overrides, read among ten others: both are consulted.
    "held: ten over ten": withDependencies {
      overrideTen(&$0, nthPrime: double)
    } operation: {
      held(createdAmongTen)
    },
  ]
}

/// Overrides `nthPrime` and nine other dependencies, so that a read is measured among ten overrides.
private func overrideTen(_ values: inout DependencyValues, nthPrime: @escaping @Sendable (Int) -> Effect<Int?>) {
  values.nthPrime = nthPrime
  func pad<Tag>(_: Tag.Type) { values[Padding<Tag>.self] = 1 }
  pad(Int8.self)
  pad(Int16.self)
  pad(Int32.self)
  pad(Int64.self)
  pad(UInt8.self)
  pad(UInt16.self)
  pad(UInt32.self)
  pad(UInt64.self)
  pad(Bool.self)
}

/// One more dependency for each `Tag` type, only ever overridden.
private enum Padding<Tag>: DependencyKey {
  static var liveValue: Int { 0 }
}
