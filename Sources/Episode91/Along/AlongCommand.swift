import ExerciseSupport
import Foundation
import Messages

extension Episode91 {
  /// `along [stage] [--path] [--restart]`: the walk into `stage`, made by the learner in a working copy of the code
  /// (`WorkingCopy`), each save judged (`AlongSession`); alone, the walks and how far each copy has come.
  static func along(_ invocation: Invocation) throws(UsageError) -> Int32 {
    let (workbook, console) = (invocation.workbook, invocation.console)
    let names = invocation.arguments.positionals
    let flags = invocation.arguments.flags
    if names.isEmpty && flags.isEmpty { return listAlongWalks(workbook: workbook, console: console) }
    guard names.count == 1 else { throw UsageError(AlongMessage.takesOneStage) }
    let stage = try Stage.named(orThrow: names[0])
    guard stage.previous != nil else { throw UsageError(AlongMessage.takesOneStage) }
    let copy = WorkingCopy(into: stage, workbook: workbook)
    if flags.contains("--path") {
      console.line(copy.folder.path)
      return ExitCode.success
    }
    let walk: Walk
    do {
      walk = try workbook.walk(into: stage, in: console.language)
    } catch {
      return report(error, stage: stage, console: console)
    }
    let exists = FileManager.default.fileExists(atPath: copy.folder.path)
    if flags.contains("--restart") && exists {
      guard restartAlong(copy, console: console) else { return ExitCode.success }
    }
    return AlongStart(
      walk: walk, copy: copy, console: console, executables: invocation.executables,
      carrying: flags.contains("--carry")
    ).run()
  }

  /// Each walk, its title, and the step its copy has reached, in aligned columns.
  static func listAlongWalks(
    workbook: Workbook, console: Console,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    console.line(console.text(AlongMessage.listHeading))
    console.line()
    var rows: [(stage: Stage, title: String, reached: String)] = []
    for stage in Stage.all where stage.previous != nil {
      let folder = WorkingCopy.folder(into: stage, workbook: workbook, environment: environment)
      let copy = WorkingCopy(into: stage, workbook: workbook, folder: folder)
      let source = try? workbook.walkSource(into: stage, in: console.language)
      let count = source?.steps.count ?? 0
      let reached: String
      switch AlongProgress.peek(in: copy) {
      case nil: reached = console.text(AlongMessage.notStarted)
      case let done? where done >= count: reached = console.text(AlongMessage.allDone)
      case let done?:
        reached = console.text(AlongMessage.reachedStep, ["number": "\(done + 1)", "count": "\(count)"])
      }
      rows.append((stage, source?.title ?? stage.target, reached))
    }
    let width = rows.map(\.title.displayWidth).max() ?? 0
    for row in rows {
      let title = row.title + String(repeating: " ", count: width - row.title.displayWidth)
      console.line(
        "  "
          + console.text(
            AlongMessage.listRow, ["stage": "\(row.stage.number)", "title": title, "reached": row.reached]))
    }
    console.line()
    wrapped(console.text(AlongMessage.listHint), width: screenWidth).forEach { console.line($0) }
    return ExitCode.success
  }

  /// Asks before starting over; the old copy is moved aside, never deleted. True when the learner said yes.
  static func restartAlong(_ copy: WorkingCopy, console: Console) -> Bool {
    let aside = copy.folder.deletingLastPathComponent()
      .appendingPathComponent("\(copy.stage.target)-\(AlongProgress.stamp())")
    let kept = copy.workbook.displayPath(aside)
    let question = console.text(AlongMessage.restartQuestion, ["stage": "\(copy.stage.number)", "kept": kept])
    // Wrapped at spaces: a terminal would break the folder's name where the line runs out.
    wrapped(question, width: screenWidth).forEach { console.line($0) }
    guard console.readAnswer()?.trimmingCharacters(in: .whitespaces).lowercased() == "y" else {
      console.line(console.text(AlongMessage.notRestarted))
      return false
    }
    do {
      try FileManager.default.moveItem(at: copy.folder, to: aside)
    } catch {
      console.error(
        console.text(
          CommandLineMessage.errorPrefix,
          [
            "message": console.text(
              AlongMessage.cannotWrite, ["path": kept, "reason": error.localizedDescription])
          ]))
      return false
    }
    console.line(console.text(AlongMessage.restarted, ["kept": kept]))
    return true
  }
}

extension AlongProgress {
  /// The steps done in `copy`, or nil when it has no copy or no readable record; reads only, for the list.
  static func peek(in copy: WorkingCopy) -> Int? {
    guard let data = FileManager.default.contents(atPath: url(in: copy).path) else { return nil }
    return (try? JSONDecoder().decode(AlongProgress.self, from: data))?.done
  }
}

/// Everything between the command line and the session: the copy made (or found and checked), locked, its
/// progress read, the shared modules found for the compiler's check (the copy built once when there are none).
struct AlongStart {
  var walk: Walk
  var copy: WorkingCopy
  var console: Console
  var executables: Executables
  /// `--carry`: the learner's changes carried onto a checkpoint that changed since the copy was made.
  var carrying = false

  func run() -> Int32 {
    let folder = copy.workbook.displayPath(copy.folder)
    let start = AlongProgress.fingerprint(walk.files(afterStep: 0))
    var notes: [String] = []
    if !FileManager.default.fileExists(atPath: copy.folder.path) {
      console.line(console.text(AlongMessage.making, ["stage": "\(walk.into.number)", "folder": folder]))
      do {
        try copy.lay(walk.files(afterStep: 0))
        try keepStart()
        try AlongProgress(done: 0, start: start).write(in: copy)
        // How to code along, under the first step, the first time.
        notes.append(console.text(AlongMessage.codeAlongHow, ["folder": folder]))
      } catch {
        return fail(AlongMessage.cannotWrite, ["path": folder, "reason": "\(error)"])
      }
    }
    guard let lock = AlongLock(copy: copy) else { return fail(AlongMessage.busy, ["folder": folder]) }
    if let edited = restoreOurFiles() { notes.append(edited) }
    var carried = false
    if carrying {
      switch carry() {
      case .failure(let problem):
        return fail(AlongMessage.cannotWrite, ["path": problem.path, "reason": problem.reason])
      case .success(let said):
        notes += said.notes
        carried = said.carried
      }
    }
    var progress: AlongProgress
    switch AlongProgress.read(in: copy) {
    case .read(let read):
      progress = read
    case .none:
      progress = AlongProgress(done: 0, start: start)
    case .corrupt(let kept):
      progress = AlongProgress(done: 0, start: start)
      notes.append(console.text(AlongMessage.corruptProgress, ["kept": kept]))
    }
    progress.done = min(max(0, progress.done), walk.source.steps.count)
    if progress.start != start && carried {
      progress.start = start
      try? progress.write(in: copy)
    } else if progress.start != start {
      let earlier = walk.from.number
      notes.append(
        console.text(AlongMessage.checkpointChanged, ["stage": "\(earlier)", "number": "\(walk.into.number)"]))
      progress.start = start
    }
    // The copy's own build first, then the workbook's. `.build/debug` is the link SwiftPM keeps to the platform's
    // folder on both systems (`x86_64-unknown-linux-gnu/debug` here, `arm64-apple-macosx/debug` on a Mac); Xcode
    // builds a package elsewhere (DerivedData), so a copy built only in Xcode is built once here.
    var modules = WalkCompilerCheck.modules(in: copy.folder.appendingPathComponent(".build/debug"))
    if modules == nil { modules = WalkCompilerCheck.modules(in: executables.folder) }
    if modules == nil {
      console.line(console.text(AlongMessage.building))
      let built = copy.build()
      if built.interrupted { return Episode91.ExitCode.interrupted }
      if !built.succeeded {
        let reason =
          WorkingCopy.errors(in: built.output).first ?? built.output.split(separator: "\n").last.map(String.init)
        notes.append(console.text(AlongMessage.buildFailed, ["reason": reason ?? ""]))
      }
      modules = WalkCompilerCheck.modules(in: copy.folder.appendingPathComponent(".build/debug"))
    }
    let session = AlongSession(
      walk: walk, copy: copy, console: console, environment: .live(console: console),
      checker: modules.map(WalkCompilerCheck.init(modules:)), progress: progress, notes: notes)
    return withExtendedLifetime(lock) { session.run() }
  }

  /// Where the copy keeps the walk's starting state it was made from, to carry the learner's changes onto a
  /// checkpoint that changed since.
  static let startFolder = "\(WorkingCopy.privateFolder)/start"

  /// The walk's starting state, kept in the copy.
  private func keepStart() throws(WorkingCopy.Problem) {
    let start = copy.url(Self.startFolder)
    try? FileManager.default.removeItem(at: start)
    for (path, text) in walk.files(afterStep: 0) {
      try copy.write(text, as: "\(Self.startFolder)/\(path)")
    }
  }

  /// `--carry`: every file the learner has not changed since the copy's start (the same tokens) becomes the new
  /// checkpoint's; every file they changed stays theirs, and is named. The copy's covered files as they were are
  /// kept in `.along/before-carry-<time>/` first. Nothing to do when the start is the same.
  private func carry() -> Result<(notes: [String], carried: Bool), WorkingCopy.Problem> {
    let newStart = walk.files(afterStep: 0)
    var oldStart: [String: String] = [:]
    let startURL = copy.url(Self.startFolder)
    if let walker = FileManager.default.enumerator(at: startURL, includingPropertiesForKeys: nil) {
      let base = startURL.standardizedFileURL.resolvingSymlinksInPath().path + "/"
      for case let url as URL in walker where url.pathExtension == "swift" {
        let path = String(url.standardizedFileURL.resolvingSymlinksInPath().path.dropFirst(base.count))
        oldStart[path] = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      }
    }
    guard !oldStart.isEmpty else { return .success(([console.text(AlongMessage.noStartKept)], false)) }
    guard oldStart != newStart else { return .success(([console.text(AlongMessage.nothingToCarry)], false)) }
    let mine = CopyReading.of(copy).files
    let before = "\(WorkingCopy.privateFolder)/before-carry-\(AlongProgress.stamp())"
    var yours: [String] = []
    do throws(WorkingCopy.Problem) {
      for (path, text) in mine {
        try copy.write(text, as: "\(before)/\(path)")
      }
      for path in Set(oldStart.keys).union(newStart.keys).union(mine.keys).sorted() {
        let untouched = mine[path].map(SwiftTokens.key(of:)) == oldStart[path].map(SwiftTokens.key(of:))
        guard untouched else {
          if mine[path] != newStart[path] { yours.append(path) }
          continue
        }
        if let text = newStart[path] {
          try copy.write(text, as: path)
        } else if mine[path] != nil {
          try? FileManager.default.removeItem(at: copy.url(path))
        }
      }
      try keepStart()
    } catch {
      return .failure(error)
    }
    let notes =
      [console.text(AlongMessage.carried, ["kept": before])]
      + yours.map { console.text(AlongMessage.carriedKeptYours, ["path": $0]) }
    return .success((notes, true))
  }

  /// The manifest and the stand-ins as `along` writes them; what to tell the learner when the manifest was edited.
  private func restoreOurFiles() -> String? {
    copy.restoreOurFiles().map { AlongSession.manifestEdited(copy, kept: $0, console: console) }
  }

  private func fail(_ key: AlongMessage, _ arguments: [String: String]) -> Int32 {
    console.error(console.text(CommandLineMessage.errorPrefix, ["message": console.text(key, arguments)]))
    return Episode91.ExitCode.failure
  }
}
