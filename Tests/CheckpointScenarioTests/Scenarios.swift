/// Every scenario, each with exactly what it prints.
let scenarios: [Scenario] = [
  Scenario(
    name: "a script prints the final state as JSON and saves",
    runs: [
      .init(
        arguments: ["--script", "incr incr nth-prime is-prime save-favorite close-modal save", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [
              {
                "prime" : 2,
                "type" : "addedFavoritePrime"
              }
            ],
            "alertNthPrime" : {
              "n" : 2,
              "prime" : 3
            },
            "count" : 2,
            "favoritePrimes" : [
              2
            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      )
    ],
    favoritesFileAfter: "[2]"
  ),
  Scenario(
    name: "a script prints the final screen",
    runs: [
      .init(
        arguments: ["--script", "incr incr is-prime save-favorite nth-prime"],
        status: 0,
        output: """
          Counter  incr decr
            count: 2 (prime)  is-prime
            nth-prime  What is the 2nd prime?
            The 2nd prime is 3  dismiss-alert

          Prime modal  close-modal
            2 is prime 🎉  remove-favorite  Remove from favorite primes

          Favorite primes  delete <index> save load
            0: 2

          Activity feed
            added 2 to favorite primes

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "a longer script from a starting count",
    runs: [
      .init(
        arguments: [
          "--count", "5", "--script",
          "is-prime save-favorite close-modal incr incr is-prime save-favorite close-modal nth-prime dismiss-alert delete 0 save",
        ],
        status: 0,
        output: """
          Counter  incr decr
            count: 7 (prime)  is-prime
            nth-prime  What is the 7th prime?

          Favorite primes  delete <index> save load
            0: 7

          Activity feed
            added 5 to favorite primes
            added 7 to favorite primes
            removed 5 from favorite primes

          """,
        errorOutput: ""
      )
    ],
    favoritesFileAfter: "[7]"
  ),
  Scenario(
    name: "load reads what an earlier run saved",
    runs: [
      .init(
        arguments: ["--script", "incr incr is-prime save-favorite close-modal incr is-prime save-favorite save"],
        status: 0,
        output: """
          Counter  incr decr
            count: 3 (prime)  is-prime
            nth-prime  What is the 3rd prime?

          Prime modal  close-modal
            3 is prime 🎉  remove-favorite  Remove from favorite primes

          Favorite primes  delete <index> save load
            0: 2
            1: 3

          Activity feed
            added 2 to favorite primes
            added 3 to favorite primes

          """,
        errorOutput: ""
      ),
      .init(
        arguments: ["--script", "load delete 0", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [
              {
                "prime" : 2,
                "type" : "removedFavoritePrime"
              }
            ],
            "alertNthPrime" : null,
            "count" : 0,
            "favoritePrimes" : [
              3
            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      ),
    ],
    favoritesFileAfter: "[2,3]"
  ),
  Scenario(
    name: "load without a saved file",
    runs: [
      .init(
        arguments: ["--script", "load", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 0,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "--data-dir wins over PRIMETIME_DATA_DIR",
    runs: [
      .init(
        arguments: ["--data-dir", "$DATA/flag", "--script", "incr incr is-prime save-favorite save"],
        status: 0,
        output: """
          Counter  incr decr
            count: 2 (prime)  is-prime
            nth-prime  What is the 2nd prime?

          Prime modal  close-modal
            2 is prime 🎉  remove-favorite  Remove from favorite primes

          Favorite primes  delete <index> save load
            0: 2

          Activity feed
            added 2 to favorite primes

          """,
        errorOutput: ""
      ),
      .init(
        arguments: ["--data-dir", "$DATA/flag", "--script", "load", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 0,
            "favoritePrimes" : [
              2
            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      ),
      .init(
        arguments: ["--script", "load", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 0,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      ),
    ]
  ),
  Scenario(
    name: "commands on standard input, with comments",
    runs: [
      .init(
        arguments: ["--state-json"],
        input: ["incr  # the first", "# a whole comment line", "", "incr decr"],
        status: 0,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 1,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "nothing on standard input prints the first screen",
    runs: [
      .init(
        arguments: [],
        status: 0,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "quit ends a script",
    runs: [
      .init(
        arguments: ["--script", "incr quit incr", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 1,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "help in a script goes to standard output",
    runs: [
      .init(
        arguments: ["--script", "help incr"],
        status: 0,
        output: """
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

          Counter  incr decr
            count: 1 (not prime)  is-prime
            nth-prime  What is the 1st prime?

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "help in a script with --state-json goes to standard error",
    runs: [
      .init(
        arguments: ["--script", "help incr", "--state-json"],
        status: 0,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 1,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: """
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
      )
    ]
  ),
  Scenario(
    name: "an unknown command runs nothing",
    runs: [
      .init(
        arguments: ["--script", "incr save jump"],
        status: 2,
        output: "",
        errorOutput:
          "Unknown command \"jump\" at line 1, word 3. Nothing was run. Run with --help to see the commands.\n"
      )
    ]
  ),
  Scenario(
    name: "delete without an index runs nothing",
    runs: [
      .init(
        arguments: ["--script", "incr\ndelete"],
        status: 2,
        output: "",
        errorOutput:
          "\"delete\" at line 2, word 1 needs an index, like \"delete 0\", but found nothing. Nothing was run. Run with --help to see the commands.\n"
      ),
      .init(
        arguments: ["--script", "delete first"],
        status: 2,
        output: "",
        errorOutput:
          "\"delete\" at line 1, word 1 needs an index, like \"delete 0\", but found \"first\". Nothing was run. Run with --help to see the commands.\n"
      ),
    ]
  ),
  Scenario(
    name: "options that cannot be read",
    runs: [
      .init(
        arguments: ["--colour"],
        status: 2,
        output: "",
        errorOutput: "Unknown option \"--colour\". Run with --help to see the options.\n"
      ),
      .init(
        arguments: ["--count", "many"],
        status: 2,
        output: "",
        errorOutput:
          "--count needs a whole number from -9223372036854775808 to 9223372036854775807, not \"many\". Run with --help to see the options.\n"
      ),
      .init(
        arguments: ["--count"],
        status: 2,
        output: "",
        errorOutput: "--count needs a value. Run with --help to see the options.\n"
      ),
      .init(
        arguments: ["--script"],
        status: 2,
        output: "",
        errorOutput: "--script needs a value. Run with --help to see the options.\n"
      ),
    ]
  ),
  Scenario(
    name: "--help and -h",
    runs: [
      .init(
        arguments: ["--help"],
        status: 0,
        output: programHelp,
        errorOutput: ""
      ),
      .init(
        arguments: ["--script", "jump", "-h"],
        status: 0,
        output: programHelp,
        errorOutput: ""
      ),
    ]
  ),
  Scenario(
    name: "nth-prime outside its range is refused",
    runs: [
      .init(
        arguments: ["--script", "nth-prime incr", "--state-json"],
        status: 1,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 0,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput:
          "Refused nth-prime: it answers for counts from 1 to 100000, and the count is 0. Use incr or decr (or --count) to choose n.\n"
      ),
      .init(
        arguments: ["--count", "100001", "--script", "nth-prime"],
        status: 1,
        output: """
          Counter  incr decr
            count: 100001 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput:
          "Refused nth-prime: it answers for counts from 1 to 100000, and the count is 100001. Use incr or decr (or --count) to choose n.\n"
      ),
      .init(
        arguments: ["--count", "-5", "--script", "nth-prime"],
        status: 1,
        output: """
          Counter  incr decr
            count: -5 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput:
          "Refused nth-prime: it answers for counts from 1 to 100000, and the count is -5. Use incr or decr (or --count) to choose n.\n"
      ),
    ]
  ),
  Scenario(
    name: "the count stops at Int.max and Int.min",
    runs: [
      .init(
        arguments: ["--count", "9223372036854775807", "--script", "incr", "--state-json"],
        status: 1,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 9223372036854775807,
            "favoritePrimes" : [

            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: "Refused incr: the count is 9223372036854775807, the largest Int there is. Try decr.\n"
      ),
      .init(
        arguments: ["--count", "-9223372036854775808", "--script", "decr"],
        status: 1,
        output: """
          Counter  incr decr
            count: -9223372036854775808 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused decr: the count is -9223372036854775808, the smallest Int there is. Try incr.\n"
      ),
    ]
  ),
  Scenario(
    name: "the other refusals",
    favoritesFileBefore: "[2,3,5]",
    runs: [
      .init(
        arguments: ["--script", "dismiss-alert"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused dismiss-alert: there is no alert. Ask with nth-prime first.\n"
      ),
      .init(
        arguments: ["--script", "save-favorite"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused save-favorite: the prime modal is not open. Open it with is-prime.\n"
      ),
      .init(
        arguments: ["--script", "remove-favorite"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused remove-favorite: the prime modal is not open. Open it with is-prime.\n"
      ),
      .init(
        arguments: ["--script", "is-prime is-prime"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Prime modal  close-modal
            0 is not prime :(

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused is-prime: the prime modal is already open.\n"
      ),
      .init(
        arguments: ["--script", "is-prime save-favorite"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Prime modal  close-modal
            0 is not prime :(

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused save-favorite: 0 is not prime.\n"
      ),
      .init(
        arguments: ["--script", "incr incr is-prime save-favorite save-favorite"],
        status: 1,
        output: """
          Counter  incr decr
            count: 2 (prime)  is-prime
            nth-prime  What is the 2nd prime?

          Prime modal  close-modal
            2 is prime 🎉  remove-favorite  Remove from favorite primes

          Favorite primes  delete <index> save load
            0: 2

          Activity feed
            added 2 to favorite primes

          """,
        errorOutput: "Refused save-favorite: 2 is already a favorite prime.\n"
      ),
      .init(
        arguments: ["--script", "incr incr is-prime remove-favorite"],
        status: 1,
        output: """
          Counter  incr decr
            count: 2 (prime)  is-prime
            nth-prime  What is the 2nd prime?

          Prime modal  close-modal
            2 is prime 🎉  save-favorite  Save to favorite primes

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused remove-favorite: 2 is not a favorite prime.\n"
      ),
      .init(
        arguments: ["--script", "close-modal"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused close-modal: the prime modal is not open. Open it with is-prime.\n"
      ),
      .init(
        arguments: ["--script", "delete 0"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: "Refused delete 0: there are no favorite primes to delete.\n"
      ),
      .init(
        arguments: ["--script", "incr incr is-prime save-favorite delete 1"],
        status: 1,
        output: """
          Counter  incr decr
            count: 2 (prime)  is-prime
            nth-prime  What is the 2nd prime?

          Prime modal  close-modal
            2 is prime 🎉  remove-favorite  Remove from favorite primes

          Favorite primes  delete <index> save load
            0: 2

          Activity feed
            added 2 to favorite primes

          """,
        errorOutput: "Refused delete 1: there is one favorite prime, number 0.\n"
      ),
      .init(
        arguments: ["--script", "load delete -1", "--state-json"],
        status: 1,
        output: """
          {
            "activityFeed" : [

            ],
            "alertNthPrime" : null,
            "count" : 0,
            "favoritePrimes" : [
              2,
              3,
              5
            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : false,
            "loggedInUser" : null
          }

          """,
        errorOutput: "Refused delete -1: the favorite primes are numbered 0 to 2.\n"
      ),
    ],
    favoritesFileAfter: "[2,3,5]"
  ),
  Scenario(
    name: "a corrupt favorites file is reported and never overwritten",
    favoritesFileBefore: "2, 3, 5 — my favorites",
    runs: [
      .init(
        arguments: ["--script", "load"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput:
          "$DATA/favorite-primes.json is not a list of favorite primes (a JSON array of integers), so nothing was loaded. It has been left as it is: fix it or move it aside, then load again.\n"
      ),
      .init(
        arguments: ["--script", "incr incr is-prime save-favorite save incr", "--state-json"],
        status: 1,
        output: """
          {
            "activityFeed" : [
              {
                "prime" : 2,
                "type" : "addedFavoritePrime"
              }
            ],
            "alertNthPrime" : null,
            "count" : 2,
            "favoritePrimes" : [
              2
            ],
            "isNthPrimeButtonDisabled" : false,
            "isPrimeModalShown" : true,
            "loggedInUser" : null
          }

          """,
        errorOutput:
          "Did not save: $DATA/favorite-primes.json could not be read as a list of favorite primes, and saving would overwrite it. Move it aside or fix it, then save again.\n"
      ),
    ],
    favoritesFileAfter: "2, 3, 5 — my favorites"
  ),
  Scenario(
    name: "a data directory that cannot be written",
    favoritesFileBefore: "[]",
    runs: [
      .init(
        arguments: ["--data-dir", "$DATA/favorite-primes.json/data", "--script", "save"],
        status: 1,
        output: """
          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput:
          "Could not save favorite primes: $DATA/favorite-primes.json is a file, not a folder. Choose a data directory you can write to, or move the file aside.\n"
      )
    ],
    favoritesFileAfter: "[]"
  ),
  Scenario(
    name: "an interactive session redraws and quits at the end of input",
    runs: [
      .init(
        arguments: [],
        input: ["incr", "nth-prime"],
        isInteractive: true,
        environment: ["NO_COLOR": "1"],
        status: 0,
        output: """
          Type help to see the commands.

          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet
          >\u{20}
          Counter  incr decr
            count: 1 (not prime)  is-prime
            nth-prime  What is the 1st prime?

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet
          >\u{20}
          Counter  incr decr
            count: 1 (not prime)  is-prime
            nth-prime  What is the 1st prime?
            The 1st prime is 2  dismiss-alert

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet
          >\u{20}

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "an interactive session carries on after a mistake, in colour",
    runs: [
      .init(
        arguments: [],
        input: ["jump", "decr decr", "nth-prime", "incr", "quit", "incr"],
        isInteractive: true,
        status: 0,
        output: """
          Type help to see the commands.

          \u{1B}[1mCounter\u{1B}[0m  \u{1B}[36mincr\u{1B}[0m \u{1B}[36mdecr\u{1B}[0m
            count: 0 (\u{1B}[2mnot prime\u{1B}[0m)  \u{1B}[36mis-prime\u{1B}[0m
            \u{1B}[2mnth-prime answers for counts from 1 to 100000\u{1B}[0m

          \u{1B}[1mFavorite primes\u{1B}[0m  \u{1B}[36mdelete <index>\u{1B}[0m \u{1B}[36msave\u{1B}[0m \u{1B}[36mload\u{1B}[0m
          \u{1B}[2m  none yet\u{1B}[0m

          \u{1B}[1mActivity feed\u{1B}[0m
          \u{1B}[2m  nothing yet\u{1B}[0m
          > >\u{20}
          \u{1B}[1mCounter\u{1B}[0m  \u{1B}[36mincr\u{1B}[0m \u{1B}[36mdecr\u{1B}[0m
            count: -2 (\u{1B}[2mnot prime\u{1B}[0m)  \u{1B}[36mis-prime\u{1B}[0m
            \u{1B}[2mnth-prime answers for counts from 1 to 100000\u{1B}[0m

          \u{1B}[1mFavorite primes\u{1B}[0m  \u{1B}[36mdelete <index>\u{1B}[0m \u{1B}[36msave\u{1B}[0m \u{1B}[36mload\u{1B}[0m
          \u{1B}[2m  none yet\u{1B}[0m

          \u{1B}[1mActivity feed\u{1B}[0m
          \u{1B}[2m  nothing yet\u{1B}[0m
          >\u{20}
          \u{1B}[1mCounter\u{1B}[0m  \u{1B}[36mincr\u{1B}[0m \u{1B}[36mdecr\u{1B}[0m
            count: -2 (\u{1B}[2mnot prime\u{1B}[0m)  \u{1B}[36mis-prime\u{1B}[0m
            \u{1B}[2mnth-prime answers for counts from 1 to 100000\u{1B}[0m

          \u{1B}[1mFavorite primes\u{1B}[0m  \u{1B}[36mdelete <index>\u{1B}[0m \u{1B}[36msave\u{1B}[0m \u{1B}[36mload\u{1B}[0m
          \u{1B}[2m  none yet\u{1B}[0m

          \u{1B}[1mActivity feed\u{1B}[0m
          \u{1B}[2m  nothing yet\u{1B}[0m
          >\u{20}
          \u{1B}[1mCounter\u{1B}[0m  \u{1B}[36mincr\u{1B}[0m \u{1B}[36mdecr\u{1B}[0m
            count: -1 (\u{1B}[2mnot prime\u{1B}[0m)  \u{1B}[36mis-prime\u{1B}[0m
            \u{1B}[2mnth-prime answers for counts from 1 to 100000\u{1B}[0m

          \u{1B}[1mFavorite primes\u{1B}[0m  \u{1B}[36mdelete <index>\u{1B}[0m \u{1B}[36msave\u{1B}[0m \u{1B}[36mload\u{1B}[0m
          \u{1B}[2m  none yet\u{1B}[0m

          \u{1B}[1mActivity feed\u{1B}[0m
          \u{1B}[2m  nothing yet\u{1B}[0m
          >\u{20}
          """,
        errorOutput: """
          Unknown command "jump" at line 1, word 1. Type help to see the commands.
          Refused nth-prime: it answers for counts from 1 to 100000, and the count is -2. Use incr or decr (or --count) to choose n.

          """
      )
    ]
  ),
  Scenario(
    name: "help in an interactive session does not redraw",
    runs: [
      .init(
        arguments: [],
        input: ["help", "", "incr is-prime"],
        isInteractive: true,
        environment: ["NO_COLOR": "1"],
        status: 0,
        output: """
          Type help to see the commands.

          Counter  incr decr
            count: 0 (not prime)  is-prime
            nth-prime answers for counts from 1 to 100000

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet
          > Commands:
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

          > >\u{20}
          Counter  incr decr
            count: 1 (not prime)  is-prime
            nth-prime  What is the 1st prime?

          Prime modal  close-modal
            1 is not prime :(

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet
          >\u{20}

          """,
        errorOutput: ""
      )
    ]
  ),
  Scenario(
    name: "colour only on a terminal that shows it, and never with NO_COLOR",
    runs: [
      .init(
        arguments: [],
        isInteractive: true,
        environment: [:],
        status: 0,
        output: """
          Type help to see the commands.

          \u{1B}[1mCounter\u{1B}[0m  \u{1B}[36mincr\u{1B}[0m \u{1B}[36mdecr\u{1B}[0m
            count: 0 (\u{1B}[2mnot prime\u{1B}[0m)  \u{1B}[36mis-prime\u{1B}[0m
            \u{1B}[2mnth-prime answers for counts from 1 to 100000\u{1B}[0m

          \u{1B}[1mFavorite primes\u{1B}[0m  \u{1B}[36mdelete <index>\u{1B}[0m \u{1B}[36msave\u{1B}[0m \u{1B}[36mload\u{1B}[0m
          \u{1B}[2m  none yet\u{1B}[0m

          \u{1B}[1mActivity feed\u{1B}[0m
          \u{1B}[2m  nothing yet\u{1B}[0m
          >\u{20}

          """,
        errorOutput: ""
      ),
      .init(
        arguments: [],
        isInteractive: true,
        environment: ["NO_COLOR": "yes"],
        status: 0,
        output: plainInteractiveStart,
        errorOutput: ""
      ),
      .init(
        arguments: [],
        isInteractive: true,
        environment: ["NO_COLOR": ""],
        status: 0,
        output: plainInteractiveStart,
        errorOutput: ""
      ),
      .init(
        arguments: [],
        isInteractive: true,
        environment: ["TERM": "dumb"],
        status: 0,
        output: plainInteractiveStart,
        errorOutput: ""
      ),
      // Xcode's console: a terminal by `isatty` and `TERM`, which prints escape codes as text.
      .init(
        arguments: [],
        isInteractive: true,
        environment: ["TERM": "xterm-256color", "__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/tmp/DerivedData/Products"],
        status: 0,
        output: plainInteractiveStart,
        errorOutput: ""
      ),
      .init(
        arguments: ["--script", "incr"],
        environment: ["NO_COLOR": ""],
        status: 0,
        output: """
          Counter  incr decr
            count: 1 (not prime)  is-prime
            nth-prime  What is the 1st prime?

          Favorite primes  delete <index> save load
            none yet

          Activity feed
            nothing yet

          """,
        errorOutput: ""
      ),
    ]
  ),
  Scenario(
    name: "--script wins over an interactive terminal",
    runs: [
      .init(
        arguments: ["--script", "incr is-prime"],
        input: ["decr"],
        isInteractive: true,
        status: 0,
        output: """
          \u{1B}[1mCounter\u{1B}[0m  \u{1B}[36mincr\u{1B}[0m \u{1B}[36mdecr\u{1B}[0m
            count: 1 (\u{1B}[2mnot prime\u{1B}[0m)  \u{1B}[36mis-prime\u{1B}[0m
            \u{1B}[36mnth-prime\u{1B}[0m  What is the 1st prime?

          \u{1B}[1mPrime modal\u{1B}[0m  \u{1B}[36mclose-modal\u{1B}[0m
            1 is not prime :(

          \u{1B}[1mFavorite primes\u{1B}[0m  \u{1B}[36mdelete <index>\u{1B}[0m \u{1B}[36msave\u{1B}[0m \u{1B}[36mload\u{1B}[0m
          \u{1B}[2m  none yet\u{1B}[0m

          \u{1B}[1mActivity feed\u{1B}[0m
          \u{1B}[2m  nothing yet\u{1B}[0m

          """,
        errorOutput: ""
      )
    ]
  ),
]

/// What every checkpoint shows before anything has happened.
let emptyScreen = """
  Counter  incr decr
    count: 0 (not prime)  is-prime
    nth-prime answers for counts from 1 to 100000

  Favorite primes  delete <index> save load
    none yet

  Activity feed
    nothing yet

  """

/// The interactive screen at start without colour, as `NO_COLOR` (any value) and `TERM=dumb` leave it.
let plainInteractiveStart = "Type help to see the commands.\n\n" + emptyScreen + ">\u{20}\n"

/// What `--help` (or `-h`, wherever it stands) prints, in every checkpoint: the same text for both spellings.
let programHelp = """
  Usage: swift run $PROGRAM [options]

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
