import Messages
import ProbeKit
import Testing

@testable import Episode91

/// Reading a checkpoint's answer: every rule of the protocol in ProbeKit's `ProbeReport.swift`.
@Suite struct ProbeReportTests {
  private func parse(
    _ output: String, probe: Probe = .twoCounters, stage: Int = 2
  ) throws(ProbeReportError)
    -> ProbeReport
  {
    try ProbeReport.parse(output, probe: probe, stage: stage)
  }

  private func reason(_ output: String, probe: Probe = .twoCounters, stage: Int = 2) -> String? {
    do {
      _ = try parse(output, probe: probe, stage: stage)
      return nil
    } catch {
      return error.reason.text(in: .english)
    }
  }

  @Test func aValidAnswerIsReadFieldByField() throws {
    let report = try parse(
      #"{"probe": "two-counters", "stage": 2, "outcome": "different", "#
        + #""cell": {"key": "eachUsedItsOwn", "values": {"first": {"key": "online"}, "second": "B"}}, "#
        + #""detail": {"key": "flatRootHoldsOnce"}, "good": true}"# + "\n")
    #expect(
      report
        == ProbeReport(
          probe: .twoCounters, stage: 2, outcome: "different",
          cell: ProbeSentence(.eachUsedItsOwn, ["first": .word(.online), "second": "B"]),
          detail: ProbeSentence(.flatRootHoldsOnce), good: true))
    #expect(report.cell.text(in: .english) == "online + B")
    #expect(report.cell.text(in: .korean) == "온라인 + B")
  }

  @Test func goodMayBeNullOrMissing() throws {
    #expect(try parse(probeJSON(.twoCounters, stage: 2, good: "null")).good == nil)
    let withoutGood =
      #"{"probe": "two-counters", "stage": 2, "outcome": "x", "cell": {"key": "noAnswer"}, "#
      + #""detail": {"key": "noAnswer"}}"#
    #expect(try parse(withoutGood).good == nil)
    #expect(try parse(probeJSON(.twoCounters, stage: 2, good: "false")).good == false)
  }

  @Test func prettyPrintedJSONIsFine() throws {
    let pretty = """
      {
        "probe": "two-counters",
        "stage": 2,
        "outcome": "same",
        "cell": {
          "key": "bothUsed",
          "values": {"double": "17"}
        },
        "detail": {"key": "noAnswer"}
      }
      """
    #expect(try parse(pretty).cell == ProbeSentence(.bothUsed, ["double": "17"]))
  }

  @Test func extraFieldsAreIgnoredSoTheProtocolCanGrow() throws {
    let report = try parse(probeJSON(.twoCounters, stage: 2, extra: #", "version": 7, "more": {"a": [1]}"#))
    #expect(report.cell == ProbeSentence(.code, ["code": "answer"]))
  }

  @Test func theQuoteAndTheReadCostFieldsAreRead() throws {
    let quoted = try parse(
      probeJSON(
        .mockEverything, stage: 2,
        extra: #", "quote": {"file": "App/AppEnvironment.swift", "symbol": "AppEnvironment"}"#),
      probe: .mockEverything)
    #expect(quoted.quote == ProbeReport.Quote(file: "App/AppEnvironment.swift", symbol: "AppEnvironment"))
    let cost = try parse(
      probeJSON(.readCost, stage: 2, extra: #", "nanoseconds": 2.25, "configuration": "release""#), probe: .readCost)
    #expect(cost.nanoseconds == 2.25)
    #expect(cost.configuration == "release")
  }

  @Test(arguments: ["probe", "stage", "outcome", "cell", "detail"])
  func everyRequiredFieldIsNamedWhenMissing(field: String) {
    let fields = [
      "probe": #""two-counters""#, "stage": "2", "outcome": #""same""#, "cell": #"{"key": "noAnswer"}"#,
      "detail": #"{"key": "noAnswer"}"#,
    ]
    let json =
      "{" + fields.filter { $0.key != field }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
    #expect(reason(json) == "missing field \"\(field)\"")
  }

  @Test(arguments: [
    ("", "printed nothing on standard output"),
    ("   \n", "printed nothing on standard output"),
    ("Unknown option --probe", "the output is not one JSON object"),
    ("[1, 2]", "the output is not a JSON object"),
    (#"{"probe": "two-counters""#, "the output is not one JSON object"),
  ])
  func garbageIsExplained(output: String, expected: String) {
    #expect(reason(output) == expected)
  }

  @Test func twoObjectsAreNotOne() {
    let twice = probeJSON(.twoCounters, stage: 2) + "\n" + probeJSON(.twoCounters, stage: 2)
    #expect(reason(twice) == "the output is not one JSON object")
  }

  @Test func aWrongTypeNamesTheField() {
    #expect(reason(probeJSON(.twoCounters, stage: 2, good: #""yes""#)) == "field \"good\" has the wrong type")
    let stageAsText =
      #"{"probe": "two-counters", "stage": "2", "outcome": "x", "cell": {"key": "noAnswer"}, "#
      + #""detail": {"key": "noAnswer"}}"#
    #expect(reason(stageAsText) == "field \"stage\" has the wrong type")
  }

  @Test func theAnswerMustBeForTheProbeAndStageAsked() {
    #expect(reason(probeJSON(.storeType, stage: 2)) == "answered probe \"store-type\" instead of \"two-counters\"")
    #expect(reason(probeJSON(.twoCounters, stage: 1)) == "says it is stage 1, but it is stage 2")
  }

  @Test func theCellMustFitTheTable() {
    let long = String(repeating: "x", count: 23)
    #expect(
      reason(probeJSON(.twoCounters, stage: 2, cell: long)) == "field \"cell\" takes 23 columns; it must take 1 to 22")
    #expect(
      reason(probeJSON(.twoCounters, stage: 2, cell: String(repeating: "칸", count: 12)))
        == "field \"cell\" takes 24 columns; it must take 1 to 22")
    #expect(reason(probeJSON(.twoCounters, stage: 2, cell: "")) != nil)
    #expect(reason(probeJSON(.twoCounters, stage: 2, cell: String(repeating: "x", count: 22))) == nil)
  }

  @Test func aSentenceIsOneEpisode91KnowsWithExactlyItsValues() {
    #expect(
      reason(probeJSON(.twoCounters, stage: 2, sentence: ProbeSentence(.bothUsed)))
        == "field \"cell.values\" has no \"double\", which the sentence \"bothUsed\" needs")
    #expect(
      reason(probeJSON(.twoCounters, stage: 2, sentence: ProbeSentence(.noAnswer, ["count": "2"])))
        == "field \"cell.values\" has \"count\", which the sentence \"noAnswer\" does not have")
    let innerMissing = ProbeSentence(.bothUsed, ["double": .word(.bothUsed)])
    #expect(
      reason(probeJSON(.twoCounters, stage: 2, sentence: innerMissing))
        == "field \"cell.values.double.values\" has no \"double\", which the sentence \"bothUsed\" needs")
    let unknown = probeJSON(.twoCounters, stage: 2).replacingOccurrences(
      of: #""key": "code""#, with: #""key": "newer""#)
    #expect(reason(unknown) == "field \"cell.key\" names a sentence this Episode91 does not know")
  }

  @Test func aCellWithALongWordInItMustStillFit() {
    let wideInKorean = ProbeSentence(.bothUsed, ["double": .word(.theDependenciesItsStoreWasCreatedWith)])
    #expect(reason(probeJSON(.twoCounters, stage: 2, sentence: wideInKorean)) != nil)
  }

  @Test func readCostNeedsItsFiguresAndAKnownConfiguration() {
    #expect(
      reason(probeJSON(.readCost, stage: 2), probe: .readCost)
        == "read-cost needs the fields \"nanoseconds\" and \"configuration\"")
    let unknownConfiguration = probeJSON(.readCost, stage: 2, extra: #", "nanoseconds": 1, "configuration": "fast""#)
    #expect(
      reason(unknownConfiguration, probe: .readCost) == "field \"configuration\" must be \"debug\" or \"release\"")
    let negative = probeJSON(.readCost, stage: 2, extra: #", "nanoseconds": -1, "configuration": "debug""#)
    #expect(reason(negative, probe: .readCost) == "field \"nanoseconds\" must be a number of at least 0")
  }

  @Test func aQuoteMustStayInsideTheCheckpoint() {
    let escaping = probeJSON(.twoCounters, stage: 2, extra: #", "quote": {"file": "../../etc/passwd", "symbol": "x"}"#)
    #expect(reason(escaping) == "quote file \"../../etc/passwd\" must be a path inside the checkpoint folder")
    let incomplete = probeJSON(.twoCounters, stage: 2, extra: #", "quote": {"file": "A.swift"}"#)
    #expect(reason(incomplete) == "missing field \"quote.symbol\"")
  }
}

/// How a probe process's ending becomes a table cell.
@Suite struct ProbeCellTests {
  private let stage = Stage.all[1]

  private func cell(_ termination: ProcessResult.Termination, output: String = "", errors: String = "") -> ProbeCell {
    ProbeCell.interpret(
      ProcessResult(termination: termination, standardOutput: output, standardError: errors),
      probe: .twoCounters, stage: stage)
  }

  @Test func aValidAnswerIsReported() {
    guard case .reported(let report) = cell(.exited(0), output: probeJSON(.twoCounters, stage: 2, cell: "17 vs 5"))
    else {
      Issue.record("expected a report")
      return
    }
    #expect(report.cell == ProbeSentence(.code, ["code": "17 vs 5"]))
  }

  /// Why the probe failed, in English, or nil when it did not.
  private func reason(_ termination: ProcessResult.Termination, output: String = "", errors: String = "") -> String? {
    guard case .failed(let reason) = cell(termination, output: output, errors: errors) else { return nil }
    return reason.text(in: .english)
  }

  @Test func everyOtherEndingIsAFailureWithItsReason() {
    #expect(reason(.exited(2), output: "usage") == "exit status 2")
    #expect(reason(.exited(2), errors: "Unknown option \"--probe\".") == "exit status 2: Unknown option \"--probe\".")
    #expect(reason(.exited(1), errors: "\n  Fatal error: boom\nmore") == "exit status 1: Fatal error: boom")
    #expect(reason(.signalled(11)) == "crashed (signal 11)")
    #expect(reason(.timedOut) == "no answer within 20 seconds; it was stopped")
    #expect(reason(.couldNotStart("no such file")) == "could not start: no such file")
    #expect(reason(.exited(0), output: "hello") == "the output is not one JSON object")
  }

  @Test func theCellTextSaysWhatHappened() {
    #expect(ProbeCell.notCompiled.text(in: .english) == "not compiled")
    #expect(ProbeCell.failed(reason: LocalizedText(verbatim: "x")).text(in: .english) == "probe failed")
  }
}
