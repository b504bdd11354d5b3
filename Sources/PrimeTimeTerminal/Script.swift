/// What one word of a script asks for: a command the app performs, or `help` and `quit`, which the terminal
/// answers itself.
enum Instruction: Equatable {
  case command(Command)
  case help
  case quit
}

let commandHelp = """
  Commands:
    incr, decr         Change the count.
    nth-prime          Ask for the nth prime, where n is the count.
    dismiss-alert      Close the nth prime alert.
    is-prime           Open the prime modal for the count.
    save-favorite      In the prime modal: add the count to the favorite primes.
    remove-favorite    In the prime modal: remove the count from the favorite primes.
    close-modal        Close the prime modal.
    delete <index>     Delete a favorite prime by its index in the list (starting at 0).
    save, load         Save the favorite primes to disk, or load them back.
    help, quit

  """

/// Why a script could not be read, as a sentence for standard error.
struct ScriptError: Error, Equatable {
  let message: String
}

/// Reads a whole script before anything runs, so a typo at the end never leaves half a script done.
///
/// Commands are separated by spaces or newlines, and `#` starts a comment that runs to the end of the line.
func parseScript(_ script: String) -> Result<[Instruction], ScriptError> {
  var instructions: [Instruction] = []
  for (lineIndex, line) in script.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
    let code = line.prefix { $0 != "#" }
    var words = code.split(whereSeparator: \.isWhitespace).map(String.init).enumerated().makeIterator()
    while let (wordIndex, word) = words.next() {
      let position = "line \(lineIndex + 1), word \(wordIndex + 1)"
      if word == "delete" {
        let index = words.next()?.element
        guard let index, let offset = Int(index) else {
          let found = index.map { "\"\($0)\"" } ?? "nothing"
          return .failure(
            ScriptError(message: "\"delete\" at \(position) needs an index, like \"delete 0\", but found \(found).")
          )
        }
        instructions.append(.command(.delete(index: offset)))
      } else if let instruction = simpleInstructions[word] {
        instructions.append(instruction)
      } else {
        return .failure(ScriptError(message: "Unknown command \"\(word)\" at \(position)."))
      }
    }
  }
  return .success(instructions)
}

private let simpleInstructions: [String: Instruction] = [
  "incr": .command(.incr),
  "decr": .command(.decr),
  "nth-prime": .command(.nthPrime),
  "dismiss-alert": .command(.dismissAlert),
  "is-prime": .command(.isPrime),
  "save-favorite": .command(.saveFavorite),
  "remove-favorite": .command(.removeFavorite),
  "close-modal": .command(.closeModal),
  "save": .command(.save),
  "load": .command(.load),
  "help": .help,
  "quit": .quit,
]
