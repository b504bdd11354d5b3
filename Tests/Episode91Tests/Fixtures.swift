import ExerciseSupport
import Foundation
import Messages
import ProbeKit
import TerminalText
import Testing

@testable import Episode91

/// A workbook in a temporary folder holding only the checkpoint files a test writes, so these tests never
/// depend on how far the real checkpoints have got.
final class FixtureWorkbook {
  let root: URL
  /// Stands in for the build folder, laid out as SwiftPM lays it out: `.build/<platform>/<configuration>`.
  /// A checkpoint counts as compiled once an executable file with its name is here.
  let binaries: URL

  /// - Parameter withLessons: whether to copy every checkpoint's README, which creates every checkpoint folder.
  init(withLessons: Bool = true) throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-fixture-\(UUID().uuidString)")
    binaries = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug")
    try FileManager.default.createDirectory(at: binaries, withIntermediateDirectories: true)
    if withLessons {
      try copyLessons()
    }
  }

  /// Every checkpoint's lesson, in both languages, from the real workbook: `show`, `overview`, `compare` and
  /// `diff` read a stage's title and notes there, while the checkpoints' sources stay the test's to write.
  private func copyLessons() throws {
    for stage in Stage.all {
      for language in Language.allCases {
        let path = "Episodes/\(stage.target)/\(StageLesson.fileName(in: language))"
        try write(String(contentsOf: Workbook.current.url(path), encoding: .utf8), to: path)
      }
    }
  }

  deinit {
    try? FileManager.default.removeItem(at: root)
  }

  var workbook: Workbook { Workbook(root: root) }

  /// Writes `text` at `path`, relative to the workbook, creating folders as needed.
  func write(_ text: String, to path: String) throws {
    let url = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// Creates checkpoint `number` with `files` (relative to its folder) and `tests` (relative to its test folder).
  func addStage(
    _ number: Int, files: [String: String] = ["main.swift": "print(1)\n"], tests: [String: String] = [:]
  )
    throws
  {
    let stage = Stage.all[number - 1]
    for (path, text) in files {
      try write(text, to: "Episodes/\(stage.target)/\(path)")
    }
    for (path, text) in tests {
      try write(text, to: "Tests/\(stage.target)Tests/\(path)")
    }
    try FileManager.default.createDirectory(
      at: workbook.checkpointFolder(for: stage), withIntermediateDirectories: true)
  }

  /// Puts an executable named after checkpoint `number` in the fake build folder, with `script` as its body.
  func compile(_ number: Int, script: String = "#!/bin/sh\nexit 2\n") throws {
    let url = binaries.appendingPathComponent(Stage.all[number - 1].target)
    try script.write(to: url, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
  }

  /// Executables that answer from `answer` instead of starting processes, and never replace the test runner.
  func executables(answer: @escaping RunProcess = { _ in ProcessResult(termination: .exited(2)) }) -> Executables {
    Executables(
      folder: binaries, runCaptured: answer,
      replaceProcess: { _, _ in
        Issue.record("a test tried to replace its own process")
        return "not in tests"
      })
  }

  /// Executables that run the fake build folder's scripts for real.
  var realExecutables: Executables {
    Executables(folder: binaries, runCaptured: ProcessRunner.run, replaceProcess: { _, _ in "not in tests" })
  }

  /// Runs Episode91 against this workbook, returning its exit code and what it printed.
  func run(
    _ arguments: [String], executables: Executables? = nil, color: Bool = false
  ) -> (code: Int32, output: String, errors: String) {
    let captured = CapturedConsole()
    captured.usesColor = color
    let code = Episode91.main(
      arguments: arguments, console: captured.console, workbook: workbook,
      executables: executables ?? self.executables())
    return (code, captured.output, captured.errors)
  }
}

/// A probe's JSON answer, as a checkpoint would print it. `cell` is shown as it is (a `code` sentence) unless
/// `sentence` is given; the detail is always "What stage N did.".
func probeJSON(
  _ probe: Probe, stage: Int, cell: String = "answer", sentence: ProbeSentence? = nil, good: String = "null",
  extra: String = ""
) -> String {
  let cellJSON = sentence.map(json) ?? #"{"key": "code", "values": {"code": "\#(cell)"}}"#
  return """
    {"probe": "\(probe.rawValue)", "stage": \(stage), "outcome": "measured", "cell": \(cellJSON), \
    "detail": {"key": "code", "values": {"code": "What stage \(stage) did."}}, "good": \(good)\(extra)}
    """
}

/// `value` as one line of JSON, as a checkpoint writes it.
func json(_ value: some Encodable) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
  return String(decoding: try! encoder.encode(value), as: UTF8.self)
}

/// A process result as a checkpoint that answered every probe with `probeJSON` would give.
func answering(_ request: ProcessRequest) -> ProcessResult {
  let probe = Probe(rawValue: request.arguments.last ?? "") ?? .storeType
  let stage = Stage.all.first { request.executable.lastPathComponent == $0.target }?.number ?? 0
  let extra = probe == .readCost ? #", "nanoseconds": 2.5, "configuration": "debug""# : ""
  return ProcessResult(
    termination: .exited(0), standardOutput: probeJSON(probe, stage: stage, cell: "s\(stage) ok", extra: extra))
}

/// `output` with every wrapped paragraph joined back into one line (a line break and the indentation after it
/// become one space), for checking that a long sentence was printed whole.
func unwrapped(_ output: String) -> String {
  output.replacing(/\n +/, with: " ")
}

extension Exercise {
  /// The exercise's words in English as Episode91 prints them, for tests that look for them on a screen.
  var english: ExerciseText { Workbook.current.text(of: self, in: .english) }
}
