import Effect
import Foundation
import Testing

@testable import Stage5DependencyValues

/// The file client has no test value: each test that reaches it overrides it whole, saying what loading and
/// saving do.
@Suite(.dependencies)
struct FavoritePrimesTests {
  @Test func deleteFavoritePrimes() {
    var state = [2, 3, 5, 7]
    let effects = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([2]))

    #expect(state == [2, 3, 7])
    #expect(effects.isEmpty)
  }

  @Test func deleteSeveralFavoritePrimes() {
    var state = [2, 3, 5, 7]
    _ = favoritePrimesReducer(state: &state, action: .deleteFavoritePrimes([0, 2]))

    #expect(state == [3, 7])
  }

  @Test func saveButtonTapped() {
    let savedData = LockIsolated<[Data]>([])
    var state = [2, 3, 5, 7]

    let effects = withDependencies {
      $0.fileClient = FileClient(
        load: { _ in .sync { nil } },
        save: { _, data in .fireAndForget { savedData.withValue { $0.append(data) } } }
      )
    } operation: {
      favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    }

    #expect(state == [2, 3, 5, 7])
    #expect(effects.count == 1)
    let run = runToCompletion(effects[0])
    #expect(run.outputs.isEmpty)
    #expect(run.didComplete)
    #expect(savedData.value.map { try? JSONDecoder().decode([Int].self, from: $0) } == [[2, 3, 5, 7]])
  }

  @Test func loadFavoritePrimesFlow() {
    withDependencies {
      $0.fileClient = FileClient(
        load: { _ in .sync { try! JSONEncoder().encode([2, 31]) } },
        save: { _, _ in .empty }
      )
    } operation: {
      assert(
        initialValue: [2, 3],
        reducer: favoritePrimesReducer,
        steps: Step(.send, .loadButtonTapped) { _ in },
        Step(.receive, .loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
      )
    }
  }

  @Test func loadingAMissingFileSendsNothing() {
    var state = [2, 3]
    let effects = withDependencies {
      $0.fileClient = FileClient(load: { _ in .sync { nil } }, save: { _, _ in .empty })
    } operation: {
      favoritePrimesReducer(state: &state, action: .loadButtonTapped)
    }

    let run = runToCompletion(effects[0])
    #expect(run.outputs.isEmpty)
    #expect(run.didComplete)
  }
}
