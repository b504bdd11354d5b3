import ExerciseSupport
import Messages

/// `walk` at a terminal: one step per screen, turned with `n` (or space) and `p`, then the questions, which the
/// learner answers with a choice's number and is told why. Keys arrive as `watch` reads them (`WatchEnvironment`):
/// one by one from a terminal, as lines from a pipe.
struct WalkSession {
  var walk: Walk
  var workbook: Workbook
  var console: Console
  var environment: WatchEnvironment

  /// The steps, then the questions, each a page.
  private var pageCount: Int { walk.source.steps.count + walk.source.questions.count }

  /// Shows the first step and follows the learner's keys until they quit or pass the last page.
  func run() -> Int32 {
    environment.begin()
    defer { environment.end() }
    var page = 1
    show(page)
    while true {
      switch environment.nextInput() {
      case .tick:
        continue
      case .endOfInput, .interrupt:
        console.line()
        console.line(console.text(WalkMessage.stopped))
        return Episode91.ExitCode.success
      case .key(let key):
        switch Character(key.lowercased()) {
        case "n", " ":
          guard page < pageCount else {
            console.line()
            console.line(console.text(WalkMessage.finished, ["stage": "\(walk.into.number)"]))
            return Episode91.ExitCode.success
          }
          page += 1
          show(page)
        case "p":
          page = max(1, page - 1)
          show(page)
        case "q":
          console.line(console.text(WalkMessage.stopped))
          return Episode91.ExitCode.success
        default:
          answer(key, onPage: page)
        }
      }
    }
  }

  /// A page on a clear screen: the walk's opening before the first step, and the keys after every page.
  private func show(_ page: Int) {
    environment.clearScreen()
    let steps = walk.source.steps.count
    if page == 1 {
      console.write(WalkScreen.opening(of: walk, workbook: workbook, console: console) + "\n")
    }
    if page <= steps {
      console.write(WalkScreen.step(page, of: walk, workbook: workbook, console: console))
    } else {
      if page == steps + 1, let heading = walk.source.questionsHeading {
        console.line(console.bold(heading))
        console.line()
      }
      console.write(
        WalkScreen.question(page - steps, of: walk, workbook: workbook, answered: false, console: console))
    }
    printKeys(page)
  }

  /// A choice's number on a question's page gets that choice's reason; any other key, the keys.
  private func answer(_ key: Character, onPage page: Int) {
    let steps = walk.source.steps.count
    guard page > steps, let number = key.wholeNumberValue else { return printKeys(page) }
    let choices = walk.source.questions[page - steps - 1].choices
    guard (1...choices.count).contains(number) else { return printKeys(page) }
    console.line()
    console.line(WalkScreen.reason(choices[number - 1], console: console))
    printKeys(page)
  }

  /// The keys, after the page's place: a step taller than the terminal scrolls its heading away, and the place
  /// at the bottom still says where the learner is.
  private func printKeys(_ page: Int) {
    let single = environment.readsSingleKeys
    let (steps, questions) = (walk.source.steps.count, walk.source.questions.count)
    let place: String
    let keys: String
    if page > steps {
      let count = walk.source.questions[page - steps - 1].choices.count
      place = console.text(WalkMessage.questionPlace, ["number": "\(page - steps)", "count": "\(questions)"])
      keys = console.text(single ? WalkMessage.questionKeysSingle : .questionKeysLines, ["count": "\(count)"])
    } else {
      place = console.text(WalkMessage.stepPlace, ["number": "\(page)", "count": "\(steps)"])
      keys = console.text(single ? WalkMessage.keysSingle : .keysLines)
    }
    console.line()
    console.line(console.dim("\(place)   \(keys)"))
  }
}
