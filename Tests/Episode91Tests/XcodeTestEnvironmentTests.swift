import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// Xcode runs the tests with variables that tell a process it is the test process (`XCTestConfigurationFilePath`,
/// `XCTestSessionIdentifier`, …), and every process the tests start inherits them. A checkpoint started by Episode91
/// must not: stage 5's `DependencyContext`, like swift-dependencies, would take the test context from them.
/// Recreated here by handing the runner an inherited environment that holds them.
@Suite struct XcodeTestEnvironmentTests {
  static let xcodeTestVariables = [
    "XCTestConfigurationFilePath": "/var/folders/xy/T/Episode91PackageTests.xctestconfiguration",
    "XCTestSessionIdentifier": "0F0E0D0C-0B0A-0908-0706-050403020100",
    "XCTestBundlePath": "/Users/a/DerivedData/Build/Products/Debug/Episode91PackageTests.xctest",
    "XCInjectBundleInto": "/Users/a/DerivedData/Build/Products/Debug/Host.app/Contents/MacOS/Host",
  ]

  @Test func aStartedProgramInheritsNoneOfXcodesTestVariables() {
    let inherited = ProcessInfo.processInfo.environment.merging(Self.xcodeTestVariables) { _, new in new }
    let request = ProcessRequest(
      executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: [], workingDirectory: nil,
      environment: ["EPISODE91_ASKED": "yes"], timeout: 60)
    let result = ProcessRunner.run(request, inheriting: inherited)
    #expect(result.succeeded, "\(result.output)")
    let names = result.standardOutput.split(separator: "\n").map { String($0.prefix { $0 != "=" }) }
    #expect(names.contains("EPISODE91_ASKED"))
    #expect(names.contains("PATH"))
    for name in Self.xcodeTestVariables.keys {
      #expect(!names.contains(name), "\(name) reached the program")
    }
  }

  /// Stage 5's checkpoint, started under Xcode's test variables, plays the live app. (Its app, probes and checks
  /// each set their context themselves today, so the variables change nothing visible there yet: this holds the
  /// line for the code that reads the detected context.)
  @Test(.enabled(if: TestBuild.isSwiftPMBuild, TestBuild.notSwiftPMBuild))
  func stage5sCheckpointStartedFromXcodesTestsPlaysTheLiveApp() throws {
    let executables = Executables(
      folder: TestBuild.folder, runCaptured: ProcessRunner.run, replaceProcess: { _, _ in "" })
    let stage5 = Stage.all[4]
    try #require(executables.isCompiled(stage5), "\(stage5.target) is not in \(TestBuild.folder.path)")
    var inherited = ProcessInfo.processInfo.environment.merging(Self.xcodeTestVariables) { _, new in new }
    inherited["WOLFRAM_APP_ID"] = nil
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("episode91-xctest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let request = ProcessRequest(
      executable: executables.executable(for: stage5),
      arguments: ["--script", "incr nth-prime", "--data-dir", data.path], workingDirectory: nil, timeout: 120)
    let result = ProcessRunner.run(request, inheriting: inherited)
    #expect(result.termination == .exited(0), "\(result.output)")
    #expect(result.standardOutput.contains("The 1st prime is 2"), "\(result.output)")
    #expect(result.standardError.isEmpty, "\(result.standardError)")
  }
}
