import Effect
import Foundation
import Testing

@testable import Stage6SharedContainer

/// Each test that reaches the file client writes one into `Dependencies`, starting from the whole
/// mock: changing one endpoint of the entry alone would leave the others live, and nothing would
/// say so.
@Suite(.serialized, .restoresDependencies)
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

    Dependencies[\.fileClient] = .mock
    Dependencies[\.fileClient].save = { _, data in
      .fireAndForget { savedData.withValue { $0.append(data) } }
    }

    let effects = favoritePrimesReducer(state: &state, action: .saveButtonTapped)

    #expect(state == [2, 3, 5, 7])
    #expect(effects.count == 1)
    let run = runToCompletion(effects[0])
    #expect(run.outputs.isEmpty)
    #expect(run.didComplete)
    #expect(
      savedData.value.map { try? JSONDecoder().decode([Int].self, from: $0) } == [[2, 3, 5, 7]])
  }

  @Test func loadFavoritePrimesFlow() {
    Dependencies[\.fileClient] = .mock

    assert(
      initialValue: [2, 3],
      reducer: favoritePrimesReducer,
      steps: Step(.send, .loadButtonTapped),
      Step(.receive, .loadedFavoritePrimes([2, 31])) { $0 = [2, 31] }
    )
  }

  @Test func loadingAMissingFileSendsNothing() {
    var state = [2, 3]
    Dependencies[\.fileClient] = .mock
    Dependencies[\.fileClient].load = { _ in .sync { nil } }
    let effects = favoritePrimesReducer(state: &state, action: .loadButtonTapped)

    let run = runToCompletion(effects[0])
    #expect(run.outputs.isEmpty)
    #expect(run.didComplete)
  }
}
