import Foundation
import Testing

@testable import FavoritesFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A save killed before its rename leaves `.favorite-primes.json.saving-<UUID>` behind; the next save removes
/// exactly those, and nothing else.
@Suite final class AbandonedSaveTests {
  let folder: URL
  let file: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("AbandonedSaveTests-\(UUID().uuidString)")
    file = folder.appendingPathComponent("favorite-primes.json")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  private func write(_ name: String, _ contents: String = "[2, 3") throws {
    try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
  }

  private var names: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  @Test func aSaveAfterAKilledOneLeavesNoHiddenFileOfOursBehind() throws {
    try write(".favorite-primes.json.saving-\(UUID().uuidString)")
    try write(".favorite-primes.json.saving-\(UUID().uuidString)", "")

    try replaceContents(of: file.path, with: Data("[2]".utf8), keeping: .nothing)

    #expect(names == ["favorite-primes.json"])
  }

  @Test func onlyOurExactPatternIsRemoved() throws {
    let uuid = UUID().uuidString
    let others = [
      ".favorite-primes.json.saving-not-a-uuid",
      ".favorite-primes.json.saving-\(uuid.lowercased())",
      ".favorite-primes.json.saving-\(uuid)-old",
      ".other.json.saving-\(uuid)",
      "favorite-primes.json.saving-\(uuid)",
      "notes.txt",
    ]
    for name in others { try write(name) }
    // A link and a folder with our pattern's name are not files a save made.
    let target = folder.appendingPathComponent("kept-target.json")
    try write("kept-target.json")
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent(".favorite-primes.json.saving-\(UUID().uuidString)").path,
      withDestinationPath: target.path)
    let folderName = ".favorite-primes.json.saving-\(UUID().uuidString)"
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(folderName), withIntermediateDirectories: false)
    let before = names

    removeAbandonedSaves(of: "favorite-primes.json", in: folder.path)

    #expect(names == before)
    #expect(FileManager.default.fileExists(atPath: target.path))
  }

  /// Another process's save in progress holds a lock on its hidden file; that one stays.
  @Test func aHiddenFileASaveStillHoldsIsLeftAlone() throws {
    let name = ".favorite-primes.json.saving-\(UUID().uuidString)"
    try write(name)
    let descriptor = open(folder.appendingPathComponent(name).path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    try #require(flock(descriptor, LOCK_EX) == 0)

    removeAbandonedSaves(of: "favorite-primes.json", in: folder.path)

    #expect(names == [name])
  }
}
