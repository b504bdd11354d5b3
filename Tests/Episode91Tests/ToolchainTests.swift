import Foundation
import Messages
import Testing

@testable import Episode91

/// Run from Xcode, Episode91 starts the `swift` that `xcode-select` chose, which may be older Command Line Tools
/// than the Xcode that is open. SwiftPM then refuses the package; Episode91 says what to do instead of quoting it.
@Suite struct ToolchainTests {
  static let refusal = """
    error: 'episode91': package 'episode91' is using Swift tools version 6.1.0 but the installed version is 6.0.3
    """

  @Test func swiftPMsRefusalGivesTheTwoVersions() {
    let versions = swiftTooOld(in: "Fetching…\n" + Self.refusal + "\n")
    #expect(versions?.installed == "6.0.3")
    #expect(versions?.required == "6.1.0")
    #expect(swiftTooOld(in: "Exercise91_4.swift:12:5: error: cannot find 'reducr' in scope") == nil)
  }

  @Test func everyToolchainMessageIsWrittenInEveryLanguage() {
    checkCatalog(ToolchainMessage.self)
  }

  @Test(arguments: [
    (
      [String](),
      """
      error: Stage1GlobalCurrent does not compile: the `swift` it ran is Swift 6.0.3, older than the Swift 6.1.0 \
      this workbook needs. On a Mac, point the command line tools at Xcode 16.3 or newer with \
      `sudo xcode-select -s /Applications/Xcode.app`, or set `DEVELOPER_DIR` to that Xcode's `Contents/Developer` \
      folder (in Xcode, in the scheme's environment variables)
      """
    ),
    (
      ["--lang", "ko"],
      """
      오류: Stage1GlobalCurrent 컴파일 실패: 실행한 `swift`의 버전(Swift 6.0.3)이 이 워크북에 필요한 Swift 6.1.0보다 \
      낮습니다. Mac에서는 `sudo xcode-select -s /Applications/Xcode.app` 명령으로 명령줄 도구가 Xcode 16.3 이상을 \
      가리키게 하거나, `DEVELOPER_DIR`을 그 Xcode의 `Contents/Developer` 폴더로 지정하세요(Xcode에서는 스킴의 환경 \
      변수에서)
      """
    ),
  ])
  func runSaysWhatToDoWhenSwiftIsTooOld(language: [String], shown: String) throws {
    let fixture = try FixtureWorkbook()
    try fixture.addStage(1)
    var executables = fixture.executables()
    executables.compile = { _, _ in ProcessResult(termination: .exited(1), standardError: Self.refusal + "\n") }
    let result = fixture.run(language + ["run", "1"], executables: executables)
    #expect(result.code == 1)
    #expect(result.errors.split(separator: "\n").dropFirst().first.map(String.init) == shown)
  }
}
