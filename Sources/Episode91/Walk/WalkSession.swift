import ExerciseSupport
import Foundation
import Messages

/// `walk` at a terminal: the walk's opening, then one step per page, then the questions, each a page; `n` and `p`
/// move between pages and a question is answered with a choice's number. Keys arrive as `watch` reads them
/// (`WatchEnvironment`): one by one from a terminal, as lines from a pipe.
///
/// On a terminal that clears (`Console.clearsScreen`), a page is drawn to fit the screen, whatever its size: its
/// pinned lines (the step's place and title, `WalkPage`) at the top, as much of its body as fits under them, and
/// the keys at the bottom. A taller body scrolls inside the page as `less` scrolls: space or `f` (or Page Down) a
/// screen down, `b` (or Page Up) a screen up, `j` and `k` (or the arrows) a line; space at the bottom of a page
/// goes on to the next, as `less` users expect. Elsewhere (Xcode's console, a test's capture) each page is
/// printed whole, and the keys after it.
///
/// The choices of every question come in an order of their own on each run (`order(ofChoices:question:seed:)`),
/// so a right answer is never learnt by its place; the answer names the choice as it was numbered on screen, and
/// the end of the walk says how many questions were answered right the first time.
struct WalkSession {
  var walk: Walk
  var workbook: Workbook
  var console: Console
  var environment: WatchEnvironment
  /// The size to draw a page at, asked again before each page is drawn, so a resized window gets pages that fit.
  var screenSize: () -> ScreenSize = { ScreenSize.measured() }
  /// Seeds the shuffle of the choices: a new one on every run.
  var seed: UInt64 = UInt64.random(in: 0...UInt64.max)

  /// Where the learner is: the page, how far its body is scrolled, and each question's first answer.
  private struct Place {
    var page = 0
    var top = 0
    /// The choice (its index in the walk file) first chosen for each question answered so far, by question index.
    var firstAnswers: [Int: Int] = [:]
    /// What the learner chose on this page, shown under its choices.
    var chosen: Int?
  }

  /// The opening, then the steps, then the questions.
  private var pageCount: Int { 1 + walk.source.steps.count + walk.source.questions.count }

  /// Shows the walk's opening and follows the learner's keys until they quit or pass the last page.
  func run() -> Int32 {
    environment.begin()
    defer { environment.end() }
    var place = Place()
    show(&place)
    while true {
      switch environment.nextInput() {
      case .tick:
        continue
      case .resize:
        // The window changed size: the page again at once, fitted to it (`show` asks the size anew).
        if console.clearsScreen { show(&place) }
      case .endOfInput, .interrupt:
        console.line()
        console.line(console.text(WalkMessage.stopped))
        return Episode91.ExitCode.success
      case .key(let key):
        guard handle(key, &place) else { return Episode91.ExitCode.success }
      }
    }
  }

  /// Does what `key` asks; false once the walk is over.
  private func handle(_ key: Character, _ place: inout Place) -> Bool {
    let scrolls = console.clearsScreen
    switch key {
    case "n", "N":
      return turn(to: place.page + 1, &place)
    case " ", "f", KeyReader.pageDown:
      guard scrolls, let frame = frame(place), place.top < frame.lastTop else {
        return turn(to: place.page + 1, &place)
      }
      place.top = min(frame.lastTop, place.top + frame.bodyRows)
    case "b", KeyReader.pageUp:
      guard scrolls, let frame = frame(place) else { break }
      place.top = max(0, place.top - frame.bodyRows)
    case "j", KeyReader.arrowDown:
      guard scrolls, let frame = frame(place) else { break }
      place.top = min(frame.lastTop, place.top + 1)
    case "k", KeyReader.arrowUp:
      guard scrolls else { break }
      place.top = max(0, place.top - 1)
    case "p", "P":
      return turn(to: max(0, place.page - 1), &place)
    case "q", "Q":
      if scrolls { console.line() }
      console.line(console.text(WalkMessage.stopped))
      return false
    default:
      guard let question = questionIndex(place.page), let number = key.wholeNumberValue else { break }
      let order = Self.order(
        ofChoices: walk.source.questions[question].choices.count, question: question, seed: seed)
      guard (1...order.count).contains(number) else { break }
      place.chosen = number
      if place.firstAnswers[question] == nil { place.firstAnswers[question] = order[number - 1] }
      guard scrolls else {
        console.line()
        answer(question, chosen: number).forEach { console.line($0) }
        printKeys(place)
        return true
      }
      // The answer is the last thing on the page: scrolled into view.
      place.top = frame(place)?.lastTop ?? 0
    }
    if scrolls { show(&place) } else { printKeys(place) }
    return true
  }

  /// Goes to `page`, or past the last one to the end of the walk; false once the walk is over.
  private func turn(to page: Int, _ place: inout Place) -> Bool {
    guard page < pageCount else {
      if console.clearsScreen { console.line() }
      console.line()
      console.line(console.text(WalkMessage.finished, ["stage": "\(walk.into.number)"]))
      if !walk.source.questions.isEmpty {
        let right = place.firstAnswers.filter { walk.source.questions[$0.key].choices[$0.value].isRight }.count
        console.line(
          console.text(
            WalkMessage.score,
            ["right": "\(right)", "count": "\(walk.source.questions.count)", "stage": "\(walk.into.number)"]))
      }
      return false
    }
    place.page = page
    place.top = 0
    place.chosen = nil
    show(&place)
    return true
  }

  /// The index of the question on `page`, or nil on the opening or a step.
  private func questionIndex(_ page: Int) -> Int? {
    let steps = walk.source.steps.count
    return page > steps ? page - steps - 1 : nil
  }

  /// Page `place.page` at the width in force now.
  private func page(_ place: Place) -> WalkPage {
    let steps = walk.source.steps.count
    if place.page == 0 {
      return WalkScreen.openingPage(of: walk, workbook: workbook, console: console)
    }
    guard let question = questionIndex(place.page) else {
      return WalkScreen.stepPage(place.page, of: walk, workbook: workbook, console: console)
    }
    let order = Self.order(ofChoices: walk.source.questions[question].choices.count, question: question, seed: seed)
    var page = WalkScreen.questionPage(
      question + 1, of: walk, workbook: workbook, order: order, console: console)
    if place.page == steps + 1, let heading = walk.source.questionsHeading {
      page.pinned = [console.bold(heading), ""] + page.pinned
    }
    if let chosen = place.chosen {
      page.body += [""] + answer(question, chosen: chosen)
    }
    return page
  }

  /// What the learner is told for choosing `chosen` (as numbered on screen) in question `question`: which choice
  /// that was, its reason, and the right one's number when it was not right.
  private func answer(_ question: Int, chosen: Int) -> [String] {
    let choices = walk.source.questions[question].choices
    let order = Self.order(ofChoices: choices.count, question: question, seed: seed)
    let choice = choices[order[chosen - 1]]
    var lines = ["  " + console.bold(console.text(WalkMessage.chose, ["number": "\(chosen)"]))]
    lines += WalkPage.lines(WalkScreen.reason(choice, console: console))
    if !choice.isRight, let right = order.firstIndex(where: { choices[$0].isRight }) {
      lines.append("  " + console.text(WalkMessage.answer, ["number": "\(right + 1)"]))
    }
    return lines
  }

  /// Page `place.page` laid out for the screen as it is now, on a terminal that clears; nil elsewhere.
  private func frame(_ place: Place) -> WalkPage.Frame? {
    guard console.clearsScreen else { return nil }
    let size = screenSize()
    return ScreenSize.$width.withValue(size.columns) {
      page(place).framed(rows: size.rows, top: place.top) { keyLines(place, scrolling: $0) }
    }
  }

  /// The page on a clear screen: all of it at a terminal that cannot be cleared, the part `place.top` scrolls to
  /// at one that can, with the keys under it.
  private func show(_ place: inout Place) {
    guard let frame = frame(place) else {
      console.write(page(place).text)
      printKeys(place)
      return
    }
    place.top = min(place.top, frame.lastTop)
    environment.clearScreen()
    // No newline after the last line: on the screen's last row it would scroll the pinned lines away.
    console.write(frame.screen(top: place.top, console: console).joined(separator: "\n"))
  }

  /// The keys, after a page printed whole.
  private func printKeys(_ place: Place) {
    console.line()
    keyLines(place, scrolling: nil).forEach { console.line(console.dim($0)) }
  }

  /// The keys that work on this page, wrapped to the screen; with `scrolling`, the lines in view and the keys
  /// that scroll. Where the page is printed whole the page's place leads them, since its top may be gone.
  private func keyLines(_ place: Place, scrolling: WalkPage.Scrolling?) -> [String] {
    let single = environment.readsSingleKeys
    var keys: String
    if let scrolling, single {
      keys = console.text(
        WalkMessage.scrollKeysSingle,
        [
          "first": "\(scrolling.top + 1)", "last": "\(min(scrolling.count, scrolling.top + scrolling.rows))",
          "count": "\(scrolling.count)",
        ])
    } else if let question = questionIndex(place.page) {
      let count = walk.source.questions[question].choices.count
      keys = console.text(single ? WalkMessage.questionKeysSingle : .questionKeysLines, ["count": "\(count)"])
    } else {
      keys = console.text(single ? WalkMessage.keysSingle : .keysLines)
    }
    if !console.clearsScreen {
      keys = placeName(place) + "   " + keys
    }
    return WalkPage.keyLines(keys)
  }

  /// "Step 3 of 9", "Question 1 of 4", or the walk's title on its opening.
  private func placeName(_ place: Place) -> String {
    let (steps, questions) = (walk.source.steps.count, walk.source.questions.count)
    if let question = questionIndex(place.page) {
      return console.text(WalkMessage.questionPlace, ["number": "\(question + 1)", "count": "\(questions)"])
    }
    guard place.page > 0 else { return walk.source.title }
    return console.text(WalkMessage.stepPlace, ["number": "\(place.page)", "count": "\(steps)"])
  }

  /// The order question `question`'s `count` choices are shown in (indices into the walk file's choices), the
  /// same for the same seed: a Fisher–Yates shuffle driven by SplitMix64, whose sequence is fixed by its seed on
  /// every platform, unlike `SystemRandomNumberGenerator`'s.
  static func order(ofChoices count: Int, question: Int, seed: UInt64) -> [Int] {
    var state = seed &+ UInt64(question) &* 0x9E37_79B9_7F4A_7C15
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
    var order = Array(0..<count)
    for index in stride(from: count - 1, to: 0, by: -1) {
      order.swapAt(index, Int(next() % UInt64(index + 1)))
    }
    return order
  }
}
