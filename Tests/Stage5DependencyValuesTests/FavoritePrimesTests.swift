import Effect
import Foundation
import Testing

@testable import Stage5DependencyValues

/// The file client has no test value: each test that reaches it overrides it. Changing one
/// endpoint, `$0.fileClient.save = …`, reads the file client in order to change it; as in the real
/// library, that read is not reported, and the change starts from the preview value, the in-memory
/// mock.
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
      $0.fileClient.save = { _, data in
        .fireAndForget { savedData.withValue { $0.append(data) } }
      }
    } operation: {
      favoritePrimesReducer(state: &state, action: .saveButtonTapped)
    }

    #expect(state == [2, 3, 5, 7])
    #expect(effects.count == 1)
    let run = runToCompletion(effects[0])
    #expect(run.outputs.isEmpty)
    #expect(run.didComplete)
    #expect(
      savedData.value.map { try? JSONDecoder().decode([Int].self, from: $0) } == [[2, 3, 5, 7]])
  }

  @Test func loadFavoritePrimesFlow() {
    assert(
      initialValue: [2, 3],
      reducer: favoritePrimesReducer,
      withDependencies: { $0.fileClient = .mock },
      steps: Step(.send, .loadButtonTapped),
      Step(.receive, .loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
    )
  }

  @Test func loadingAMissingFileSendsNothing() {
    var state = [2, 3]
    let effects = withDependencies {
      $0.fileClient.load = { _ in .sync { nil } }
    } operation: {
      favoritePrimesReducer(state: &state, action: .loadButtonTapped)
    }

    let run = runToCompletion(effects[0])
    #expect(run.outputs.isEmpty)
    #expect(run.didComplete)
  }
}
