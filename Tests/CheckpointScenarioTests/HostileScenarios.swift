/// Hostile input (issue 13) through every checkpoint: files and paths that must not lose what was saved, and
/// words and scripts that must come back in plain, safe words.
let hostileScenarios: [Scenario] = [
  Scenario(
    name: "save before load never replaces saved favorites",
    favoritesFileBefore: "[2,3,5]",
    runs: [
      .init(
        arguments: ["--script", "save"],
        status: 1,
        output: emptyScreen,
        errorOutput: """
          Did not save: $DATA/favorite-primes.json holds 3 favorite primes this session has not loaded, and saving \
          would replace them. Run load first, then save again.

          """
      ),
      .init(
        arguments: ["--count", "7", "--script", "load is-prime save-favorite close-modal save", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [
              {
                "prime" : 7,
                "type" : "addedFavoritePrime"
              }
            ],
            "alertNthPrime" : null,
            "count" : 7,
            "favoritePrimes" : [
              2,
              3,
              5,
              7
            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      ),
    ],
    favoritesFileAfter: "[2,3,5,7]"
  ),
  Scenario(
    name: "numbers that are not distinct positive primes are never loaded or overwritten",
    favoritesFileBefore: "[-3, 4, 4, 1e2]",
    runs: [
      .init(
        arguments: ["--script", "load"],
        status: 1,
        output: emptyScreen,
        errorOutput: """
          $DATA/favorite-primes.json is not a list of favorite primes: entry 1, -3, is not a positive prime, so \
          nothing was loaded. It has been left as it is: fix it or move it aside, then load again.

          """
      ),
      .init(
        arguments: ["--script", "save"],
        status: 1,
        output: emptyScreen,
        errorOutput: """
          Did not save: $DATA/favorite-primes.json could not be read as a list of favorite primes (entry 1, -3, is \
          not a positive prime), and saving would overwrite it. Move it aside or fix it, then save again.

          """
      ),
    ],
    favoritesFileAfter: "[-3, 4, 4, 1e2]"
  ),
  Scenario(
    name: "an oversized favorites file is refused before it is read",
    favoritesFileBefore: oversizedFavorites,
    runs: [
      .init(
        arguments: ["--script", "load"],
        status: 1,
        output: emptyScreen,
        errorOutput: """
          Could not load favorite primes: $DATA/favorite-primes.json is 3.0 MB, far more than any list of favorite \
          primes (at most 2.0 MB), so it was not read. It has been left as it is: move it aside.

          """
      )
    ],
    favoritesFileAfter: oversizedFavorites
  ),
  Scenario(
    name: "a data directory that is a file cannot be loaded from",
    favoritesFileBefore: "[]",
    runs: [
      .init(
        arguments: ["--data-dir", "$DATA/favorite-primes.json", "--script", "load"],
        status: 1,
        output: emptyScreen,
        errorOutput: """
          Could not load favorite primes: $DATA/favorite-primes.json is a file, not a folder. Choose a data \
          directory you can write to, or move the file aside.

          """
      )
    ],
    favoritesFileAfter: "[]"
  ),
  Scenario(
    name: "an empty --data-dir is refused",
    runs: [
      .init(
        arguments: ["--data-dir", "", "--script", "save"],
        status: 2,
        output: "",
        errorOutput: """
          --data-dir needs a path, not an empty one. Leave it out to save in $PRIMETIME_DATA_DIR or \
          ./PrimeTimeData. Run with --help to see the options.

          """
      )
    ]
  ),
  Scenario(
    name: "a data directory starting with ~ is refused, not made in the working directory",
    runs: [
      .init(
        arguments: ["--data-dir", "~/primes", "--script", "save"],
        status: 2,
        output: "",
        errorOutput: """
          --data-dir "~/primes" starts with "~", which only a shell turns into a home folder, so it would make a \
          folder named "~" here. Write the path in full. Run with --help to see the options.

          """
      ),
      .init(
        arguments: ["--script", "save"],
        environment: ["PRIMETIME_DATA_DIR": "~"],
        status: 2,
        output: "",
        errorOutput: """
          PRIMETIME_DATA_DIR "~" starts with "~", which only a shell turns into a home folder, so it would make a \
          folder named "~" here. Write the path in full. Run with --help to see the options.

          """
      ),
    ]
  ),
  Scenario(
    name: "an unknown probe is named with its control characters escaped",
    runs: [
      .init(
        arguments: ["--probe", "\u{1B}[2Jstore-type"],
        status: 2,
        output: "",
        errorOutput: """
          Unknown probe "\\u{1B}[2Jstore-type". The probes are mock-everything, two-counters, shared-dependency, \
          store-type, override-isolation, read-cost.

          """
      )
    ]
  ),
  Scenario(
    name: "a flag's value may follow an equals sign",
    runs: [
      .init(
        arguments: ["--count=6", "--script=incr is-prime", "--data-dir=$DATA"],
        status: 0,
        output: """
          Counter  incr decr
            count: 7 (prime)  is-prime
            nth-prime  What is the 7th prime?

          Prime modal  close-modal
            7 is prime 🎉  save-favorite  Save to favorite primes

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: ""
      ),
      .init(
        arguments: ["--count=", "--script", "incr"],
        status: 2,
        output: "",
        errorOutput: """
          --count needs a whole number from -9223372036854775808 to 9223372036854775807, not "". Run with --help \
          to see the options.

          """
      ),
      .init(
        arguments: ["--log=yes"],
        status: 2,
        output: "",
        errorOutput: "Unknown option \"--log=yes\". Run with --help to see the options.\n"
      ),
    ]
  ),
  Scenario(
    name: "delete with an index too large for an Int is out of range",
    runs: [
      .init(
        arguments: ["--script", "delete 9223372036854775808"],
        status: 2,
        output: "",
        errorOutput: """
          "delete" at line 1, word 1 asks for index "9223372036854775808", which is out of range: favorite primes \
          are numbered 0 and up, and no list is that long. Nothing was run. Run with --help to see the commands.

          """
      )
    ]
  ),
  Scenario(
    name: "unknown words are shown with control characters escaped and long ones shortened",
    runs: [
      .init(
        arguments: ["--script", "incr \u{1B}[2J\u{0}"],
        status: 2,
        output: "",
        errorOutput: """
          Unknown command "\\u{1B}[2J\\u{0}" at line 1, word 2. Nothing was run. Run with --help to see the \
          commands.

          """
      ),
      .init(
        arguments: ["--script", String(repeating: "x", count: 10_000)],
        status: 2,
        output: "",
        errorOutput: """
          Unknown command "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…" (10000 characters) at line 1, word 1. Nothing was \
          run. Run with --help to see the commands.

          """
      ),
    ]
  ),
  Scenario(
    name: "a script with CRLF line ends reads like one with LF",
    runs: [
      .init(
        arguments: ["--script", "incr # note\r\nincr"],
        status: 0,
        output: """
          Counter  incr decr
            count: 2 (prime)  is-prime
            nth-prime  What is the 2nd prime?

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: ""
      ),
      .init(
        arguments: ["--script", "incr\r\nincr\r\n  jump"],
        status: 2,
        output: "",
        errorOutput:
          "Unknown command \"jump\" at line 3, word 1. Nothing was run. Run with --help to see the commands.\n"
      ),
    ]
  ),
  Scenario(
    name: "flags that would lose commands or spoil the JSON are refused before anything runs",
    runs: [
      .init(
        arguments: ["--script", "incr incr", "--script", "decr"],
        status: 2,
        output: "",
        errorOutput: """
          --script is given twice, and only one script runs. Put every command in one: --script "incr incr \
          decr". Run with --help to see the options.

          """
      ),
      .init(
        arguments: ["--log", "--script", "incr", "--state-json"],
        status: 2,
        output: "",
        errorOutput: """
          --log prints every action on standard output, where --state-json prints only the state. Leave one of \
          them out. Run with --help to see the options.

          """
      ),
      .init(
        arguments: ["--state-json"],
        isInteractive: true,
        status: 2,
        output: "",
        errorOutput: """
          --state-json prints the state a script ends in, and there is no script: give one with --script, or on \
          standard input. Run with --help to see the options.

          """
      ),
      .init(
        arguments: ["incr", "incr"],
        status: 2,
        output: "",
        errorOutput: """
          "incr" is not an option: give commands in a script, as in --script "incr incr". Run with --help to see \
          the options.

          """
      ),
      .init(
        arguments: ["delete", "0"],
        status: 2,
        output: "",
        errorOutput: """
          "delete" is not an option: give commands in a script, as in --script "delete 0". Run with --help to see \
          the options.

          """
      ),
    ]
  ),
]

/// A list of one prime padded to 3 MB, more than the largest favorites file that is read.
private let oversizedFavorites = "[2" + String(repeating: " ", count: 3_000_000) + "]"
