import ExerciseSupport
import Foundation
import Messages
import ProbeKit
import Testing

@testable import Episode91

/// `compare` in Korean: every sentence has a Korean entry, the table lines up with Hangul in it, and every
/// answer the checkpoints give has a Korean template.
@Suite struct CompareLanguageTests {
  @Test func everyCompareMessageHasAKoreanEntryAskingForTheSameArguments() {
    checkCatalog(CompareMessage.self)
  }

  // MARK: the table and notes in Korean

  /// The cells the checkpoints answered with when this was written, stage by stage, probe by probe in the order
  /// of `Probe.allCases`: what the Korean table is laid out from.
  private static let todaysCells: [[String]] = [
    [
      "live file written", "both used offline", "2 globals to set", "Store<S, A>", "A saw B's double",
      "24.6 ns (debug)",
    ],
    ["won't compile", "online + offline", "root holds 2", "Store<S, A, Env>", "each saw its own", "2.8 ns (debug)"],
    ["won't compile", "online + offline", "root holds 2", "Store<S, A>", "each saw its own", "9.3 ns (debug)"],
    ["won't compile", "online + offline", "root holds 1", "Store<S, A>", "each saw its own", "0.6 ns (debug)"],
    [
      "reported fileClient", "online + offline", "declared, 1 registered", "Store<S, A>", "each saw its own",
      "992.4 ns (debug)",
    ],
    [
      "live file written", "both used offline", "1 global to set", "StateStore<S, A>", "A saw B's double",
      "621.9 ns (debug)",
    ],
  ]

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
          probe, stage: stage.number, cell: Self.todaysCells[stage.number - 1][row], extra: extra)
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
    let table = lines(output).drop { !$0.contains("1단계") }.prefix { !$0.isEmpty }
    #expect(table.count > 8)
    #expect(table.contains { $0.contains("라이브 파일") })
    #expect(table.contains { $0.contains("컴파일 안 됨") })
    #expect(table.contains { $0.contains("프로브 실패") })
    let layout = CompareTable.layout(stageCount: Stage.all.count)
    let starts = Stage.all.indices.map { index in
      layout.labelWidth + layout.gap + index * (layout.gap + layout.columnWidth)
    }
    for line in table where !line.hasPrefix("---") {
      for start in starts where start < line.displayWidth {
        #expect(
          characterBoundary(in: line, atColumn: start) && column(start - 1, of: line) == " ",
          "column \(start) does not start a cell: \(line)")
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
      ProbeReport(probe: .twoCounters, stage: 1, outcome: "same", cell: "both used offline", detail: "d"))
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

  // MARK: the answer templates

  /// A value for every placeholder the templates use, as a checkpoint fills it.
  private static let samples = [
    "dependency": "fileClient", "environment": "AppEnvironment", "entry": "fileClient", "fields": "counter, nthPrime",
    "message": "@Dependency(\\.fileClient) has no test implementation", "count": "2", "double": "offline",
    "first": "online", "second": "offline", "mechanism": "its own environment", "held": "0",
    "type": "Store<AppState, AppAction>", "task": "B", "readByA": "A", "readByB": "B", "nanoseconds": "12345.6",
    "expression": "environment.nthPrime", "rounds": "40", "reads": "50000",
  ]

  @Test(arguments: ProbeAnswer.koreanTemplates.map { ($0.key, $0.value) })
  func everyTemplateReadsItsOwnEnglishAndAsksForTheSameParts(english: String, korean: String) {
    #expect(placeholders(in: korean) == placeholders(in: english))
    let (_, names) = templatePieces(english)
    #expect(Set(names).count == names.count, "a placeholder used twice")
    #expect(names.allSatisfy { Self.samples[$0] != nil }, "add a sample for \(names)")
    // Not shadowed by an earlier template: its own English, filled in, comes back as its own Korean.
    let filled = fillingPlaceholders(english, with: Self.samples)
    let expected = fillingPlaceholders(korean, with: Self.samples.mapValues { ProbeAnswer.koreanWords[$0] ?? $0 })
    #expect(ProbeAnswer.korean(filled) == expected)
  }

  @Test(arguments: ProbeAnswer.koreanTemplates.map { ($0.key, $0.value) }.filter { $0.0.displayWidth <= 22 })
  func everyCellTemplateFitsItsColumnInKorean(english: String, korean: String) {
    let cell = fillingPlaceholders(korean, with: Self.samples.mapValues { ProbeAnswer.koreanWords[$0] ?? $0 })
    #expect(cell.displayWidth <= ProbeReport.maximumCellLength, "\(cell) takes \(cell.displayWidth) columns")
  }

  @Test func aPlaceholderTakesTheShortestTextBeforeTheNextWordsAndTheLastTakesTheRest() {
    #expect(ProbeAnswer.parts(of: "2 globals to set", readAs: "{count} globals to set") == ["count": "2"])
    #expect(ProbeAnswer.parts(of: "2 globals to set", readAs: "{count} global to set") == nil)
    #expect(
      ProbeAnswer.parts(of: "A X; the Y; the Z held.", readAs: "A {type}; the {environment} held.")
        == ["type": "X", "environment": "Y; the Z"])
    #expect(ProbeAnswer.parts(of: "root holds ", readAs: "root holds {count}") == nil)
    #expect(ProbeAnswer.parts(of: "no answer", readAs: "no answer") == [:])
    #expect(ProbeAnswer.parts(of: "no answer yet", readAs: "no answer") == nil)
    #expect(ProbeAnswer.parts(of: "reported {x}", readAs: "reported {dependency}") == ["dependency": "{x}"])
  }

  @Test func anAnswerNoTemplateKnowsIsShownAsWritten() {
    #expect(ProbeAnswer.korean("something new") == nil)
    #expect(ProbeAnswer.text("something new", in: .korean) == "something new")
    #expect(ProbeAnswer.text("root holds 2", in: .english) == "root holds 2")
    #expect(ProbeAnswer.text("root holds 2", in: .korean) == "루트가 2개 보유")
  }

  // MARK: the real checkpoints

  /// Runs every probe of every checkpoint `swift build` compiled next to this test runner, as `compare` does,
  /// and fails for every answer, cell or detail, that has no Korean template, or whose Korean cell is too wide.
  ///
  /// Except read-cost: a real one measures for seconds in a debug build, so its sentence, which ProbeKit's
  /// `readCostReport` writes for every stage, is written in-process instead, in this build's configuration.
  @Test func everyAnswerTheCheckpointsGiveHasAKoreanTemplate() {
    var executables = Executables.standard
    executables.compile = nil
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
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let comparison = Comparison.measure(stages: Stage.all, workbook: Workbook(root: root), executables: executables)
    for probe in Probe.allCases where probe != .readCost {
      for stage in Stage.all {
        guard case .reported(let report) = comparison.cell(probe, stage) else {
          Issue.record("\(probe.rawValue), stage \(stage.number): \(comparison.cell(probe, stage))")
          continue
        }
        checkKorean(report, "\(probe.rawValue), stage \(stage.number)")
      }
    }
    checkKorean(
      SharedAnswers.readCostReport(of: "environment.nthPrime", rounds: 1, reading: {}, holding: {}), "read-cost")
    checkKorean(SharedAnswers.twoCountersReport(reached: [], via: "Counter.Current"), "two-counters reaching no double")
  }

  /// Fails when `report`'s cell or detail has no Korean template, or its Korean cell is too wide. A
  /// `store-type` cell is the store type's shape, code, shown as written in every language.
  private func checkKorean(_ report: ProbeReport, _ answer: String) {
    if report.probe != Probe.storeType.rawValue {
      if let cell = ProbeAnswer.korean(report.cell) {
        #expect(cell.displayWidth <= ProbeReport.maximumCellLength, "\(cell) takes \(cell.displayWidth) columns")
      } else {
        Issue.record("\(answer): no Korean template for the cell \"\(report.cell)\"")
      }
    }
    #expect(
      ProbeAnswer.korean(report.detail) != nil, "\(answer): no Korean template for the detail \"\(report.detail)\"")
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
    ProbeReport(probe: probe, stage: stage, outcome: "not-asked", cell: "not asked", detail: "Never asked.")
  }
}
