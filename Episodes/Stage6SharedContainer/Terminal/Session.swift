import Effect

/// One run of the app: performs commands on the stores and draws the screen.
@MainActor
struct Session {
  /// The screens' stores, scoped from the root store the entry point registered in `SharedStores`: the terminal
  /// obtains it with `StoreOf[\.root]` instead of being handed it. That `StoreOf` is Puredux's property wrapper,
  /// not TCA's `StoreOf<Feature>`, a typealias for a store's type.
  let stores = AppStores(app: StoreOf[\.root])
  let console: Console
  let style: Style
  /// Whether a script ends by printing the state as JSON; nothing else then goes to standard output.
  let printsStateJSON: Bool
  let fileProblemCount: LockIsolated<Int>

  enum Outcome {
    case ran
    case failed
    case quit
  }

  /// Runs a script: each command's effects finish before the next starts, and the first failure stops it.
  func run(_ commands: [Command]) async -> Int32 {
    var status: Int32 = 0
    for command in commands {
      let outcome = await perform(command)
      if outcome == .quit { break }
      if outcome == .failed {
        status = 1
        break
      }
    }
    console.write(printsStateJSON ? stateJSON(stores.app.value) : renderScreen(stores.app.value, style: style))
    return status
  }

  /// Reads commands as they are typed and redraws after each line, until `quit` or the end of input.
  func runInteractively() async -> Int32 {
    console.write("Type help to see the commands.\n\n" + renderScreen(stores.app.value, style: style))
    while true {
      console.write("> ")
      guard let line = await console.readLine() else {
        console.write("\n")
        return 0
      }
      let commands: [Command]
      switch parseScript(line) {
      case .success(let parsed):
        commands = parsed
      case .failure(let error):
        console.writeError("\(error.message) Type help to see the commands.\n")
        continue
      }
      for command in commands {
        let outcome = await perform(command)
        if outcome == .quit { return 0 }
        if outcome == .failed { break }
      }
      if !commands.isEmpty && commands != [.help] {
        console.write("\n" + renderScreen(stores.app.value, style: style))
      }
    }
  }

  /// Sends the command's action, unless it is refused, and waits for the effects it started.
  private func perform(_ command: Command) async -> Outcome {
    if let refusal = refusal(for: command, in: stores.app.value) {
      console.writeError(refusal + "\n")
      return .failed
    }
    let problemsBefore = fileProblemCount.value
    switch command {
    case .incr: stores.counterView.send(.counter(.incrTapped))
    case .decr: stores.counterView.send(.counter(.decrTapped))
    case .nthPrime: stores.counterView.send(.counter(.nthPrimeButtonTapped))
    case .dismissAlert: stores.counterView.send(.counter(.alertDismissButtonTapped))
    case .isPrime: stores.counterView.send(.counter(.isPrimeButtonTapped))
    case .saveFavorite: stores.counterView.send(.primeModal(.saveFavoritePrimeTapped))
    case .removeFavorite: stores.counterView.send(.primeModal(.removeFavoritePrimeTapped))
    case .closeModal: stores.counterView.send(.counter(.primeModalDismissed))
    case .delete(let index): stores.favoritePrimes.send(.deleteFavoritePrimes([index]))
    case .save: stores.favoritePrimes.send(.saveButtonTapped)
    case .load: stores.favoritePrimes.send(.loadButtonTapped)
    case .help: printsStateJSON ? console.writeError(commandHelp) : console.write(commandHelp)
    case .quit: return .quit
    }
    await stores.app.waitUntilIdle()
    return fileProblemCount.value == problemsBefore ? .ran : .failed
  }
}
