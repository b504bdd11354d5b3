import Effect
import ExerciseSupport
import Foundation
import ProbeKit
import Testing

@testable import Episode91

/// `compare` against fixture workbooks, with probes answered by fakes or by tiny shell scripts.
@Suite struct CompareCommandTests {
  @Test func everyCellComesFromWhatTheCheckpointReported() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.addStage(2)
    try fixture.compile(1)
    try fixture.compile(2)
    let result = fixture.run(["compare"], executables: fixture.executables(answer: answering))
    #expect(result.code == 0)
    let row = try #require(result.output.split(separator: "\n").first { $0.hasPrefix("two-counters") })
    #expect(row.contains("s1 ok") && row.contains("s2 ok"))
    #expect(row.contains("not compiled"))
    #expect(result.output.contains("read-cost was measured in a debug build"))
  }

  @Test func probesAreAskedForByNameWithATimeout() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(3)
    try fixture.compile(3)
    let asked = LockIsolated<[ProcessRequest]>([])
    let executables = fixture.executables { request in
      asked.withValue { $0.append(request) }
      return answering(request)
    }
    _ = fixture.run(["compare", "3"], executables: executables)
    let requests = asked.value.sorted { $0.arguments.last ?? "" < $1.arguments.last ?? "" }
    #expect(requests.count == Probe.allCases.count)
    #expect(Set(requests.map { $0.arguments }) == Set(Probe.allCases.map { ["--probe", $0.rawValue] }))
    #expect(requests.allSatisfy { $0.executable.lastPathComponent == "Stage3ErasedStore" })
    #expect(requests.allSatisfy { $0.timeout == ProbeReport.timeout })
  }

  @Test func namedStagesNarrowTheColumns() throws {
    let fixture = try FixtureWorkbook()
    let output = fixture.run(["compare", "2", "erased-store"]).output
    let header = try #require(output.split(separator: "\n").first { $0.contains("Stage 2") })
    #expect(header.contains("Stage 3"))
    #expect(!header.contains("Stage 1") && !header.contains("Stage 4"))
  }

  @Test func aStageWithoutExecutableIsNotCompiledAndTheBuildCommandIsGiven() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    let output = fixture.run(["compare", "1"]).output
    #expect(output.contains("not compiled"))
    #expect(output.contains("Run `swift build`"))
  }

  @Test func aCheckpointEditedAfterItWasCompiledIsNamed() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    try fixture.compile(1)
    let executable = fixture.binaries.appendingPathComponent("Stage1GlobalCurrent").path
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: executable)
    let output = fixture.run(["compare", "1"], executables: fixture.executables(answer: answering)).output
    #expect(output.contains("Changed since they were compiled: 1. Run `swift build` to refresh their answers."))
  }

  @Test func failuresAreListedUnderTheTableWithTheirReason() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(2)
    try fixture.compile(2)
    let executables = fixture.executables { request in
      request.arguments.last == "store-type"
        ? ProcessResult(termination: .exited(1), standardError: "Fatal error: no store")
        : ProcessResult(termination: .exited(2))
    }
    let output = fixture.run(["compare", "2"], executables: executables).output
    #expect(output.contains("probe failed"))
    #expect(output.contains("store-type, stage 2: exit status 1: Fatal error: no store"))
    #expect(output.contains("mock-everything, stage 2: exit status 2"))
  }

  @Test func aRequestedQuoteIsReadFromTheCheckpointsOwnSource() throws {
    let fixture = try FixtureWorkbook()
    let source = """
      import Foundation

      struct AppEnvironment {
        var counter: CounterEnvironment
        var favoritePrimes: FavoritePrimesEnvironment
        var computed: Int { 1 }
      }
      """
    try fixture.addStage(2, files: ["App/AppEnvironment.swift": source])
    try fixture.compile(2)
    let quote = #", "quote": {"file": "App/AppEnvironment.swift", "symbol": "AppEnvironment"}"#
    let executables = fixture.executables { request in
      guard request.arguments.last == "mock-everything" else { return answering(request) }
      return ProcessResult(
        termination: .exited(0),
        standardOutput: probeJSON(.mockEverything, stage: 2, cell: "won't compile", extra: quote))
    }
    let output = fixture.run(["compare", "2"], executables: executables).output
    #expect(output.contains("mock-everything, stage 2: `AppEnvironment`"))
    #expect(output.contains("App/AppEnvironment.swift:3"))
    #expect(output.contains("3 | struct AppEnvironment {"))
    #expect(output.contains("5 |   var favoritePrimes: FavoritePrimesEnvironment"))
    #expect(!output.contains("computed"))
  }

  @Test func aQuoteThatCannotBeFoundIsSaidToBeMissing() throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(2)
    try fixture.compile(2)
    let quote = #", "quote": {"file": "App/Nowhere.swift", "symbol": "AppEnvironment"}"#
    let executables = fixture.executables { request in
      ProcessResult(
        termination: .exited(0),
        standardOutput: probeJSON(Probe(rawValue: request.arguments[1])!, stage: 2, extra: quote))
    }
    let output = fixture.run(["compare", "2"], executables: executables).output
    #expect(output.contains("asked to quote `AppEnvironment` from App/Nowhere.swift, but no declaration of it"))
  }

  @Test func usageErrorsExitTwo() throws {
    let fixture = try FixtureWorkbook()
    let unknownStage = fixture.run(["compare", "99"])
    #expect(unknownStage.code == 2)
    #expect(unknownStage.errors.contains("unknown stage '99'"))
    #expect(unknownStage.output.isEmpty)
    let badFlag = fixture.run(["compare", "--detials"])
    #expect(badFlag.code == 2)
    #expect(badFlag.errors.contains("unknown option '--detials'"))
  }

  /// The whole path with real processes: shell scripts standing in for checkpoints, one answering, one
  /// refusing `--probe`, one printing nonsense.
  @Test func realProcessesAreRunAndTheirAnswersRead() throws {
    let fixture = try FixtureWorkbook()
    for number in 1...3 {
      try fixture.addStage(number)
    }
    let answer = probeJSON(.twoCounters, stage: 1, cell: "both 17", good: "false")
    try fixture.compile(
      1,
      script: """
        #!/bin/sh
        if [ "$2" = "two-counters" ]; then echo '\(answer)'; exit 0; fi
        echo "Unknown probe $2" >&2; exit 2
        """)
    try fixture.compile(2, script: "#!/bin/sh\necho 'Unknown option \"--probe\".' >&2\nexit 2\n")
    try fixture.compile(3, script: "#!/bin/sh\necho 'PrimeTime'\nexit 0\n")
    let output = fixture.run(["compare", "1", "2", "3"], executables: fixture.realExecutables).output
    let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("two-counters") })
    #expect(row.contains("both 17"))
    #expect(row.components(separatedBy: "probe failed").count == 3)
    #expect(output.contains("two-counters, stage 2: exit status 2: Unknown option \"--probe\"."))
    #expect(output.contains("two-counters, stage 3: the output is not one JSON object"))
  }
}
