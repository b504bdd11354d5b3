import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// The README's first screen starts a learner who has just watched episode 91: the two commands and "Start here"
/// (the walk into stage 2, then the exercises, and the tutorials in Xcode) within its first 40 lines, in English and
/// in Korean, with what is for maintainers further down; and every link to a heading lands on one.
@Suite struct ReadmeFrontPageTests {
  static let root = Workbook.current.root

  static func lines(_ file: String) throws -> [String] {
    try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
      .components(separatedBy: "\n")
  }

  @Test(arguments: [("README.md", "## Start here"), ("README.ko.md", "## 여기서 시작하세요")])
  func theFirstScreenHoldsTheTwoCommandsAndWhereToStart(file: String, startHere: String) throws {
    let firstScreen = try Self.lines(file).prefix(40)
    let text = firstScreen.joined(separator: "\n")
    for needed in [
      "swift run Episode91 ", "swift test ", startHere, "`swift run Episode91 walk 2`",
      "`swift run Episode91 exercises`", "Product > Build Documentation",
    ] {
      #expect(text.contains(needed), "\(file): the first 40 lines lack \(needed)")
    }
    #expect(firstScreen.contains("```sh"), "\(file): the two commands are a code block on the first screen")
  }

  /// Platform notes, Xcode's internals and the layout come after "Using it", or in CONTRIBUTING.md.
  @Test(arguments: [("README.md", "## Using it"), ("README.ko.md", "## 사용하기")])
  func whatIsForMaintainersComesAfterUsingIt(file: String, usingIt: String) throws {
    let lines = try Self.lines(file)
    let using = try #require(lines.firstIndex(of: usingIt), "\(file) has \(usingIt)")
    let before = lines[..<using].joined(separator: "\n")
    for maintainers in [
      "__XCODE_BUILT_PRODUCTS_DIR_PATHS", "F_FULLFSYNC", "DYLD_INSERT_LIBRARIES", "Package.swift\nSources/",
    ] {
      #expect(!before.contains(maintainers), "\(file): \(maintainers) comes before \(usingIt)")
    }
    let layout = try #require(lines.firstIndex { $0 == "## Layout" || $0 == "## 구성" })
    let platforms = try #require(lines.firstIndex { $0 == "## Platforms" || $0 == "## 플랫폼" })
    #expect(layout > using && platforms > using)
  }

  /// Each `(#anchor)` and `(CONTRIBUTING.md#anchor)` names a heading there, as GitHub spells its anchors.
  @Test(arguments: ["README.md", "README.ko.md", "CONTRIBUTING.md"])
  func everyLinkToAHeadingLandsOnOne(file: String) throws {
    let text = try Self.lines(file).joined(separator: "\n")
    for link in text.matches(of: /\]\(((?:CONTRIBUTING\.md)?)#([^)\s]+)\)/) {
      let target = link.output.1.isEmpty ? file : String(link.output.1)
      let anchors = try Self.lines(target).filter { $0.hasPrefix("#") && !$0.hasPrefix("#!") }.map(Self.anchor(of:))
      #expect(anchors.contains(String(link.output.2)), "\(file): no heading in \(target) for #\(link.output.2)")
    }
  }

  /// GitHub's anchor for a heading: lower case, punctuation dropped (hyphens and underscores kept), spaces as
  /// hyphens.
  static func anchor(of heading: String) -> String {
    let title = heading.drop { $0 == "#" }.drop { $0 == " " }
    return String(
      title.lowercased().compactMap { character -> Character? in
        if character == " " { return "-" }
        if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
        return nil
      })
  }
}
