import Foundation

/// What a learner's copy holds: each covered file's text, or why it cannot be read as code.
struct CopyReading: Equatable, Sendable {
  enum Unreadable: Equatable, Sendable {
    case notUTF8
    case tooLarge(bytes: Int)
    case cannotRead
  }

  var files: [String: String] = [:]
  var unreadable: [String: Unreadable] = [:]

  /// No Swift file of a walk comes near this; a file beyond it is a mistake (a log pasted in, a build product),
  /// and reading it on every save would make the judging slow.
  static let largestFile = 1_000_000

  /// The covered files of `copy`, as they are now.
  static func of(_ copy: WorkingCopy) -> CopyReading {
    var reading = CopyReading()
    for path in copy.coveredPaths() {
      guard let data = FileManager.default.contents(atPath: copy.url(path).path) else {
        reading.unreadable[path] = .cannotRead
        continue
      }
      guard data.count <= largestFile else {
        reading.unreadable[path] = .tooLarge(bytes: data.count)
        continue
      }
      guard let text = String(data: data, encoding: .utf8) else {
        reading.unreadable[path] = .notUTF8
        continue
      }
      reading.files[path] = text
    }
    return reading
  }
}

/// Judges a learner's copy against a walk's states: a state matches when every covered file has the same tokens
/// (`SwiftTokens`) as the state's and no file is missing or extra. The states' tokens are worked out once, so a save
/// costs one tokenizing of the learner's files and a dictionary comparison per state.
struct AlongJudge: Sendable {
  var walk: Walk
  /// `keys[k]`: path → the tokens of that file after step k.
  private(set) var keys: [[String: String]]

  init(walk: Walk) {
    self.walk = walk
    var cache: [String: String] = [:]
    keys = walk.states.map { state in
      state.mapValues { text in
        if let known = cache[text] { return known }
        let key = SwiftTokens.key(of: text)
        cache[text] = key
        return key
      }
    }
  }

  var stepCount: Int { walk.source.steps.count }

  /// The token keys of the learner's files.
  static func keys(of files: [String: String]) -> [String: String] {
    files.mapValues(SwiftTokens.key(of:))
  }

  /// Whether files with these keys are the state after step `step`.
  func matches(_ copy: [String: String], state step: Int) -> Bool {
    keys[step] == copy
  }

  /// A step that changes only comments (or layout): its state's tokens are the state's before it. It is read,
  /// not typed; a key passes it.
  func changesOnlyComments(_ step: Int) -> Bool {
    keys[step] == keys[step - 1]
  }

  /// The step the copy now completes, past `done`: the last state it matches, not counting comment-only steps
  /// after it, which the learner passes by key. Nil when it matches no state past `done`.
  func reached(_ copy: [String: String], after done: Int) -> Int? {
    guard done < stepCount else { return nil }
    for step in stride(from: stepCount, to: done, by: -1) where matches(copy, state: step) {
      // Comment-only steps leave the tokens as they were: the copy matches the real step before them too.
      var last = step
      while last > done && changesOnlyComments(last) { last -= 1 }
      return last > done ? last : nil
    }
    return nil
  }

  /// The files that differ from step `step`'s state: changed, missing or extra.
  func differing(_ copy: [String: String], state step: Int) -> [String] {
    Set(copy.keys).union(keys[step].keys).filter { copy[$0] != keys[step][$0] }.sorted()
  }

  /// The first step after `step` that changes `path`, for a learner who changed a file the step does not touch.
  func nextChange(of path: String, after step: Int) -> Int? {
    guard step < stepCount else { return nil }
    return (step + 1...stepCount).first { keys[$0][path] != keys[$0 - 1][path] }
  }
}
