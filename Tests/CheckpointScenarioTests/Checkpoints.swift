import Effect
import Foundation

@testable import Stage1GlobalCurrent
@testable import Stage2EnvironmentInReducer
@testable import Stage3ErasedStore
@testable import Stage4TuplizedEnvironment
@testable import Stage5DependencyValues
@testable import Stage6SharedContainer

/// A console made of strings: input lines to read, and everything written.
final class Recorder: Sendable {
  let remainingInput: LockIsolated<[String]>
  let written = LockIsolated("")
  let writtenErrors = LockIsolated("")
  let isInteractive: Bool

  init(input: [String], isInteractive: Bool) {
    self.remainingInput = LockIsolated(input)
    self.isInteractive = isInteractive
  }

  @Sendable func readLine() async -> String? {
    remainingInput.withValue { lines in lines.isEmpty ? nil : lines.removeFirst() }
  }
  @Sendable func write(_ text: String) { written.withValue { $0 += text } }
  @Sendable func writeError(_ text: String) { writtenErrors.withValue { $0 += text } }
}

/// One checkpoint's program, run in-process.
struct Checkpoint {
  var name: String
  var run: @MainActor ([String], Recorder, [String: String]) async -> Int32
}

@MainActor
let checkpoints: [Checkpoint] = [
  Checkpoint(name: "Stage1GlobalCurrent") { arguments, recorder, environment in
    let counter = Stage1GlobalCurrent.Counter.Current
    let favoritePrimes = Stage1GlobalCurrent.FavoritePrimes.Current
    defer {
      Stage1GlobalCurrent.Counter.Current = counter
      Stage1GlobalCurrent.FavoritePrimes.Current = favoritePrimes
    }
    return await Stage1GlobalCurrent.runPrimeTime(
      arguments: arguments,
      console: Stage1GlobalCurrent.Console(
        readLine: recorder.readLine, write: recorder.write, writeError: recorder.writeError,
        inputIsTerminal: recorder.isInteractive, outputIsTerminal: recorder.isInteractive),
      environment: environment)
  },
  Checkpoint(name: "Stage2EnvironmentInReducer") { arguments, recorder, environment in
    await Stage2EnvironmentInReducer.runPrimeTime(
      arguments: arguments,
      console: Stage2EnvironmentInReducer.Console(
        readLine: recorder.readLine, write: recorder.write, writeError: recorder.writeError,
        inputIsTerminal: recorder.isInteractive, outputIsTerminal: recorder.isInteractive),
      environment: environment)
  },
  Checkpoint(name: "Stage3ErasedStore") { arguments, recorder, environment in
    await Stage3ErasedStore.runPrimeTime(
      arguments: arguments,
      console: Stage3ErasedStore.Console(
        readLine: recorder.readLine, write: recorder.write, writeError: recorder.writeError,
        inputIsTerminal: recorder.isInteractive, outputIsTerminal: recorder.isInteractive),
      environment: environment)
  },
  Checkpoint(name: "Stage4TuplizedEnvironment") { arguments, recorder, environment in
    await Stage4TuplizedEnvironment.runPrimeTime(
      arguments: arguments,
      console: Stage4TuplizedEnvironment.Console(
        readLine: recorder.readLine, write: recorder.write, writeError: recorder.writeError,
        inputIsTerminal: recorder.isInteractive, outputIsTerminal: recorder.isInteractive),
      environment: environment)
  },
  Checkpoint(name: "Stage5DependencyValues") { arguments, recorder, environment in
    await Stage5DependencyValues.runPrimeTime(
      arguments: arguments,
      console: Stage5DependencyValues.Console(
        readLine: recorder.readLine, write: recorder.write, writeError: recorder.writeError,
        inputIsTerminal: recorder.isInteractive, outputIsTerminal: recorder.isInteractive),
      environment: environment)
  },
  Checkpoint(name: "Stage6SharedContainer") { arguments, recorder, environment in
    await Stage6SharedContainer.runPrimeTime(
      arguments: arguments,
      console: Stage6SharedContainer.Console(
        readLine: recorder.readLine, write: recorder.write, writeError: recorder.writeError,
        inputIsTerminal: recorder.isInteractive, outputIsTerminal: recorder.isInteractive),
      environment: environment)
  },
]
