import Effect
import XCTest

@testable import Stage3ErasedStore

final class FavoritePrimesTests: XCTestCase {
  func testDeleteFavoritePrimes() {
    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(
      state: &state, action: .deleteFavoritePrimes([2]), environment: .mock)

    XCTAssertEqual(state, [2, 3, 7])
    XCTAssert(effects.isEmpty)
  }

  func testDeleteSeveralFavoritePrimes() {
    var state = [2, 3, 5, 7]
    _ = favoritePrimesReducer(
      state: &state, action: .deleteFavoritePrimes([0, 2]), environment: .mock)

    XCTAssertEqual(state, [3, 7])
  }

  func testSaveButtonTapped() {
    let savedData = LockIsolated<[Data]>([])
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.save = { _, data in
      .fireAndForget { savedData.withValue { $0.append(data) } }
    }

    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(
      state: &state, action: .saveButtonTapped, environment: environment)

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
      environment: .mock,
      steps: Step(.send, .loadButtonTapped) { _ in },
      Step(.receive, .loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
    )
  }

  func testLoadingAMissingFileSendsNothing() {
    var environment = FavoritePrimesEnvironment.mock
    environment.fileClient.load = { _ in .sync { nil } }

    var state = [2, 3]
    let effects = favoritePrimesReducer(
      state: &state, action: .loadButtonTapped, environment: environment)

    let run = runToCompletion(effects[0])
    XCTAssert(run.outputs.isEmpty)
    XCTAssert(run.didComplete)
  }
}
