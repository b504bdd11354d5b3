import Effect
import PrimeTimeDomain
import TerminalText

/// One run of the app: performs commands on the checkpoint's app and draws the screen.
@MainActor
struct Session {
  let app: PrimeTimeApp
  let console: AppConsole
  let style: TextStyle
  /// Whether a script ends by printing the state as JSON; nothing else then goes to standard output.
  let printsStateJSON: Bool
  let fileProblemCount: LockIsolated<Int>

  enum InstructionOutcome {
    case ran
    case failed
    case quit
  }

  /// Runs a script: each command's effects finish before the next starts, and the first failure stops it.
  func run(_ instructions: [Instruction]) async -> Int32 {
    var status: Int32 = 0
    for instruction in instructions {
      let outcome = await perform(instruction)
      if outcome == .quit { break }
      if outcome == .failed {
        status = 1
        break
      }
    }
    console.write(printsStateJSON ? stateJSON(app.state()) : renderScreen(app.state(), style: style))
    return console.finish(status, having: printsStateJSON ? "the final state" : "the final screen")
  }

  /// Reads commands as they are typed and redraws after each line, until `quit` or the end of input.
  func runInteractively() async -> Int32 {
    console.write("Type help to see the commands.\n\n" + renderScreen(app.state(), style: style))
    while true {
      console.write("> ")
      guard let line = await console.readLine() else {
        console.write("\n")
        return console.finish(0, having: "the screen")
      }
      let instructions: [Instruction]
      switch parseScript(line) {
      case .success(let parsed):
        instructions = parsed
      case .failure(let error):
        console.writeError("\(error.message) Type help to see the commands.\n")
        continue
      }
      for instruction in instructions {
        let outcome = await perform(instruction)
        if outcome == .quit { return console.finish(0, having: "the screen") }
        if outcome == .failed { break }
      }
      if !instructions.isEmpty && instructions != [.help] {
        console.write("\n" + renderScreen(app.state(), style: style))
      }
    }
  }

  /// Answers `help` and `quit`, and sends any other command to the app, unless it is refused, then waits for the
  /// effects it started.
  private func perform(_ instruction: Instruction) async -> InstructionOutcome {
    switch instruction {
    case .help:
      // On the screen, a blank line sets the list apart from what follows it.
      printsStateJSON ? console.writeError(commandHelp) : console.write(commandHelp + "\n")
      return .ran
    case .quit:
      return .quit
    case .command(let command):
      if let refusal = refusal(for: command, in: app.state()) {
        console.writeError(refusal + "\n")
        return .failed
      }
      let problemsBefore = fileProblemCount.value
      app.send(command)
      await app.waitUntilIdle()
      if command == .nthPrime, let silence = unansweredNthPrime(app.state()) {
        console.writeError(silence + "\n")
        return .failed
      }
      return fileProblemCount.value == problemsBefore ? .ran : .failed
    }
  }

  /// Why `nth-prime` left no alert, or `nil` when it answered. The episode's reducer re-enables the button and
  /// shows nothing when Wolfram Alpha gives no answer (no network, a wrong app ID); counting primes on this
  /// machine always answers for the counts `nth-prime` accepts.
  private func unansweredNthPrime(_ state: AppState) -> String? {
    guard state.alertNthPrime == nil else { return nil }
    return """
      nth-prime got no answer: Wolfram Alpha did not say what the \(ordinal(state.count)) prime is. Check \
      WOLFRAM_APP_ID and the network, or unset WOLFRAM_APP_ID to count primes on this machine.
      """
  }
}
