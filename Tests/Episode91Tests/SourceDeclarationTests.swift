import Testing

@testable import Episode91

/// Finding declarations to quote, in sources shaped like the checkpoints'.
@Suite struct SourceDeclarationTests {
  private let source = """
    import Effect

    /// The app's dependencies.
    public struct AppEnvironment {
      public var counter: CounterEnvironment  // what the counter needs
      var favoritePrimes: FavoritePrimesEnvironment
      static let live = AppEnvironment(counter: .live, favoritePrimes: .live)
      var description: String { "env" }
      func helper() {
        var local = 1
      }
    }

    public typealias Reducer<Value, Action, Environment> = (inout Value, Action, Environment) -> [Effect<Action>]

    typealias TupleEnvironment = (
      fileClient: FileClient,
      nthPrime: (Int) -> Effect<Int?>
    )

    nonisolated(unsafe) public var Current = CounterEnvironment.live

    public final class Store<Value, Action>: ObservableObject {
      private let reducer: Reducer<Value, Action, Any>
      @Published public private(set) var value: Value
      private let environment: Any
    }

    public func pullback<LocalValue, GlobalValue>(
      _ reducer: @escaping Reducer<LocalValue>,
      value: WritableKeyPath<GlobalValue, LocalValue>
    ) -> Reducer<GlobalValue> {
      return { _ in [] }
    }

    public protocol DependencyKey: TestDependencyKey {
      static var liveValue: Value { get }
    }

    struct StoreOf {}
    """

  private func find(_ symbol: String) -> [[String]] {
    DeclarationFinder.declarations(of: symbol, in: source, file: "F.swift").map { $0.lines.map(\.text) }
  }

  @Test func aStructIsQuotedWithItsStoredPropertiesOnly() throws {
    let quote = try #require(DeclarationFinder.declarations(of: "AppEnvironment", in: source, file: "F.swift").first)
    #expect(
      quote.lines.map(\.text) == [
        "public struct AppEnvironment {",
        "  public var counter: CounterEnvironment  // what the counter needs",
        "  var favoritePrimes: FavoritePrimesEnvironment",
        "}",
      ])
    #expect(quote.lines.map(\.number) == [4, 5, 6, 12])
    #expect(quote.location == "F.swift:4")
  }

  @Test func aTypealiasIsQuotedWholeEvenOverSeveralLines() {
    #expect(find("Reducer").first?.count == 1)
    #expect(find("TupleEnvironment").first?.count == 4)
    #expect(find("TupleEnvironment").first?.last == ")")
  }

  @Test func modifiersAndAttributesAreSkipped() {
    #expect(find("Current") == [["nonisolated(unsafe) public var Current = CounterEnvironment.live"]])
    #expect(
      find("Store").first == [
        "public final class Store<Value, Action>: ObservableObject {",
        "  private let reducer: Reducer<Value, Action, Any>",
        "  @Published public private(set) var value: Value",
        "  private let environment: Any",
        "}",
      ])
  }

  @Test func aFunctionIsQuotedUpToItsBody() {
    #expect(find("pullback").first?.count == 4)
    #expect(find("pullback").first?.last == ") -> Reducer<GlobalValue>")
  }

  @Test func aProtocolIsQuotedWithItsRequirements() {
    #expect(find("DependencyKey").first?.contains("  static var liveValue: Value { get }") == true)
  }

  @Test func onlyTheExactNameMatches() {
    #expect(find("StoreOf").count == 1)
    #expect(find("Stor").isEmpty)
    #expect(find("Missing").isEmpty)
    #expect(find("not an identifier").isEmpty)
  }

  @Test func aLongLineContinuesOnTheNextInsteadOfBeingCut() throws {
    let quote = try #require(DeclarationFinder.declarations(of: "Reducer", in: source, file: "F.swift").first)
    let console = Console(write: { _ in }, writeError: { _ in }, usesColor: false)
    let printed = quote.rendered(indent: 2, console: console, width: 60).split(separator: "\n")
    #expect(printed.allSatisfy { $0.count <= 60 })
    // The generic type fits a line, so it moves to the next one whole rather than break inside its brackets.
    #expect(printed[1] == "    14 | public typealias")
    #expect(printed[2].hasPrefix("       |     Reducer<Value, Action, Environment>"))
    #expect(printed.dropFirst(2).allSatisfy { $0.hasPrefix("       |     ") })
    let rejoined = printed.dropFirst().map { $0.split(separator: "|", maxSplits: 1)[1] }.joined()
    #expect(rejoined.split(separator: " ") == quote.lines[0].text.split(separator: " "))
  }

  @Test func aQuoteIsCutToItsMaximumLength() {
    let quotes = DeclarationFinder.declarations(of: "Store", in: source, file: "F.swift", maximumLines: 2)
    #expect(quotes.first?.lines.count == 2)
  }
}
