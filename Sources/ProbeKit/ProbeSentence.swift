/// A sentence of a checkpoint's answer, as a key and the values that fill it, never as words: Episode91 looks the
/// key up in its catalogs (`Messages`) and writes the sentence in the learner's language. Nothing Episode91 shows
/// is parsed back out of a checkpoint's English.
///
/// In JSON: `{"key": "bothUsed", "values": {"double": {"key": "offline"}}}`. `values` is left out when empty.
public struct ProbeSentence: Equatable, Sendable, Codable {
  public var key: ProbeMessage
  /// One value for each `{placeholder}` the key's sentence has, in every language.
  public var values: [String: ProbeValue]

  public init(_ key: ProbeMessage, _ values: [String: ProbeValue] = [:]) {
    self.key = key
    self.values = values
  }

  private enum Field: String, CodingKey {
    case key
    case values
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Field.self)
    key = try container.decode(ProbeMessage.self, forKey: .key)
    values = try container.decodeIfPresent([String: ProbeValue].self, forKey: .values) ?? [:]
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Field.self)
    try container.encode(key, forKey: .key)
    if !values.isEmpty {
      try container.encode(values, forKey: .values)
    }
  }
}

/// What fills a placeholder: text shown as it is in every language (code, a number, a task's name), or a word
/// that is itself a sentence of the catalog (`online`, `its own environment`).
///
/// In JSON a verbatim value is a string and a word is a sentence object.
public enum ProbeValue: Equatable, Sendable, Codable, ExpressibleByStringLiteral {
  case verbatim(String)
  case sentence(ProbeSentence)

  /// A word or phrase the catalog translates, with nothing to fill in.
  public static func word(_ key: ProbeMessage) -> ProbeValue {
    .sentence(ProbeSentence(key))
  }

  /// The text of a verbatim value, or nil for a word.
  public var verbatimText: String? {
    guard case .verbatim(let text) = self else { return nil }
    return text
  }

  public init(stringLiteral value: String) {
    self = .verbatim(value)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let text = try? container.decode(String.self) {
      self = .verbatim(text)
    } else {
      self = .sentence(try container.decode(ProbeSentence.self))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .verbatim(let text): try container.encode(text)
    case .sentence(let sentence): try container.encode(sentence)
    }
  }
}

/// Every sentence a checkpoint can answer with, by key: the probe protocol's vocabulary. The words are in
/// Episode91's catalogs (`Sources/Messages/English/ProbeMessage+English.swift` and its Korean); a new answer is a
/// case here and an entry in each, and the catalog tests fail until both exist.
///
/// Grouped by probe; a cell is at most 22 columns in every language.
public enum ProbeMessage: String, CaseIterable, Sendable, Codable {
  // mock-everything: cells
  case liveFileWritten
  case noLiveCall
  case wontCompile
  case nothingReported
  case reportedDependency
  // mock-everything: details
  case replacedAndLiveFileWritten
  case replacedAndNoFileWritten
  case overriddenAndLiveFileWritten
  case overriddenAndNoFileWritten
  case demandsEveryField
  case liveFileClientWrote
  case neitherReachedNorReported
  case testContextRecorded

  // two-counters
  case noAnswer
  case bothUsed
  case eachUsedItsOwn
  case reachedTooFewDoubles
  case bothReachedOneDouble
  case eachReachedItsOwnDouble
  // The doubles' names and the ways a counter reaches `nthPrime`, as words inside the sentences.
  case online
  case offline
  case itsStoresEnvironment
  case itsOwnEnvironment
  case theDependenciesItsStoreWasCreatedWith
  case theOneDependenciesEntry

  // shared-dependency
  case globalsToSet
  case globalToSet
  case rootHolds
  case declaredAndRegistered
  case eachFeatureHasItsOwnGlobal
  case rootNestsOneStructPerFeature
  case flatRootHoldsOnce
  case flatRootHoldsSeveral
  case registeredOnceReachedFewer
  case writtenOnceReachedFewer
  case eachFeatureDeclares
  case bothFeaturesReadOneEntry

  // store-type
  /// Code shown as it is in every language: the store type's shape (`Store<S, A, Env>`) in its cell.
  case code
  case storeHoldsNoEnvironment
  case storeTypeNamesEnvironment
  case storeTypeHidesEnvironment

  // override-isolation
  case eachSawItsOwn
  case aSawAnothersDouble
  case eachReadItsOwnOverride
  case aReadAnothersOverride

  // read-cost
  case nanosecondsInDebug
  case nanosecondsInRelease
  case readCostInDebug
  case readCostInRelease
}
