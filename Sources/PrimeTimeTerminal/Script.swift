import TerminalText

/// What one word of a script asks for: a command the app performs, or `help` and `quit`, which the terminal
/// answers itself.
enum Instruction: Equatable {
  case command(AppCommand)
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
    help, quit         Show these commands, or stop here.

  """

/// Why a script could not be read, as a sentence for standard error.
struct ScriptError: Error, Equatable {
  let message: String
}

/// Reads a whole script before anything runs, so a typo at the end never leaves half a script done.
///
/// Commands are separated by spaces or line breaks, and `#` starts a comment that runs to the end of the line. A
/// line may end in CRLF as well as LF: Swift counts "\r\n" as one `Character`, so a script written on Windows
/// would otherwise be one long line, its first comment swallowing the rest.
func parseScript(_ script: String) -> Result<[Instruction], ScriptError> {
  var instructions: [Instruction] = []
  let lines = script.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
  for (lineIndex, line) in lines.enumerated() {
    let code = line.prefix { $0 != "#" }
    var words = code.split(whereSeparator: \.isWhitespace).map(String.init).enumerated().makeIterator()
    while let (wordIndex, word) = words.next() {
      let position = "line \(lineIndex + 1), word \(wordIndex + 1)"
      if word == "delete" {
        switch deleteIndex(words.next()?.element, at: position) {
        case .success(let index): instructions.append(.command(.delete(index: index)))
        case .failure(let error): return .failure(error)
        }
      } else if let instruction = simpleInstructions[word] {
        instructions.append(instruction)
      } else {
        return .failure(ScriptError(message: "Unknown command \(quoted(word)) at \(position)."))
      }
    }
  }
  return .success(instructions)
}

/// The index after a `delete`: a whole number, told apart from one too large for any list.
private func deleteIndex(_ word: String?, at position: String) -> Result<Int, ScriptError> {
  if let word, let index = Int(word) { return .success(index) }
  if let word, word.wholeMatch(of: /[-+]?[0-9]+/) != nil {
    return .failure(
      ScriptError(
        message: """
          "delete" at \(position) asks for index \(quoted(word)), which is out of range: favorite primes are \
          numbered 0 and up, and no list is that long.
          """
      )
    )
  }
  let found = word.map(quoted) ?? "nothing"
  return .failure(
    ScriptError(message: "\"delete\" at \(position) needs an index, like \"delete 0\", but found \(found).")
  )
}

/// A word from the input quoted in a message: control and invisible formatting characters written as Swift
/// escapes (`\u{1B}`), so an escape sequence or a NUL byte never reaches the terminal, and a long word cut to its
/// start, so a megabyte of input never becomes a megabyte of message.
func quoted(_ word: String) -> String {
  let shownLength = 32
  var shown = ""
  for (offset, character) in word.enumerated() {
    if offset == shownLength {
      return "\"\(shown)…\" (\(word.count) characters)"
    }
    shown += escapingForQuotes(String(character))
  }
  return "\"\(shown)\""
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
