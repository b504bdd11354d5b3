import ProbeKit

extension ProbeMessage {
  public static let english: [ProbeMessage: String] = [
    // mock-everything
    .liveFileWritten: "live file written",
    .noLiveCall: "no live call",
    .wontCompile: "won't compile",
    .nothingReported: "nothing reported",
    .reportedDependency: "reported {dependency}",
    .replacedAndLiveFileWritten:
      "Only {dependency} was replaced; {environment} stayed live, wrote favorite-primes.json, and nothing reported it.",
    .replacedAndNoFileWritten: "With only {dependency} replaced, the scenario wrote no file.",
    .overriddenAndLiveFileWritten:
      "Only {dependency} was overridden; the {entry} entry stayed live, wrote favorite-primes.json, and nothing "
      + "reported it.",
    .overriddenAndNoFileWritten: "With only {dependency} overridden, the scenario wrote no file.",
    .demandsEveryField: "{environment} demands {fields}, so a test that supplies only nthPrime does not compile.",
    .liveFileClientWrote: "Only nthPrime was overridden, and the live file client wrote favorite-primes.json.",
    .neitherReachedNorReported:
      "Only nthPrime was overridden, and the scenario neither reached a live dependency nor reported one.",
    .testContextRecorded:
      "Only nthPrime was overridden; the test context recorded \"{message}.\" and nothing live ran.",

    // two-counters
    .noAnswer: "no answer",
    .bothUsed: "both used {double}",
    .eachUsedItsOwn: "{first} + {second}",
    .reachedTooFewDoubles: "Asked for the 7th prime, the counters reached {count} doubles instead of 2.",
    .bothReachedOneDouble:
      "The counter given the online nthPrime and the one given the offline nthPrime both reached the {double} "
      + "one: {mechanism} holds one at a time.",
    .eachReachedItsOwnDouble:
      "Side by side, one counter reached the {first} nthPrime and the other the {second} one, each through "
      + "{mechanism}.",
    .online: "online",
    .offline: "offline",
    .itsStoresEnvironment: "its store's environment",
    .itsOwnEnvironment: "its own environment",
    .theDependenciesItsStoreWasCreatedWith: "the dependencies its store was created with",
    .theOneDependenciesEntry: "the one Dependencies entry",

    // shared-dependency
    .globalsToSet: "{count} globals to set",
    .globalToSet: "{count} global to set",
    .rootHolds: "root holds {count}",
    .declaredAndRegistered: "declared, {count} registered",
    .eachFeatureHasItsOwnGlobal:
      "No root environment holds nthPrime (0): Counter.Current and favorite primes' own Current each hold one, so "
      + "{count} globals must be set, and nothing keeps them the same.",
    .rootNestsOneStructPerFeature:
      "The root environment nests one struct per feature, so it holds nthPrime {count} times, and nothing keeps "
      + "the copies the same.",
    .flatRootHoldsOnce:
      "The flat root tuple holds nthPrime once, and each pullback hands it to every feature that needs it.",
    .flatRootHoldsSeveral:
      "The flat root tuple holds nthPrime {count} times, and each pullback hands it to every feature that needs it.",
    .registeredOnceReachedFewer: "With nthPrime registered once, {count} of the 2 features reached it.",
    .writtenOnceReachedFewer: "With nthPrime written once, {count} of the 2 features reached it.",
    .eachFeatureDeclares:
      "The root holds and passes no nthPrime (0): the counter and favorite primes each declare "
      + "@Dependency(\\.nthPrime), and the {count} registered value reached both.",
    .bothFeaturesReadOneEntry:
      "The root store holds no nthPrime ({held}): the counter and favorite primes both read Dependency[\\.nthPrime], "
      + "so {count} global entry is set, for every reader in the process.",

    // store-type
    .code: "{code}",
    .storeHoldsNoEnvironment: "The root store is a {type}; it holds no environment.",
    .storeTypeNamesEnvironment: "The root store is a {type}: its type names the environment, and so does every view's.",
    .storeTypeHidesEnvironment: "The root store is a {type}; the {environment} it holds is not in its type.",

    // override-isolation
    .eachSawItsOwn: "each saw its own",
    .aSawAnothersDouble: "A saw {task}'s double",
    .eachReadItsOwnOverride:
      "Task A overrode nthPrime, task B overrode it after, and each then read its own double through {mechanism} "
      + "(A read {readByA}'s, B read {readByB}'s).",
    .aReadAnothersOverride:
      "Task A overrode nthPrime, task B overrode it after, and through {mechanism} A then read {readByA}'s double "
      + "and B read {readByB}'s.",

    // read-cost
    .nanosecondsInDebug: "{nanoseconds} ns (debug)",
    .nanosecondsInRelease: "{nanoseconds} ns (release)",
    .readCostInDebug:
      "Reading {expression} cost {nanoseconds} ns, the fastest of {rounds} rounds of {reads} reads, in a debug build.",
    .readCostInRelease:
      "Reading {expression} cost {nanoseconds} ns, the fastest of {rounds} rounds of {reads} reads, in a release "
      + "build.",
  ]
}
