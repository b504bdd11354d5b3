import Effect
import Foundation
import Testing

@testable import FavoritesFile

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The favorites folder on a real disk, each test in a fresh temporary directory.
@Suite final class FavoritesFolderTests {
  let temporaryDirectory: URL
  let problems = LockIsolated<[String]>([])

  init() throws {
    temporaryDirectory = FileManager.default.temporaryDirectory
      .appendingPathComponent("FavoritesFileTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: temporaryDirectory)
  }

  var dataDirectory: URL { temporaryDirectory.appendingPathComponent("PrimeTimeData") }
  var file: URL { dataDirectory.appendingPathComponent("favorite-primes.json") }

  func folder(_ directory: URL? = nil) -> FavoritesFolder {
    let problems = problems
    return FavoritesFolder(directory: directory ?? dataDirectory) { message in
      problems.withValue { $0.append(message) }
    }
  }

  func write(_ contents: String, to url: URL? = nil) throws {
    let url = url ?? file
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(contents.utf8).write(to: url)
  }

  func contents(_ url: URL? = nil) -> String? {
    (try? Data(contentsOf: url ?? file)).map { String(decoding: $0, as: UTF8.self) }
  }

  func namesIn(_ directory: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
  }

  // MARK: Nothing saved is lost

  @Test func aSaveBeforeAnyLoadNeverReplacesSavedFavorites() throws {
    try write("[2,3,5]")

    folder().save(Data("[]".utf8), as: "favorite-primes.json")

    #expect(contents() == "[2,3,5]")
    #expect(
      problems.value == [
        """
        Did not save: \(file.path) holds 3 favorite primes this session has not loaded, and saving would replace \
        them. Run load first, then save again.
        """
      ])
  }

  @Test func aSaveAfterLoadingOrSavingReplacesTheFile() throws {
    try write("[2,3,5]")
    let folder = folder()

    #expect(folder.load("favorite-primes.json") == Data("[2,3,5]".utf8))
    folder.save(Data("[2,3]".utf8), as: "favorite-primes.json")
    #expect(contents() == "[2,3]")
    folder.save(Data("[2]".utf8), as: "favorite-primes.json")
    #expect(contents() == "[2]", "what this session saved it may replace")
    #expect(problems.value == [])
  }

  @Test func aSaveOverFavoritesChangedSinceTheyWereLoadedIsRefused() throws {
    try write("[2]")
    let folder = folder()
    _ = folder.load("favorite-primes.json")
    try write("[2,7]")  // another session saved meanwhile

    folder.save(Data("[2,3]".utf8), as: "favorite-primes.json")

    #expect(contents() == "[2,7]")
    #expect(problems.value.first?.contains("Run load first") == true, "\(problems.value)")
  }

  @Test func aSaveOverNoFavoritesNeedsNoLoad() throws {
    folder().save(Data("[2]".utf8), as: "favorite-primes.json")
    #expect(contents() == "[2]", "no file yet: the folder is made")

    try write("[]")
    folder().save(Data("[3]".utf8), as: "favorite-primes.json")
    #expect(contents() == "[3]", "an empty list loses nothing")
    #expect(problems.value == [])
  }

  @Test func aFileThatIsNotAListIsNeverOverwritten() throws {
    try write("[-3, 4, 4, 1e2]")

    folder().save(Data("[2]".utf8), as: "favorite-primes.json")

    #expect(contents() == "[-3, 4, 4, 1e2]")
    #expect(
      problems.value == [
        """
        Did not save: \(file.path) could not be read as a list of favorite primes (entry 1, -3, is not a positive \
        prime), and saving would overwrite it. Move it aside or fix it, then save again.
        """
      ])
  }

  // MARK: The file keeps its identity

  @Test func aSaveKeepsTheFilesPermissionsAndOwner() throws {
    try write("[2]")
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    if geteuid() == 0 {
      // Only root can give the file to someone else, so only root can see the owner kept.
      #expect(chown(file.path, 65534, 65534) == 0)
    }
    let folder = folder()
    _ = folder.load("favorite-primes.json")

    folder.save(Data("[2,3]".utf8), as: "favorite-primes.json")

    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    #expect(contents() == "[2,3]")
    #expect(attributes[.posixPermissions] as? Int == 0o600)
    if geteuid() == 0 {
      #expect(attributes[.ownerAccountID] as? Int == 65534)
    }
  }

  @Test func aSaveWritesThroughASymbolicLinkToItsTarget() throws {
    let target = temporaryDirectory.appendingPathComponent("elsewhere/mine.json")
    try write("[7]", to: target)
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "../elsewhere/mine.json")
    let folder = folder()
    _ = folder.load("favorite-primes.json")

    folder.save(Data("[7,2]".utf8), as: "favorite-primes.json")

    #expect(problems.value == [])
    #expect(contents(target) == "[7,2]")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: file.path) == "../elsewhere/mine.json")
    #expect(namesIn(target.deletingLastPathComponent()) == ["mine.json"], "no temporary file beside the target")
  }

  @Test func aSaveThroughALinkIntoAMissingFolderMakesNoFolders() throws {
    try FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "../gone/mine.json")

    folder().save(Data("[2]".utf8), as: "favorite-primes.json")

    #expect(namesIn(temporaryDirectory) == ["PrimeTimeData"], "no folder is made where the link points")
    #expect(
      problems.value == [
        """
        Could not save favorite primes: \(file.path) is a symbolic link to \(dataDirectory.path)/../gone/mine.json, \
        in a folder that does not exist. Fix or remove the link, or make that folder.
        """
      ])
  }

  @Test func aSaveLeavesNoTemporaryFileBehind() throws {
    folder().save(Data("[2]".utf8), as: "favorite-primes.json")
    #expect(namesIn(dataDirectory) == ["favorite-primes.json"])
  }

  @Test func aFailedSaveLeavesNoTemporaryFileBehind() throws {
    // Renaming a file over a folder that holds something fails after the temporary file is written.
    let occupied = dataDirectory.appendingPathComponent("favorite-primes.json")
    try write("[2]", to: occupied.appendingPathComponent("inside.json"))

    #expect(throws: PathProblem.isNotARegularFile(occupied.path)) {
      try replaceContents(of: occupied.path, with: Data("[3]".utf8), keeping: .nothing)
    }
    #expect(namesIn(dataDirectory) == ["favorite-primes.json"])
  }

  // MARK: Our words for a bad path

  @Test func aDataDirectoryThatIsAFileIsReportedOnSaveAndLoad() throws {
    let regularFile = temporaryDirectory.appendingPathComponent("not-a-folder")
    try write("", to: regularFile)
    let sentence = """
      \(regularFile.path) is a file, not a folder. Choose a data directory you can write to, or move the file \
      aside.
      """

    folder(regularFile).save(Data("[2]".utf8), as: "favorite-primes.json")
    #expect(folder(regularFile).load("favorite-primes.json") == nil)
    folder(regularFile.appendingPathComponent("data")).save(Data("[2]".utf8), as: "favorite-primes.json")

    #expect(
      problems.value == [
        "Could not save favorite primes: \(sentence)",
        "Could not load favorite primes: \(sentence)",
        "Could not save favorite primes: \(sentence)",
      ])
    #expect(contents(regularFile) == "", "left as it was")
  }

  /// `--data-dir /dev/null` must not be told to "move the file aside".
  @Test func aDataDirectoryThatIsADeviceIsNotCalledAFile() throws {
    let device = URL(fileURLWithPath: "/dev/null")
    try #require(FileManager.default.fileExists(atPath: device.path))
    let sentence = "/dev/null is not a folder but a device, pipe or socket. Choose another data directory."

    folder(device).save(Data("[2]".utf8), as: "favorite-primes.json")
    #expect(folder(device).load("favorite-primes.json") == nil)
    folder(device.appendingPathComponent("data")).save(Data("[2]".utf8), as: "favorite-primes.json")

    #expect(
      problems.value == [
        "Could not save favorite primes: \(sentence)",
        "Could not load favorite primes: \(sentence)",
        "Could not save favorite primes: \(sentence)",
      ])
  }

  @Test func aPathLongerThanTheSystemAllowsIsSaidSo() {
    let long = temporaryDirectory.appendingPathComponent(String(repeating: "x", count: 300))

    folder(long).save(Data("[2]".utf8), as: "favorite-primes.json")

    #expect(problems.value.count == 1)
    #expect(problems.value.first?.hasPrefix("Could not save favorite primes: the path ") == true)
    #expect(
      problems.value.first?.hasSuffix(
        "longer than this system allows. Choose a data directory with a shorter path.") == true)
  }

  @Test func aReadOnlyFolderIsSaidToBeNotWritable() {
    // Permissions never stop root, so the words are checked from the error number the system would give.
    #expect(
      PathProblem(errorNumber: EACCES, path: "/data/favorite-primes.json", folder: "/data").sentence
        == "/data is not writable. Change its permissions, or choose a data directory you can write to.")
    #expect(
      PathProblem(errorNumber: EROFS, path: "/data/favorite-primes.json", folder: "/data").sentence
        == "/data is on a read-only disk. Choose a data directory you can write to.")
  }

  @Test(.enabled(if: geteuid() != 0, "permissions never stop root"))
  func aDataDirectoryUnderAReadOnlyParentIsReported() throws {
    try FileManager.default.createDirectory(at: temporaryDirectory, withIntermediateDirectories: true)
    try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: temporaryDirectory.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: temporaryDirectory.path) }

    folder().save(Data("[2]".utf8), as: "favorite-primes.json")

    #expect(
      problems.value == [
        """
        Could not save favorite primes: \(temporaryDirectory.path) is not writable. Change its permissions, or \
        choose a data directory you can write to.
        """
      ])
  }

  // MARK: What is loaded is what the app expects

  @Test func aFileOfNumbersThatAreNotFavoritePrimesIsRefusedAndLeftAlone() throws {
    try write("[-3, 4, 4, 1e2]")

    #expect(folder().load("favorite-primes.json") == nil)

    #expect(contents() == "[-3, 4, 4, 1e2]")
    #expect(
      problems.value == [
        """
        \(file.path) is not a list of favorite primes: entry 1, -3, is not a positive prime, so nothing was \
        loaded. It has been left as it is: fix it or move it aside, then load again.
        """
      ])
  }

  @Test func aFileThatIsNotAListOfNumbersIsReportedAsBefore() throws {
    try write("2, 3, 5 — my favorites")

    #expect(folder().load("favorite-primes.json") == nil)

    #expect(
      problems.value == [
        """
        \(file.path) is not a list of favorite primes (a JSON array of integers), so nothing was loaded. It has \
        been left as it is: fix it or move it aside, then load again.
        """
      ])
  }

  @Test func anOversizedFileIsRefusedBeforeItIsRead() throws {
    try write("[2]")
    let handle = try FileHandle(forWritingTo: file)
    try handle.truncate(atOffset: 50_000_000)  // sparse: costs no disk
    try handle.close()

    #expect(folder().load("favorite-primes.json") == nil)
    folder().save(Data("[2]".utf8), as: "favorite-primes.json")

    let sentence = """
      \(file.path) is 50.0 MB, far more than any list of favorite primes (at most 2.0 MB), so it was not read. \
      It has been left as it is: move it aside.
      """
    #expect(
      problems.value == ["Could not load favorite primes: \(sentence)", "Could not save favorite primes: \(sentence)"])
    #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int == 50_000_000)
  }

  @Test func aFileThatNeverEndsIsCutOffAtTheLimit() {
    #expect(throws: PathProblem.isTooLarge("/dev/zero", bytes: nil)) {
      try FavoritesFile.contents(of: "/dev/zero", limit: maximumFavoritesFileSize)
    }
  }

  @Test func aFolderWhereTheFileShouldBeIsReported() throws {
    try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)

    #expect(folder().load("favorite-primes.json") == nil)

    #expect(
      problems.value == [
        """
        Could not load favorite primes: \(file.path) is not a regular file. Move it aside, or choose another data \
        directory.
        """
      ])
  }

  @Test func noFileYetLoadsNothingAndSaysNothing() {
    #expect(folder().load("favorite-primes.json") == nil)
    #expect(problems.value == [])
  }
}
