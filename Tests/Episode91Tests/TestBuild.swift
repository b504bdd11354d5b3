import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// The build folder `swift build` put these tests in, which also holds Episode91 and every checkpoint.
///
/// Not `Bundle.main`: under `swift test` on macOS that is the `xctest` runner inside Xcode (or
/// `swiftpm-testing-helper`), nowhere near the build folder. The bundle of this test code is found on both
/// systems, but is not the same thing: on macOS it is `<folder>/Episode91PackageTests.xctest`, a bundle folder
/// with the executable inside; on Linux the test executable is one file in the build folder, and Foundation
/// counts the folder holding it as its bundle.
enum TestBuild {
  static let folder: URL = {
    let bundle = Bundle(for: Marker.self).bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
  }()

  /// Whether `swift build` or `swift test` made `folder`, so the checkpoints were compiled into it too. Xcode's
  /// DerivedData (`…/Build/Products/Debug`) is not such a folder: tests that start the compiled checkpoints skip
  /// there, saying why, instead of failing.
  static var isSwiftPMBuild: Bool {
    Executables(
      folder: folder, runCaptured: { _ in ProcessResult(termination: .exited(0)) }, replaceProcess: { _, _ in "" }
    )
    .isBuildFolder
  }

  /// Why a test that starts the compiled checkpoints did not run.
  static let notSwiftPMBuild: Comment =
    "the checkpoints are compiled by `swift build`, and these tests ran elsewhere (Xcode)"

  /// Whether `folder` is the workbook's own `.build` (what `.build/debug` links to), where an Episode91 run from
  /// outside any build folder looks for the checkpoints. Not so for a build with another `--scratch-path`, or
  /// Xcode's.
  static var isTheWorkbooksDefaultBuild: Bool {
    canonicalPath(Workbook.current.root.appendingPathComponent(".build/debug")) == canonicalPath(folder)
  }

  private final class Marker {}
}
