import ExerciseSupport
import Foundation
import Messages

/// `along <stage>` at work: the next step's instruction on screen (as `walk` shows it, without its diff, which is
/// the answer), and every save in the copy judged as it happens, without a key: a match moves on, a copy that is
/// ahead moves there, anything else gets the compiler's errors on the learner's own code. Keys and saves arrive as
/// `watch` reads them (`WatchEnvironment`): one key at a time at a terminal, lines from a pipe.
struct AlongSession {
  var walk: Walk
  var copy: WorkingCopy
  var console: Console
  var environment: WatchEnvironment
  /// The walk's own compiler check, run on the learner's files; nil when no shared modules were found.
  var checker: WalkCompilerCheck?
  var progress: AlongProgress
  /// What the start found worth saying (a corrupt record, an edited manifest), shown on the first screen.
  var notes: [String] = []
  var screenSize: () -> ScreenSize = { ScreenSize.measured() }

  private var judge: AlongJudge { AlongJudge(walk: walk) }
  private var count: Int { walk.source.steps.count }

  /// What the learner sees besides the step: the last verdict, what a key showed, and the step being looked at.
  private struct State {
    var progress: AlongProgress
    var judge: AlongJudge
    var viewing: Int?
    var verdict: [String] = []
    var pane: [String] = []
    var stamps: [String: FileStamp] = [:]
    /// The learner's files at the last judging, for `m` and `d`.
    var files: [String: String] = [:]
    /// The first line in view of a screen taller than the terminal, as `walk` scrolls; nil shows the verdict or
    /// the pane from its top, since what was just said is what the learner looks for.
    var scroll: Int?
    /// Ctrl-C stopped a child (the compiler, the tests): the session ends with 130, whatever the key or save was.
    var interrupted = false
    /// Each text's tokens, so a save tokenizes only the files it changed.
    var tokens: [String: String] = [:]

    mutating func keys(of files: [String: String]) -> [String: String] {
      files.mapValues { text in
        if let known = tokens[text] { return known }
        let key = SwiftTokens.key(of: text)
        tokens[text] = key
        return key
      }
    }
  }

  /// How a judging ended.
  private enum Ending {
    case judged
    case copyGone
    case interrupted
  }

  func run() -> Int32 {
    environment.begin()
    defer { environment.end() }
    var state = State(progress: progress, judge: judge)
    state.verdict = notes
    if progress.done > 0 && progress.done < count {
      state.verdict.append(
        console.text(AlongMessage.resumed, ["number": "\(progress.done + 1)", "count": "\(count)"]))
    } else if progress.done == count {
      state.verdict.append(finishedAlready)
    }
    switch judgeCopy(&state, quietWhenUnchanged: true) {
    case .copyGone: return copyGone()
    case .interrupted: return interrupted()
    case .judged: break
    }
    draw(state)
    while true {
      let input = environment.nextInput()
      switch input {
      case .tick:
        guard FileManager.default.fileExists(atPath: copy.folder.path) else { return copyGone() }
        guard stamps() != state.stamps else { continue }
        switch judgeCopy(&state, quietWhenUnchanged: false) {
        case .copyGone: return copyGone()
        case .interrupted: return interrupted()
        case .judged: draw(state)
        }
      case .key(let key):
        // What a key shows is laid out at the screen's width, as the screen is drawn.
        let ending = ScreenSize.$width.withValue(screenSize().columns) { handle(key, &state) }
        guard let ending else {
          if state.interrupted { return interrupted() }
          draw(state)
          continue
        }
        return ending
      case .resize:
        // The window changed size: the screen again at once, fitted to it (`draw` asks the size anew).
        if console.clearsScreen { draw(state) }
      case .endOfInput, .interrupt:
        console.line()
        stoppedLine().forEach { console.line($0) }
        return input == .interrupt ? Episode91.ExitCode.interrupted : Episode91.ExitCode.success
      }
    }
  }

  /// What the compiler will say once the step is done, as one sentence: the walk's `Compiler:` line is a label for
  /// a reader, and after "Once it is done" it would read as two.
  private func onceDone(_ compiler: CompilerStatement) -> String {
    if let reason = compiler.noNewError { return console.text(AlongMessage.onceDoneNoNewError, ["reason": reason]) }
    if compiler.builds { return console.text(AlongMessage.onceDoneBuilds) }
    return console.text(AlongMessage.onceDoneReports, ["errors": compiler.quotedErrors])
  }

  /// What a walk already done says when it is opened again, or asked for a step it no longer has.
  private var finishedAlready: String {
    console.text(AlongMessage.finishedAlready, ["stage": "\(walk.into.number)"])
  }

  /// The last words, wrapped to the window like the screen above them: the terminal would cut a word.
  private func stoppedLine() -> [String] {
    laidOut(
      console.text(
        AlongMessage.stopped, ["folder": copy.workbook.displayPath(copy.folder), "stage": "\(walk.into.number)"]))
  }

  /// What `along` says of an edited manifest: whose file it is, why, and where the learner's edit is.
  static func manifestEdited(_ copy: WorkingCopy, kept: URL, console: Console) -> String {
    console.text(
      AlongMessage.packageEdited,
      [
        "file": copy.workbook.displayPath(copy.url(WorkingCopy.manifestName)),
        "kept": copy.workbook.displayPath(kept),
      ])
  }

  private func copyGone() -> Int32 {
    console.line()
    console.error(
      console.text(
        CommandLineMessage.errorPrefix,
        [
          "message": console.text(
            AlongMessage.copyGone,
            ["folder": copy.workbook.displayPath(copy.folder), "stage": "\(walk.into.number)"])
        ]))
    return Episode91.ExitCode.failure
  }

  private func interrupted() -> Int32 {
    console.line()
    stoppedLine().forEach { console.line($0) }
    return Episode91.ExitCode.interrupted
  }

  /// Every covered file's stamp, and the manifest's: a save changes one.
  private func stamps() -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    stamps[WorkingCopy.manifestName] = FileStamp.of(copy.url(WorkingCopy.manifestName))
    for path in copy.coveredPaths() {
      stamps[path] = FileStamp.of(copy.url(path))
    }
    return stamps
  }

  // MARK: - Judging

  /// Reads the copy and judges it against the next states: a match (or a later one) moves on and says what the
  /// compiler now says; anything else gets the learner's errors, unless `quietWhenUnchanged` and the copy is just
  /// where the progress says.
  private func judgeCopy(_ state: inout State, quietWhenUnchanged: Bool) -> Ending {
    guard FileManager.default.fileExists(atPath: copy.folder.path) else { return .copyGone }
    // The manifest is ours: an edit is kept aside and said, at the save that made it, as the start does.
    let edited = quietWhenUnchanged ? nil : copy.restoreOurFiles()
    state.stamps = stamps()
    state.pane = []
    state.scroll = nil
    let reading = CopyReading.of(copy)
    state.files = reading.files
    if !quietWhenUnchanged { state.verdict = [] }
    if let edited { state.verdict.append(Self.manifestEdited(copy, kept: edited, console: console)) }
    guard reading.unreadable.isEmpty else {
      state.verdict += reading.unreadable.sorted { $0.key < $1.key }.map { path, problem in
        switch problem {
        case .notUTF8: console.text(AlongMessage.notUTF8, ["path": path])
        case .tooLarge(let bytes): console.text(AlongMessage.tooLarge, ["path": path, "bytes": "\(bytes)"])
        case .cannotRead: console.text(AlongMessage.cannotRead, ["path": path])
        }
      }
      return .judged
    }
    if state.tokens.count > 500 { state.tokens = [:] }
    let keys = state.keys(of: reading.files)
    let done = state.progress.done
    if let reached = state.judge.reached(keys, after: done, keeping: state.progress.kept) {
      advance(&state, to: reached)
      return state.interrupted ? .interrupted : .judged
    }
    let now = state.judge.keys(ofState: done, keeping: state.progress.kept).keys
    // A save of the manifest alone leaves the copy where it was: nothing more to say of it.
    if done == count || ((quietWhenUnchanged || edited != nil) && now == keys) { return .judged }
    return mismatch(&state, reading.files, keys: keys)
  }

  /// Steps up to `reached` done: said, and kept in the progress record.
  private func advance(_ state: inout State, to reached: Int) {
    let before = state.progress.done
    state.progress.done = reached
    state.viewing = nil
    save(state.progress, &state)
    state.verdict += [console.bold(console.text(AlongMessage.doneStep, ["number": "\(reached)"]))]
    if reached > before + 1 {
      state.verdict.append(
        console.text(AlongMessage.ahead, ["number": "\(reached)", "first": "\(before + 1)", "last": "\(reached)"]))
    }
    if let compiler = walk.source.steps[reached - 1].compiler {
      // A `no new error` statement names no error: it is said as the walk says it.
      state.verdict.append(
        compiler.builds
          ? console.text(AlongMessage.doneBuilds)
          : compiler.errors.isEmpty
            ? compiler.said(in: console.language)
            : console.text(AlongMessage.doneReports, ["errors": compiler.quotedErrors]))
    }
    if reached == count {
      state.verdict += [
        "", console.bold(console.text(AlongMessage.finished, ["stage": "\(walk.into.number)"])),
      ]
      if console.clearsScreen {
        // The first run builds the copy's tests: the learner sees what it waits for.
        environment.clearScreen()
        console.line(console.text(AlongMessage.running))
      }
      state.verdict += runTests(&state)
    }
  }

  /// Why `url` could not be written, in plain words: a read-only folder is named as such, with what still works.
  private func cannotWrite(_ url: URL, _ reason: String) -> String {
    guard WorkingCopy.isReadOnly(url) else {
      return console.text(AlongMessage.cannotWrite, ["path": copy.workbook.displayPath(url), "reason": reason])
    }
    return console.text(AlongMessage.readOnly, ["folder": copy.workbook.displayPath(copy.folder)])
  }

  private func save(_ progress: AlongProgress, _ state: inout State) {
    do {
      try progress.write(in: copy)
    } catch {
      state.verdict.append(cannotWrite(AlongProgress.url(in: copy), error.localizedDescription))
    }
  }

  /// The copy is not the next step's state: the files changed that the step does not touch, the compiler's errors
  /// on the learner's code (the step's files first, each with its line in the copy), and what the step expects.
  private func mismatch(_ state: inout State, _ files: [String: String], keys: [String: String]) -> Ending {
    let next = state.progress.done + 1
    let step = walk.source.steps[next - 1]
    // What the start said (a changed checkpoint, a corrupt record) stays above the verdict.
    let said = state.verdict
    var lines = [console.bold(console.text(AlongMessage.notYet))]
    if let compiler = step.compiler {
      lines.append(console.text(AlongMessage.stepExpects, ["said": compiler.said(in: console.language)]))
    }
    let (expected, lapsed) = state.judge.keys(ofState: next, keeping: state.progress.kept)
    let differing = Set(keys.keys).union(expected.keys).filter { keys[$0] != expected[$0] }.sorted()
    // A file of the walk gone and one the walk never has in its place, with the same code or the same name: one
    // file moved or renamed, said as such rather than as two unrelated problems.
    let missing = differing.filter { files[$0] == nil }
    let notTheWalks = Set(differing.filter { path in files[path] != nil && walk.states.allSatisfy { $0[path] == nil } })
    var moved: [(from: String, to: String)] = []
    for path in differing where notTheWalks.contains(path) {
      let name = URL(fileURLWithPath: path).lastPathComponent
      let from = missing.first { was in
        !moved.contains { $0.from == was }
          && (keys[path] == expected[was] || URL(fileURLWithPath: was).lastPathComponent == name)
      }
      if let from { moved.append((from, path)) }
    }
    for (from, to) in moved {
      lines.append(console.text(AlongMessage.movedFile, ["path": to, "walkPath": from]))
    }
    let explained = Set(moved.flatMap { [$0.from, $0.to] })
    // The step's own files are the compiler's to speak of, unless one is gone.
    for path in differing where !explained.contains(path) && (!step.paths.contains(path) || files[path] == nil) {
      if files[path] == nil {
        lines.append(console.text(AlongMessage.missingFile, ["path": path]))
      } else if notTheWalks.contains(path) {
        lines.append(console.text(AlongMessage.extraFile, ["path": path]))
      } else if let later = state.judge.nextChange(of: path, after: next) {
        lines.append(console.text(AlongMessage.otherFile, ["path": path, "step": "\(later)"]))
      } else {
        lines.append(console.text(AlongMessage.otherFileNever, ["path": path]))
      }
    }
    for path in lapsed {
      lines.append(console.text(AlongMessage.spellingNoLongerApplies, ["step": "\(next)", "path": path]))
    }
    if let checker {
      if console.clearsScreen {
        // The check takes a second or two: the learner sees it is under way.
        state.verdict = said + lines + [console.dim(console.text(AlongMessage.checking))]
        draw(state)
      }
      let tests = step.paths.allSatisfy(DiffScope.isTest)
      let found = checker.locatedErrors(files, module: walk.into.target, tests: tests)
      if found.interrupted {
        state.interrupted = true
        return .interrupted
      }
      if found.errors.isEmpty {
        lines.append(console.text(AlongMessage.yourCodeBuilds))
      } else {
        lines.append(console.text(AlongMessage.yourErrors))
        // The step's files first, each file's errors from its top, as the learner reads the file.
        let ordered = found.errors.sorted { one, other in
          let (oneInStep, otherInStep) = (step.paths.contains(one.path ?? ""), step.paths.contains(other.path ?? ""))
          if oneInStep != otherInStep { return oneInStep }
          if one.path != other.path { return (one.path ?? "~") < (other.path ?? "~") }
          return (one.line ?? 0) < (other.line ?? 0)
        }
        for error in ordered.prefix(8) {
          let place = error.path.map { path in error.line.map { "\(path):\($0)" } ?? path }
          lines.append("  " + (place.map { console.bold($0) + ": " } ?? "") + error.message)
        }
        if ordered.count > 8 { lines.append("  …") }
      }
    }
    state.verdict = said + lines
    return .judged
  }

  // MARK: - Keys

  /// Does what `key` asks; an exit code once the session is over, nil to go on.
  private func handle(_ key: Character, _ state: inout State) -> Int32? {
    let done = state.progress.done
    if ["j", "k", " ", "f", "b", KeyReader.arrowDown, KeyReader.arrowUp, KeyReader.pageDown, KeyReader.pageUp]
      .contains(key)
    {
      // As `walk` scrolls a page taller than the screen; where nothing scrolls, nothing moves.
      guard let (frame, tailTop) = frame(state) else { return nil }
      let top = min(state.scroll ?? tailTop, frame.lastTop)
      switch key {
      case "j", KeyReader.arrowDown: state.scroll = min(frame.lastTop, top + 1)
      case "k", KeyReader.arrowUp: state.scroll = max(0, top - 1)
      case " ", "f", KeyReader.pageDown: state.scroll = min(frame.lastTop, top + frame.bodyRows)
      default: state.scroll = max(0, top - frame.bodyRows)
      }
      return nil
    }
    state.scroll = nil
    switch key {
    case "q", "Q":
      console.line()
      stoppedLine().forEach { console.line($0) }
      return Episode91.ExitCode.success
    case "d", "D":
      guard done < count else { break }
      state.pane = peek(done + 1, state.files)
    case "t", "T":
      guard done < count else {
        (state.verdict, state.pane) = ([finishedAlready], [])
        break
      }
      take(done + 1, &state)
    case "m", "M":
      guard done < count else {
        (state.verdict, state.pane) = ([finishedAlready], [])
        break
      }
      keepSpelling(done + 1, &state)
    case "r", "R":
      state.pane = runIfBuilds(done, &state).flatMap { wrapped($0, width: screenWidth) }
    case "p", "P":
      let current = state.viewing ?? done + 1
      if current > 1 { state.viewing = current - 1 }
    case "n", "N":
      if let viewing = state.viewing { state.viewing = viewing + 1 > min(done, count) ? nil : viewing + 1 }
    default:
      return nil
    }
    return nil
  }

  /// `d`: the step's change as `walk` shows it, then where the learner's copy first differs from the step's state.
  private func peek(_ number: Int, _ files: [String: String]) -> [String] {
    var lines: [String] = []
    let target = walk.files(afterStep: number)
    let paths = walk.paths(ofStep: number)
    let mine = files.filter { paths.contains($0.key) }
    let theirs = target.filter { paths.contains($0.key) }
    // The first hunk that changes code: the judge reads no comment, so a comment of the learner's own (or one
    // they left as it was) is no difference worth showing.
    let differing = diffCheckpoints(old: mine, new: theirs, ignoringWhitespace: true).lazy.compactMap { file in
      file.hunks.first(where: Self.changesCode).map { (file, $0) }
    }
    if let (first, hunk) = differing.first {
      var shown = first
      shown.hunks = [hunk]
      lines +=
        [""]
        + wrapped(console.text(AlongMessage.peekYours, ["path": first.path]), width: screenWidth).map(console.bold)
      lines += WalkPage.lines(
        DiffRendering.patch(shown, sides: ("yours", "walk"), width: screenWidth, console: console)
      ).dropLast()
      lines.append("")
    }
    for file in WalkScreen.files(ofStep: number, of: walk) {
      lines += WalkPage.lines(DiffRendering.patch(file, sides: ("a", "b"), width: screenWidth, console: console))
        .dropLast()
    }
    return lines
  }

  /// Whether a hunk's removed and added lines differ in more than layout and comments.
  private static func changesCode(_ hunk: DiffHunk) -> Bool {
    var (removed, added) = ("", "")
    for line in hunk.lines {
      switch line {
      case .removed(let text): removed += text + "\n"
      case .added(let text): added += text + "\n"
      case .context: break
      }
    }
    return SwiftTokens.key(of: removed) != SwiftTokens.key(of: added)
  }

  /// `t`: the step's files as the walk has them after it; each of the learner's own that differs is kept in
  /// `.along/step-<n>/` first. A comment-only or mechanical step passes this way.
  private func take(_ number: Int, _ state: inout State) {
    let (before, target) = (walk.files(afterStep: number - 1), walk.files(afterStep: number))
    let paths = walk.paths(ofStep: number)
    let keptFolder = "\(WorkingCopy.privateFolder)/step-\(number)-\(AlongProgress.stamp())"
    var keptAny = false
    for path in paths {
      // The walk's version replaces any spelling of the learner's kept for it.
      state.progress.kept[path] = nil
      let mine = FileManager.default.contents(atPath: copy.url(path).path)
      do {
        // Only what the learner wrote is worth keeping: not the walk's own state before the step, untouched.
        if let mine, mine != target[path].map({ Data($0.utf8) }), mine != before[path].map({ Data($0.utf8) }) {
          try copy.write(String(decoding: mine, as: UTF8.self), as: "\(keptFolder)/\(path)")
          keptAny = true
        }
        if let text = target[path] {
          try copy.write(text, as: path)
        } else if mine != nil {
          try FileManager.default.removeItem(at: copy.url(path))
        }
      } catch {
        state.verdict = [
          cannotWrite(copy.url(path), (error as? WorkingCopy.Problem)?.reason ?? error.localizedDescription)
        ]
        return
      }
    }
    save(state.progress, &state)
    let files = paths.map { "`\($0)`" }.joined(separator: ", ")
    let said =
      keptAny
      ? console.text(
        AlongMessage.took, ["files": files, "kept": keptFolder])
      : console.text(AlongMessage.tookNothing, ["files": files])
    state.verdict = []
    if state.judge.changesOnlyComments(number) {
      advance(&state, to: number)
    } else {
      _ = judgeCopy(&state, quietWhenUnchanged: false)
    }
    state.verdict.insert(said, at: 0)
  }

  /// `m`: the learner's spelling of the step's files kept, when the compiler says of their code what it says of
  /// the step's state (the same errors, or none); later states are then compared with it.
  private func keepSpelling(_ number: Int, _ state: inout State) {
    guard let checker else { return }
    let target = walk.files(afterStep: number)
    let tests = walk.paths(ofStep: number).allSatisfy(DiffScope.isTest)
    let keys = state.keys(of: state.files)
    var spellings: [String: KeptSpelling] = [:]
    for path in state.judge.differing(keys, state: number) {
      guard let walkKey = state.judge.keys[number][path], let mineKey = keys[path] else { continue }
      // From the walk's own state: the learner's file holds every spelling of theirs, earlier ones too.
      spellings[path] = KeptSpelling(walk: KeptSpelling.tokens(of: walkKey), mine: KeptSpelling.tokens(of: mineKey))
    }
    // An error naming the learner's own name (`Env`) says what the walk's says of `Environment`.
    let renamings = spellings.values.reduce(into: [:]) { $0.merge($1.renamings) { first, _ in first } }
    let mine = checker.locatedErrors(state.files, module: walk.into.target, tests: tests)
    let theirs = checker.locatedErrors(target, module: walk.into.target, tests: tests)
    if mine.interrupted || theirs.interrupted {
      state.interrupted = true
      return
    }
    let mineSaid = Set(mine.errors.map { KeptSpelling.message($0.message, renaming: renamings) })
    guard mineSaid == Set(theirs.errors.map(\.message)) else {
      state.verdict = [console.text(AlongMessage.cannotKeep)]
      return
    }
    state.progress.kept.merge(spellings) { _, new in new }
    let kept = spellings.keys.sorted()
    save(state.progress, &state)
    _ = judgeCopy(&state, quietWhenUnchanged: false)
    state.verdict = kept.map { console.text(AlongMessage.keptSpelling, ["path": $0]) } + state.verdict
  }

  /// `r`: the stage's tests in the copy, where the lesson builds at the step reached.
  private func runIfBuilds(_ done: Int, _ state: inout State) -> [String] {
    let builds = done == 0 || walk.source.steps[..<done].last { $0.compiler != nil }?.compiler?.builds ?? true
    guard builds else { return [console.text(AlongMessage.runNotYet)] }
    // The tests move to the later checkpoint's module at a step of their own; until then they cannot build.
    if importsEarlier(done), let step = (done + 1...count).first(where: { !importsEarlier($0) }) {
      return [console.text(AlongMessage.runTestsNotYet, ["module": walk.from.target, "step": "\(step)"])]
    }
    if console.clearsScreen {
      environment.clearScreen()
      console.line(console.text(AlongMessage.running))
    }
    return runTests(&state)
  }

  /// Whether a test file of the state after `step` still imports the earlier checkpoint's module.
  private func importsEarlier(_ step: Int) -> Bool {
    walk.files(afterStep: step).contains { path, text in
      DiffScope.isTest(path)
        && text.split(separator: "\n").contains { line in
          line.split(separator: " ").suffix(2).elementsEqual(["import", Substring(walk.from.target)])
        }
    }
  }

  /// `swift test` in the copy: whether the tests pass, and the last lines of what failed. Ctrl-C during the run
  /// ends the session, as it does anywhere else in `along`.
  private func runTests(_ state: inout State) -> [String] {
    let result = copy.run(tests: true)
    if result.interrupted {
      state.interrupted = true
      return []
    }
    if result.succeeded { return [console.green(console.text(AlongMessage.runPassed))] }
    let failures = result.output.split(separator: "\n").filter { $0.contains("error") || $0.contains("✘") }
    return [console.red(console.text(AlongMessage.runFailed))] + failures.suffix(6).map { "  " + $0 }
  }

  // MARK: - The screen

  /// The step's page without its diff (its place and title pinned, what doing it asks of the learner), then the
  /// verdict or what a key showed; and the line where that tail starts. What a key asked for shows instead of the
  /// verdict, until the next save or key.
  private func fullPage(_ state: State) -> (page: WalkPage, tailTop: Int) {
    let (pinned, why, instruction) = page(state)
    let tail =
      state.pane.isEmpty ? state.verdict.flatMap(laidOut) : state.pane
    let page = WalkPage(pinned: pinned, body: why + instruction + (tail.isEmpty ? [] : [""] + tail))
    let shownTail = tail.drop { $0.isEmpty }.reversed().drop { $0.isEmpty }.count
    return (page, max(0, page.body.count - shownTail))
  }

  /// The page laid out as `walk` lays out a page, on a terminal that clears; nil elsewhere. The tail's first line
  /// is where a screen taller than the terminal is scrolled to until the learner scrolls.
  private func frame(_ state: State) -> (frame: WalkPage.Frame, tailTop: Int)? {
    guard console.clearsScreen else { return nil }
    let size = screenSize()
    return ScreenSize.$width.withValue(size.columns) {
      let (page, tailTop) = fullPage(state)
      let frame = page.framed(rows: size.rows, top: state.scroll ?? tailTop) { keyLines(scrolling: $0) }
      return (frame, tailTop)
    }
  }

  /// The screen: at a terminal that clears, fit to it and scrolled as `walk` scrolls; printed whole elsewhere.
  private func draw(_ state: State) {
    guard let (frame, tailTop) = frame(state) else {
      let page = ScreenSize.$width.withValue(screenSize().columns) { fullPage(state).page }
      console.write(page.text)
      console.line()
      keyLines(scrolling: nil).forEach { console.line(console.dim($0)) }
      return
    }
    let top = min(state.scroll ?? tailTop, frame.lastTop)
    environment.clearScreen()
    // No newline after the last line: on the screen's last row it would scroll the pinned lines away.
    console.write(frame.screen(top: top, console: console).joined(separator: "\n"))
  }

  /// The step on screen: its place and title pinned, as `walk` pins them; the section's why when the step opens a
  /// section, which goes first when the screen is short; then what the learner must have: the instruction, the
  /// files to change, what the compiler says once it is done, and what to do. Not the step's diff: that is the
  /// answer (`d` peeks at it).
  private func page(_ state: State) -> (pinned: [String], why: [String], body: [String]) {
    let done = state.progress.done
    guard let number = state.viewing ?? (done < count ? done + 1 : nil) else {
      return ([console.bold(walk.source.title)], [], [])
    }
    let step = walk.source.steps[number - 1]
    let pinned = Array(WalkScreen.stepPage(number, of: walk, workbook: copy.workbook, console: console).pinned)
    func markdown(_ lines: [String]) -> [String] {
      WalkPage.lines(StageScreen.markdown(lines, stage: walk.into, workbook: copy.workbook, language: console.language))
    }
    var why: [String] = []
    if let group = walk.source.groups.first(where: { $0.title == step.group }), !group.introduction.isEmpty,
      walk.source.steps.first(where: { $0.group == group.title }) == step
    {
      why = markdown(group.introduction) + [""]
    }
    var body = step.narration.isEmpty ? [] : markdown(step.narration) + [""]
    let files = step.paths.map { "`\($0)`" }.joined(separator: ", ")
    body += wrapped(console.text(AlongMessage.changesFiles, ["files": files]), width: screenWidth)
    if let compiler = step.compiler {
      body += wrapped(onceDone(compiler), width: screenWidth)
    }
    let ask: String
    if let viewing = state.viewing {
      ask = console.text(AlongMessage.viewing, ["number": "\(viewing)", "current": "\(done + 1)"])
    } else if state.judge.changesOnlyComments(number) {
      ask = console.text(AlongMessage.commentOnly)
    } else if step.blocks.contains(where: \.isFolded) {
      ask = console.text(AlongMessage.folded, ["summary": step.foldSummary ?? files])
    } else {
      ask = console.text(AlongMessage.waiting)
    }
    body += wrapped(ask, width: screenWidth).map(console.bold)
    return (pinned, why, body)
  }

  /// A line of the verdict wrapped to the screen; an indented one (an error under "The compiler on your copy:")
  /// goes on further in, so each error stands apart from the next.
  private func laidOut(_ line: String) -> [String] {
    guard line.hasPrefix("  ") else { return wrapped(line, width: screenWidth).flatMap(cut) }
    return wrapped(String(line.dropFirst(2)), width: max(20, screenWidth - 4)).enumerated().map { index, part in
      (index == 0 ? "  " : "    ") + part
    }.flatMap(cut)
  }

  /// A line still wider than the screen after wrapping (a long path is one word) cut where the screen ends, so the
  /// terminal never wraps it and the screen keeps its rows; a coloured line is left whole (a colour code is no
  /// column, and must not be cut).
  private func cut(_ line: String) -> [String] {
    guard line.displayWidth > screenWidth, !line.contains("\u{1B}") else { return [line] }
    var lines = [""]
    for character in line {
      if lines[lines.count - 1].displayWidth + String(character).displayWidth > screenWidth { lines.append("") }
      lines[lines.count - 1].append(character)
    }
    return lines
  }

  /// The keys, wrapped as `walk` wraps its own; where the screen scrolls, which lines are in view first.
  private func keyLines(scrolling: WalkPage.Scrolling?) -> [String] {
    var keys = console.text(environment.readsSingleKeys ? AlongMessage.keysSingle : .keysLines)
    if let scrolling, environment.readsSingleKeys {
      let position = console.text(
        AlongMessage.scrollPosition,
        [
          "first": "\(scrolling.top + 1)", "last": "\(min(scrolling.count, scrolling.top + scrolling.rows))",
          "count": "\(scrolling.count)",
        ])
      keys = position + "   " + keys
    }
    return WalkPage.keyLines(keys)
  }
}
