import ExerciseSupport
import Messages

/// One command of `swift run Episode91`, whole: its name, arguments, summary and action in one value, so
/// dispatch, `--help`, `<command> --help` and its usage errors all come from the same place.
///
/// A new command is one entry in `Command.all` and the function it runs.
struct Command: Sendable {
  var name: String
  /// Other words that run it (`--help`, `-h`).
  var aliases: [String] = []
  /// The arguments after `swift run Episode91 <name>`, as its usage line shows them.
  var arguments: String
  var summary: CommandLineMessage
  /// The `--flags` it understands; any other is a usage error rather than something silently ignored.
  var flags: Set<String> = []
  /// What `--help`'s list shows in its name column, when more than the name fits there.
  var listing: String?
  /// Whether the words after the first belong to someone else: `run` hands them to the app untouched, so
  /// Episode91 neither reads them as flags nor answers their `--help`.
  var passesArgumentsOn = false
  /// Whether the words after `--` are paths it reads (`diff 1 2 -- Counter/`), handed on in `passedOn`.
  var takesPaths = false
  var action: @Sendable (Invocation) throws(UsageError) -> Int32

  var usage: String {
    "swift run Episode91 \(name)" + (arguments.isEmpty ? "" : " \(arguments)")
  }

  static func named(_ word: String) -> Command? {
    all.first { $0.name == word || $0.aliases.contains(word) }
  }
}

/// One command line being acted on: what the command was given, and the workbook it acts on.
struct Invocation {
  /// The command's usage line, for errors that quote it.
  var usage: String
  var arguments: Arguments
  /// The words handed on untouched (`run`'s arguments for the app, `diff`'s paths after `--`).
  var passedOn: [String] = []
  var console: Console
  var workbook: Workbook
  var executables: Executables
}

extension Command {
  /// `<command> --help` asks for that command's usage, except among the words it hands on: after
  /// `run <stage>`, `--help` belongs to the app.
  func asksForHelp(_ words: [String]) -> Bool {
    let isHelp = { (word: String) in word == "--help" || word == "-h" }
    return passesArgumentsOn ? words.first.map(isHelp) ?? false : words.contains(where: isHelp)
  }

  /// Reads `words` as this command's arguments, refusing flags it does not know.
  func invocation(
    _ words: [String], console: Console, workbook: Workbook, executables: Executables
  ) throws(UsageError) -> Invocation {
    var read = passesArgumentsOn ? Array(words.prefix(1)) : words
    if takesPaths, let dashes = words.firstIndex(of: "--") {
      read = Array(words[..<dashes])
    }
    var passedOn = Array(words.dropFirst(read.count))
    if passedOn.first == "--" {
      passedOn.removeFirst()
    }
    return Invocation(
      usage: usage, arguments: try Arguments(read, allowedFlags: flags), passedOn: passedOn, console: console,
      workbook: workbook,
      executables: executables)
  }
}

/// A command's arguments split into positional words and `--flags`, with unknown flags refused.
struct Arguments: Equatable {
  var positionals: [String] = []
  var flags: Set<String> = []

  /// Splits `words`, accepting only `allowedFlags`: a typo such as `--ignore-whitepsace` is an error rather
  /// than something silently ignored.
  init(_ words: [String], allowedFlags: Set<String>) throws(UsageError) {
    for word in words {
      if word.hasPrefix("-") && word.count > 1 && Int(word) == nil {
        guard allowedFlags.contains(word) else {
          throw UsageError(CommandLineMessage.unknownOption, ["option": word])
        }
        flags.insert(word)
      } else {
        positionals.append(word)
      }
    }
  }
}
