/// A learner's own spelling of part of a file (another parameter name, a `$0`), kept with `m`: the places where
/// their tokens differ from the walk's, each with a few tokens around it, so that it can be carried onto the walk's
/// later states of that file. A later state is compared with the learner's copy carrying these differences; where
/// the tokens around a difference are gone (a later step rewrote that part), the spelling no longer applies and
/// `along` says so, offering the walk's version of the file.
struct KeptSpelling: Codable, Equatable, Sendable {
  /// One difference: the walk's tokens (with their context) and the learner's in their place.
  struct Change: Codable, Equatable, Sendable {
    var walk: [String]
    var mine: [String]
  }

  var changes: [Change]

  /// Tokens on either side of a difference that must be there for it to apply: enough to find the place again,
  /// few enough that a change nearby does not stop it.
  static let context = 3

  /// The differences that turn the walk's tokens `walk` into the learner's `mine`.
  init(walk: [String], mine: [String]) {
    let difference = mine.difference(from: walk)
    var removed = Set<Int>()
    var inserted = Set<Int>()
    for change in difference {
      switch change {
      case .remove(let offset, _, _): removed.insert(offset)
      case .insert(let offset, _, _): inserted.insert(offset)
      }
    }
    var changes: [Change] = []
    var (old, new) = (0, 0)
    while old < walk.count || new < mine.count {
      guard removed.contains(old) || inserted.contains(new) else {
        old += 1
        new += 1
        continue
      }
      let (oldStart, newStart) = (old, new)
      while removed.contains(old) || inserted.contains(new) {
        while removed.contains(old) { old += 1 }
        while inserted.contains(new) { new += 1 }
      }
      let before = walk[max(0, oldStart - Self.context)..<oldStart]
      let after = walk[old..<min(walk.count, old + Self.context)]
      changes.append(
        Change(walk: Array(before + walk[oldStart..<old] + after), mine: Array(before + mine[newStart..<new] + after)))
    }
    self.changes = changes
  }

  /// The walk's tokens of a later state with the learner's spelling carried onto them; nil where one of the
  /// differences no longer finds its place.
  func applied(to tokens: [String]) -> [String]? {
    var tokens = tokens
    for change in changes {
      guard let start = Self.firstIndex(of: change.walk, in: tokens) else { return nil }
      tokens.replaceSubrange(start..<(start + change.walk.count), with: change.mine)
    }
    return tokens
  }

  private static func firstIndex(of wanted: [String], in tokens: [String]) -> Int? {
    guard !wanted.isEmpty, wanted.count <= tokens.count else { return wanted.isEmpty ? 0 : nil }
    return (0...(tokens.count - wanted.count)).first { start in
      tokens[start..<(start + wanted.count)].elementsEqual(wanted)
    }
  }

  /// The learner's own names for the walk's, where one name stands for one (`Env` for `Environment`): the
  /// compiler names them in its errors, which say the same of both spellings once each is read as the walk's.
  var renamings: [String: String] {
    var renamings: [String: String] = [:]
    for change in changes {
      let prefix = zip(change.walk, change.mine).prefix { $0 == $1 }.count
      let suffix = zip(change.walk.reversed(), change.mine.reversed()).prefix { $0 == $1 }.count
      guard change.walk.count == prefix + suffix + 1, change.mine.count == prefix + suffix + 1 else { continue }
      let (walk, mine) = (change.walk[prefix], change.mine[prefix])
      if Self.isName(walk) && Self.isName(mine) { renamings[mine] = walk }
    }
    return renamings
  }

  /// `message` with each of the learner's names (`renamings`) read as the walk's, whole words only.
  static func message(_ message: String, renaming renamings: [String: String]) -> String {
    var words: [String] = []
    var word = ""
    for character in message {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        words += [renamings[word] ?? word, String(character)]
        word = ""
      }
    }
    return (words + [renamings[word] ?? word]).joined()
  }

  private static func isName(_ token: String) -> Bool {
    guard let first = token.first, first.isLetter || first == "_" else { return false }
    return token.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
  }

  /// A file's token key (`SwiftTokens.key`) as tokens, and back.
  static func tokens(of key: String) -> [String] {
    key.isEmpty ? [] : key.split(separator: "\u{0}", omittingEmptySubsequences: false).map(String.init)
  }

  static func key(of tokens: [String]) -> String {
    tokens.joined(separator: "\u{0}")
  }
}

extension AlongJudge {
  /// The states' keys with the learner's kept spellings carried onto them, and the files where one no longer
  /// applies (those keep the walk's own keys, so the learner's version of them does not match).
  func keys(ofState step: Int, keeping kept: [String: KeptSpelling]) -> (keys: [String: String], lapsed: [String]) {
    var state = keys[step]
    var lapsed: [String] = []
    for (path, spelling) in kept.sorted(by: { $0.key < $1.key }) {
      guard let walk = state[path] else { continue }
      if let carried = spelling.applied(to: KeptSpelling.tokens(of: walk)) {
        state[path] = KeptSpelling.key(of: carried)
      } else {
        lapsed.append(path)
      }
    }
    return (state, lapsed)
  }

  /// `reached(_:after:)` with the learner's kept spellings carried onto every state.
  func reached(_ copy: [String: String], after done: Int, keeping kept: [String: KeptSpelling]) -> Int? {
    guard !kept.isEmpty else { return reached(copy, after: done) }
    guard done < stepCount else { return nil }
    for step in stride(from: stepCount, to: done, by: -1) where keys(ofState: step, keeping: kept).keys == copy {
      var last = step
      while last > done && changesOnlyComments(last) { last -= 1 }
      return last > done ? last : nil
    }
    return nil
  }
}
