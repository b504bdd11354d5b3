import Foundation

/// How the program was asked to run, from its flags and environment variables.
struct Options: Equatable {
  var script: String?
  var printsStateJSON = false
  var isLogging = false
  var dataDirectory = "PrimeTimeData"
  var count = 0
  var showsHelp = false
  /// The probe to answer instead of running the app, for `Episode91 compare`.
  var probe: String?
  /// The exercise whose check to run on the learner's stub instead of running the app, for `Episode91 verify`.
  var check: String?

  /// A flag the program does not understand, as a sentence for standard error.
  struct OptionError: Error, Equatable {
    let message: String
  }

  /// Reads the flags. `--data-dir` wins over `PRIMETIME_DATA_DIR`, which wins over `./PrimeTimeData`.
  static func parse(_ arguments: [String], environment: [String: String]) -> Result<Options, OptionError> {
    var options = Options()
    // Where the data directory came from, to name it in a message.
    var dataDirectorySource: String?
    if let dataDirectory = environment["PRIMETIME_DATA_DIR"], !dataDirectory.isEmpty {
      options.dataDirectory = dataDirectory
      dataDirectorySource = "PRIMETIME_DATA_DIR"
    }
    var remaining = arguments[...]
    while var flag = remaining.popFirst() {
      // `--count=5` is `--count 5`, as many programs (and Episode91's `--lang=ko`) read it.
      var attachedValue: String?
      if let equals = flag.firstIndex(of: "="), valuedFlags.contains(String(flag[..<equals])) {
        attachedValue = String(flag[flag.index(after: equals)...])
        flag = String(flag[..<equals])
      }
      switch flag {
      case _ where valuedFlags.contains(flag):
        guard let value = attachedValue ?? remaining.popFirst() else {
          return .failure(OptionError(message: "\(flag) needs a value."))
        }
        switch flag {
        case "--script":
          guard options.script == nil else {
            return .failure(
              OptionError(
                message: """
                  --script is given twice, and only one script runs. Put every command in one: \
                  --script \(quoted((options.script ?? "") + " " + value)).
                  """
              )
            )
          }
          options.script = value
        case "--data-dir":
          // An empty path would mean the working directory; an empty PRIMETIME_DATA_DIR means the default.
          guard !value.isEmpty else {
            return .failure(
              OptionError(
                message: """
                  --data-dir needs a path, not an empty one. Leave it out to save in $PRIMETIME_DATA_DIR or \
                  ./PrimeTimeData.
                  """
              )
            )
          }
          options.dataDirectory = value
          dataDirectorySource = "--data-dir"
        case "--probe":
          options.probe = value
        case "--check":
          options.check = value
        default:
          guard let count = Int(value) else {
            return .failure(
              OptionError(message: "--count needs a whole number from \(Int.min) to \(Int.max), not \(quoted(value)).")
            )
          }
          options.count = count
        }
      case "--state-json":
        options.printsStateJSON = true
      case "--log":
        options.isLogging = true
      case "--help", "-h":
        options.showsHelp = true
      default:
        // `Stage1GlobalCurrent incr incr` means a script: say how to give one.
        let words = [flag] + remaining.prefix { !$0.hasPrefix("-") }
        if !flag.hasPrefix("-"), case .success(let instructions) = parseScript(words.joined(separator: " ")),
          !instructions.isEmpty
        {
          return .failure(
            OptionError(
              message: """
                \(quoted(flag)) is not an option: give commands in a script, as in \
                --script \(quoted(words.joined(separator: " "))).
                """
            )
          )
        }
        return .failure(OptionError(message: "Unknown option \(quoted(flag))."))
      }
    }
    if let source = dataDirectorySource, options.dataDirectory.hasPrefix("~") {
      return .failure(
        OptionError(
          message: """
            \(source) \(quoted(options.dataDirectory)) starts with "~", which only a shell turns into a home folder, \
            so it would make a folder named "~" here. Write the path in full.
            """
        )
      )
    }
    if options.isLogging && options.printsStateJSON {
      return .failure(
        OptionError(
          message: """
            --log prints every action on standard output, where --state-json prints only the state. Leave one of \
            them out.
            """
        )
      )
    }
    return .success(options)
  }
}

/// The flags followed by a value.
private let valuedFlags: Set = ["--script", "--data-dir", "--count", "--probe", "--check"]

/// The program's flags, for `--help`, under the name of the checkpoint's executable.
func usage(programName: String) -> String {
  """
  Usage: swift run \(programName) [options]

  PrimeTime, the app from Point-Free's dependency injection episodes, in the terminal.
  Without a script it reads commands as you type them and redraws the screen after each.

  Options:
    --script "COMMANDS"  Run the commands in order, then print the final screen. When standard input is not a
                         terminal, commands are read from it instead (# starts a comment).
    --state-json         After a script, print only the final state as JSON, for comparing runs.
    --log                Print every action and the state after it (the episode's logging reducer).
    --data-dir PATH      Where favorite primes are saved. Default: $PRIMETIME_DATA_DIR, or ./PrimeTimeData.
    --count N            Start the counter at N.
    --probe NAME         Measure one problem of episodes 91–93 and print it as JSON, for Episode91 compare.
    --check ID           Run the check of this checkpoint's exercise ID on your stub, for Episode91 verify.
    --help               Show this help.

  Environment:
    WOLFRAM_APP_ID       Ask Wolfram Alpha for the nth prime. Without it, primes are counted on this machine.
    NO_COLOR             Never colour the screen.

  Exit status: 0 when everything ran, 1 when a command was refused or failed (a save, a load, an nth-prime
  with no answer, a check of your stub) or the output could not be written, 2 when the options or the script
  could not be read, or the exercise is not one of this checkpoint's.

  """
}
