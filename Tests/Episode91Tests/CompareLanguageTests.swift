import ExerciseSupport
import Foundation
import Messages
import ProbeKit
import TerminalText
import Testing

@testable import Episode91

/// `compare` in Korean: every sentence has a Korean entry, the table lines up with Hangul in it, and every
/// answer the checkpoints give has a Korean template.
@Suite struct CompareLanguageTests {
  @Test func everyCompareMessageHasAKoreanEntryAskingForTheSameArguments() {
    checkCatalog(CompareMessage.self)
    checkCatalog(CompareRowNote.self)
  }

  // MARK: the table and notes in Korean

  /// The cells the checkpoints answered with when this was written, stage by stage, probe by probe in the order
  /// of `Probe.allCases`: what the Korean table is laid out from.
  private static let todaysCells: [[ProbeSentence]] = {
    let liveFile = ProbeSentence(.liveFileWritten)
    let wontCompile = ProbeSentence(.wontCompile)
    let bothOffline = ProbeSentence(.bothUsed, ["double": .word(.offline)])
    let different = ProbeSentence(.eachUsedItsOwn, ["first": .word(.online), "second": .word(.offline)])
    let ownEach = ProbeSentence(.eachSawItsOwn)
    let leaked = ProbeSentence(.aSawAnothersDouble, ["task": "B"])
    func shape(_ code: ProbeValue) -> ProbeSentence { ProbeSentence(.code, ["code": code]) }
    func cost(_ figure: ProbeValue) -> ProbeSentence { ProbeSentence(.nanosecondsInDebug, ["nanoseconds": figure]) }
    func root(_ count: ProbeValue) -> ProbeSentence { ProbeSentence(.rootHolds, ["count": count]) }
    return [
      [
        liveFile, bothOffline, ProbeSentence(.globalsToSet, ["count": "2"]), shape("Store<S, A>"), leaked, cost("24.6"),
      ],
      [wontCompile, different, root("2"), shape("Store<S, A, Env>"), ownEach, cost("2.8")],
      [wontCompile, different, root("2"), shape("Store<S, A>"), ownEach, cost("9.3")],
      [wontCompile, different, root("1"), shape("Store<S, A>"), ownEach, cost("0.6")],
      [
        ProbeSentence(.reportedDependency, ["dependency": "fileClient"]), different,
        ProbeSentence(.declaredAndRegistered, ["count": "1"]), shape("Store<S, A>"), ownEach, cost("992.4"),
      ],
      [
        liveFile, bothOffline, ProbeSentence(.globalToSet, ["count": "1"]), shape("StateStore<S, A>"), leaked,
        cost("621.9"),
      ],
    ]
  }()

  /// Stages 1–4 answer with today's cells, 5 fails to run, 6 is not compiled.
  private func koreanCompare(_ arguments: [String] = []) throws -> String {
    let fixture = try FixtureWorkbook()
    for number in 1...5 {
      try fixture.addStage(number)
      try fixture.compile(number)
    }
    try fixture.addStage(6)
    let executables = fixture.executables { request in
      let probe = Probe(rawValue: request.arguments.last ?? "") ?? .storeType
      guard let stage = Stage.all.first(where: { request.executable.lastPathComponent == $0.target }),
        stage.number <= 4
      else {
        return ProcessResult(termination: .exited(1), standardError: "Fatal error: the probe broke\n")
      }
      let row = Probe.allCases.firstIndex(of: probe) ?? 0
      let extra = probe == .readCost ? #", "nanoseconds": 2.5, "configuration": "debug""# : ""
      return ProcessResult(
        termination: .exited(0),
        standardOutput: probeJSON(
          probe, stage: stage.number, sentence: Self.todaysCells[stage.number - 1][row], extra: extra)
      )
    }
    let result = fixture.run(["--lang", "ko", "compare"] + arguments, executables: executables)
    #expect(result.code == 0)
    return result.output
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func theKoreanTableStartsEveryColumnAtTheSameColumnOnEveryLine() throws {
    let output = try koreanCompare()
    // The table's bands, down to the note under it: each band's stage headings say where its columns start.
    let table = Array(lines(output).drop { !$0.contains("1단계") }.prefix { !$0.hasPrefix("* ") })
    #expect(table.count > 8)
    #expect(table.contains { $0.contains("파일 기록됨") })
    #expect(table.contains { $0.contains("컴파일 안 됨") })
    #expect(table.contains { $0.contains("프로브 실패") })
    let bands = table.split(separator: "").filter { !$0.isEmpty }
    #expect(bands.count >= 1)
    for band in bands {
      let heading = band[band.startIndex]
      let starts = heading.indices.filter {
        heading[$0].isNumber && heading[heading.index(after: $0)...].hasPrefix("단계")
      }
      .map { heading[..<$0].displayWidth }
      #expect(!starts.isEmpty)
      for line in band where !line.hasPrefix("---") {
        for start in starts where start < line.displayWidth {
          #expect(
            characterBoundary(in: line, atColumn: start) && column(start - 1, of: line) == " ",
            "column \(start) does not start a cell: \(line)")
        }
      }
    }
  }

  @Test func theDegradedWordsStayOnOneLineInSixColumnsInKoreanToo() {
    let width = CompareTable.layout(stageCount: 6).columnWidth
    for cell in [ProbeCell.notCompiled, .failed(reason: LocalizedText(verbatim: "x"))] {
      #expect(wrapped(cell.text(in: .korean), width: width).count == 1, "\(cell.text(in: .korean))")
    }
  }

  @Test func everyKoreanLineFitsOneHundredColumns() throws {
    let output = try koreanCompare(["--details"])
    #expect(output.contains("실패한 프로브"))
    #expect(output.contains("5단계: 종료 상태 1: Fatal error: the probe broke"))
    #expect(output.contains("아직 컴파일되지 않은 단계: 6."))
    for line in lines(output) {
      #expect(line.displayWidth <= 100, "\(line.displayWidth) columns: \(line)")
    }
  }

  @Test func aReportedCellIsShownInTheLearnersLanguage() {
    let english = ProbeCell.reported(
      ProbeReport(
        probe: .twoCounters, stage: 1, outcome: "same", cell: ProbeSentence(.bothUsed, ["double": .word(.offline)]),
        detail: ProbeSentence(.noAnswer)))
    #expect(english.text(in: .english) == "both used offline")
    #expect(english.text(in: .korean) == "둘 다 오프라인 사용")
  }

  /// Whether a character starts exactly at display column `target` (0-based) of `line`.
  private func characterBoundary(in line: String, atColumn target: Int) -> Bool {
    var columns = 0
    for character in line {
      if columns == target { return true }
      if columns > target { return false }
      columns += String(character).displayWidth
    }
    return columns == target
  }

  /// The character covering display column `target` of `line`, or nil past its end.
  private func column(_ target: Int, of line: String) -> Character? {
    var columns = 0
    for character in line {
      columns += String(character).displayWidth
      if columns > target { return character }
    }
    return nil
  }

  // MARK: the answers' catalog

  @Test func everyProbeMessageHasAKoreanEntryAskingForTheSameValues() {
    checkCatalog(ProbeMessage.self)
  }

  /// A value for every placeholder the answers use, as a checkpoint fills it.
  private static let samples: [String: String] = [
    "dependency": "fileClient", "environment": "AppEnvironment", "entry": "fileClient", "fields": "counter, nthPrime",
    "message": "@Dependency(\\.fileClient) has no test implementation", "count": "2", "double": "offline",
    "first": "online", "second": "offline", "mechanism": "its own environment", "held": "0",
    "type": "Store<AppState, AppAction>", "task": "B", "readByA": "A", "readByB": "B", "nanoseconds": "12345.6",
    "expression": "environment.nthPrime", "rounds": "40", "reads": "50000", "code": "StateStore<S, A, Env>",
  ]

  /// Every sentence short enough in English to be a cell is one in Korean too, with its longest values.
  @Test(arguments: ProbeMessage.allCases)
  func everyCellFitsItsColumnInKorean(key: ProbeMessage) throws {
    let english = try #require(ProbeMessage.english[key])
    #expect(placeholders(in: english).allSatisfy { Self.samples[$0] != nil }, "add a sample for \(english)")
    guard fillingPlaceholders(english, with: Self.samples).displayWidth <= ProbeReport.maximumCellLength else { return }
    let words = Self.samples.mapValues { sample in
      ProbeMessage.allCases.first { ProbeMessage.english[$0] == sample }.map { $0.text(in: .korean) } ?? sample
    }
    let korean = key.text(in: .korean, words)
    #expect(korean.displayWidth <= ProbeReport.maximumCellLength, "\(korean) takes \(korean.displayWidth) columns")
  }

  // MARK: the real checkpoints

  /// Runs every probe of every checkpoint `swift build` compiled next to these tests, as `compare` does,
  /// and fails for every answer Episode91 cannot read: a key it does not know, values that do not fill its
  /// sentence, or a cell too wide in either language.
  ///
  /// Except read-cost: a real one measures for seconds in a debug build, so its sentence, which ProbeKit's
  /// `readCostReport` writes for every stage, is written in-process instead, in this build's configuration.
  @Test(.enabled(if: TestBuild.isSwiftPMBuild, TestBuild.notSwiftPMBuild))
  func everyAnswerTheCheckpointsGiveIsOneEpisode91CanWriteInEveryLanguage() {
    var executables = Executables(
      folder: TestBuild.folder, runCaptured: ProcessRunner.run, replaceProcess: { _, _ in "not in tests" })
    let missing = Stage.all.filter { !executables.isCompiled($0) }
    guard missing.isEmpty else {
      Issue.record(
        "Not compiled: \(missing.map(\.target)) in \(executables.folder.path). Run `swift build`, then test again.")
      return
    }
    executables.runCaptured = { request in
      request.arguments.last == Probe.readCost.rawValue
        ? ProcessResult(termination: .exited(2)) : ProcessRunner.run(request)
    }
    let comparison = Comparison.measure(stages: Stage.all, workbook: .current, executables: executables)
    for probe in Probe.allCases where probe != .readCost {
      for stage in Stage.all {
        guard case .reported = comparison.cell(probe, stage) else {
          Issue.record("\(probe.rawValue), stage \(stage.number): \(comparison.cell(probe, stage))")
          continue
        }
      }
    }
    for (probe, report) in [
      (Probe.readCost, SharedAnswers.readCostReport(of: "environment.nthPrime", rounds: 1, reading: {}, holding: {})),
      (.twoCounters, SharedAnswers.twoCountersReport(reached: [], via: "Counter.Current")),
    ] {
      #expect(throws: Never.self, "\(report)") { try ProbeReport.parse(json(report), probe: probe, stage: 1) }
    }
  }
}

/// A checkpoint in name only, for the answers ProbeKit writes the same way for every stage: read-cost, measured
/// briefly, and the two-counters answer no checkpoint gives today. Its own probes are never asked.
private enum SharedAnswers: CheckpointProbes {
  static let stage = 1
  static func mockEverything() -> ProbeReport { notAsked(.mockEverything) }
  static func twoCounters() -> ProbeReport { notAsked(.twoCounters) }
  static func sharedDependency() -> ProbeReport { notAsked(.sharedDependency) }
  static func storeType() -> ProbeReport { notAsked(.storeType) }
  static func overrideIsolation() -> ProbeReport { notAsked(.overrideIsolation) }
  static func readCost() -> ProbeReport { notAsked(.readCost) }

  private static func notAsked(_ probe: Probe) -> ProbeReport {
    ProbeReport(
      probe: probe, stage: stage, outcome: "not-asked", cell: ProbeSentence(.noAnswer), detail: ProbeSentence(.noAnswer)
    )
  }
}
