import Effect
import XCTest

@testable import Stage1GlobalCurrent

final class FavoritePrimesTests: XCTestCase {
  private var environmentBeforeTest = FavoritePrimes.Current

  override func setUp() {
    super.setUp()
    environmentBeforeTest = FavoritePrimes.Current
    FavoritePrimes.Current = .mock
  }

  override func tearDown() {
    FavoritePrimes.Current = environmentBeforeTest
    super.tearDown()
  }

  func testDeleteFavoritePrimes() {
    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([2]))

    XCTAssertEqual(state, [2, 3, 7])
    XCTAssert(effects.isEmpty)
  }

  func testDeleteSeveralFavoritePrimes() {
    var state = [2, 3, 5, 7]
    _ = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([0, 2]))

    XCTAssertEqual(state, [3, 7])
  }

  func testSaveButtonTapped() {
    let savedData = LockIsolated<[Data]>([])
    FavoritePrimes.Current.fileClient.save = { _, data in
      .fireAndForget { savedData.withValue { $0.append(data) } }
    }

    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    XCTAssertEqual(state, [2, 3, 5, 7])
    XCTAssertEqual(effects.count, 1)
    let run = runToCompletion(effects[0])
    XCTAssert(run.outputs.isEmpty)
    XCTAssert(run.didComplete)
    XCTAssertEqual(
      savedData.value.map { try? JSONDecoder().decode([Int].self, from: $0) }, [[2, 3, 5, 7]])
  }

  func testLoadFavoritePrimesFlow() {
    assert(
      initialValue: [2, 3],
      reducer: favoritePrimesReducer,
      steps: Step(.send, .loadButtonTapped) { _ in },
      Step(.receive, .loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
    )
  }

  func testLoadingAMissingFileSendsNothing() {
    FavoritePrimes.Current.fileClient.load = { _ in .sync { nil } }

    var state = [2, 3]
    let effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)

    let run = runToCompletion(effects[0])
    XCTAssert(run.outputs.isEmpty)
    XCTAssert(run.didComplete)
  }
}
