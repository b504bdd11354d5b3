import Messages

/// One checkpoint of the story: the same PrimeTime app, with dependencies travelling a different way.
struct Stage: Hashable, Sendable {
  let number: Int
  /// The executable target, its folder under `Episodes/`, and (plus `Tests`) its test target.
  let target: String
  /// The name a learner types: `Episode91 show erased-store`.
  let slug: String
  /// Declarations `show` quotes from the checkpoint's source, in reading order.
  let keySymbols: [String]
}

extension Stage {
  /// The registry: every checkpoint, in the order the story tells them. Episode91's commands count the stages
  /// from here, but a new stage needs more than this entry (its checkpoint folder and lesson, Package.swift, the
  /// scenario tests, the pinned `overview`…): CONTRIBUTING.md's "Adding a stage" lists every file, and
  /// `ContributingListTests` keeps that list true.
  static let all: [Stage] = [
    Stage(
      number: 1, target: "Stage1GlobalCurrent", slug: "global-current",
      keySymbols: ["Reducer", "Store", "pullback", "CounterEnvironment", "Current"]),
    Stage(
      number: 2, target: "Stage2EnvironmentInReducer", slug: "environment-in-reducer",
      keySymbols: ["Reducer", "Store", "pullback", "AppEnvironment"]),
    Stage(
      number: 3, target: "Stage3ErasedStore", slug: "erased-store",
      keySymbols: ["Store", "Reducer", "AppEnvironment"]),
    Stage(
      number: 4, target: "Stage4TuplizedEnvironment", slug: "tuplized-environment",
      keySymbols: ["CounterEnvironment", "FavoritePrimesEnvironment", "AppEnvironment", "pullback"]),
    Stage(
      number: 5, target: "Stage5DependencyValues", slug: "dependency-values",
      keySymbols: ["TestDependencyKey", "DependencyKey", "DependencyValues", "Dependency", "withDependencies"]),
    Stage(
      number: 6, target: "Stage6SharedContainer", slug: "shared-container",
      keySymbols: ["Dependencies", "Dependency", "SharedStores", "StoreOf"]),
  ]

  /// Finds a stage by number (`2`), slug (`environment-in-reducer`) or target name (`Stage2EnvironmentInReducer`).
  static func named(_ name: String) -> Stage? {
    let key = name.lowercased()
    return all.first { stage in
      String(stage.number) == key || stage.slug == key || stage.target.lowercased() == key
    }
  }

  /// Finds the stage a learner typed, or says which stages there are.
  static func named(orThrow name: String) throws(UsageError) -> Stage {
    guard let stage = named(name) else {
      let known = all.map { "\($0.number) \($0.slug)" }.joined(separator: ", ")
      throw UsageError(CommandLineMessage.unknownStage, ["name": name, "known": known])
    }
    return stage
  }

  /// The stage the story tells just before this one, which `diff <stage>` compares against.
  var previous: Stage? {
    Stage.all.first { $0.number == number - 1 }
  }
}
