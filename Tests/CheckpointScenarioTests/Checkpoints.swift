import Effect
import Foundation
import PrimeTimeDomain

@testable import PrimeTimeTerminal
@testable import Stage1GlobalCurrent
@testable import Stage2EnvironmentInReducer
@testable import Stage3ErasedStore
@testable import Stage4TuplizedEnvironment
@testable import Stage5DependencyValues
@testable import Stage6SharedContainer

/// One checkpoint's program, run in-process.
struct Checkpoint {
  var name: String
  var run: @MainActor (_ arguments: [String], TestConsole, _ environment: [String: String]) async -> Int32

  /// Runs the shell with the checkpoint's seam, as its `main.swift` does, on a console made of strings.
  init(
    name: String,
    startApp: @escaping @MainActor (_ count: Int, _ configuration: LiveConfiguration) -> PrimeTimeApp,
    answerProbe: @escaping @MainActor (String, (String) -> Void, (String) -> Void) async -> Int32,
    answerCheck: @escaping @MainActor (String, (String) -> Void, (String) -> Void) -> Int32
  ) {
    self.name = name
    self.run = { arguments, recorder, environment in
      await runPrimeTime(
        arguments: arguments,
        console: recorder.console,
        environment: environment,
        programName: name,
        startApp: startApp,
        answerProbe: answerProbe,
        answerCheck: answerCheck
      )
    }
  }
}

@MainActor
let checkpoints: [Checkpoint] = [
  stage1PuttingBackItsGlobals(
    Checkpoint(
      name: Stage1GlobalCurrent.programName,
      startApp: Stage1GlobalCurrent.startPrimeTime,
      answerProbe: Stage1GlobalCurrent.PrimeTimeProbes.answer(probeNamed:write:writeError:),
      answerCheck: Stage1GlobalCurrent.YourStubs.answer(checkNamed:write:writeError:)
    )
  ),
  Checkpoint(
    name: Stage2EnvironmentInReducer.programName,
    startApp: Stage2EnvironmentInReducer.startPrimeTime,
    answerProbe: Stage2EnvironmentInReducer.PrimeTimeProbes.answer(probeNamed:write:writeError:),
    answerCheck: Stage2EnvironmentInReducer.YourStubs.answer(checkNamed:write:writeError:)
  ),
  Checkpoint(
    name: Stage3ErasedStore.programName,
    startApp: Stage3ErasedStore.startPrimeTime,
    answerProbe: Stage3ErasedStore.PrimeTimeProbes.answer(probeNamed:write:writeError:),
    answerCheck: Stage3ErasedStore.YourStubs.answer(checkNamed:write:writeError:)
  ),
  Checkpoint(
    name: Stage4TuplizedEnvironment.programName,
    startApp: Stage4TuplizedEnvironment.startPrimeTime,
    answerProbe: Stage4TuplizedEnvironment.PrimeTimeProbes.answer(probeNamed:write:writeError:),
    answerCheck: Stage4TuplizedEnvironment.YourStubs.answer(checkNamed:write:writeError:)
  ),
  Checkpoint(
    name: Stage5DependencyValues.programName,
    startApp: Stage5DependencyValues.startPrimeTime,
    answerProbe: Stage5DependencyValues.PrimeTimeProbes.answer(probeNamed:write:writeError:),
    answerCheck: Stage5DependencyValues.YourStubs.answer(checkNamed:write:writeError:)
  ),
  Checkpoint(
    name: Stage6SharedContainer.programName,
    startApp: Stage6SharedContainer.startPrimeTime,
    answerProbe: Stage6SharedContainer.PrimeTimeProbes.answer(probeNamed:write:writeError:),
    answerCheck: Stage6SharedContainer.YourStubs.answer(checkNamed:write:writeError:)
  ),
]

/// Stage 1's program installs its live dependencies in the global `Current`s, which stage 1's own tests read:
/// each run puts back what was there. (Stage 6 writes globals too, but only its Swift Testing suites read them,
/// and those restore every entry themselves.)
@MainActor
private func stage1PuttingBackItsGlobals(_ checkpoint: Checkpoint) -> Checkpoint {
  var checkpoint = checkpoint
  checkpoint.run = { [run = checkpoint.run] arguments, recorder, environment in
    let counter = Stage1GlobalCurrent.Counter.Current
    let favoritePrimes = Stage1GlobalCurrent.FavoritePrimes.Current
    defer {
      Stage1GlobalCurrent.Counter.Current = counter
      Stage1GlobalCurrent.FavoritePrimes.Current = favoritePrimes
    }
    return await run(arguments, recorder, environment)
  }
  return checkpoint
}
