/// One step of turning the old lines into the new ones. Indexes count from 0.
enum LineEdit: Equatable, Sendable {
  case same(old: Int, new: Int)
  case removed(old: Int)
  case added(new: Int)
}

/// The shortest edit script between two lists of lines: Eugene Myers' O(ND) algorithm, as `git diff` uses.
///
/// Picture a grid with the old lines across and the new lines down. Moving right removes an old line,
/// moving down adds a new one, and a diagonal step is free where the two lines are equal. The algorithm
/// looks for a path from the top-left to the bottom-right corner with the fewest non-diagonal moves `d`:
/// for `d = 0, 1, 2, …` it records, on each diagonal `k = x - y`, how far right (`x`) a path with `d`
/// moves can reach. The first `d` that reaches the corner is the shortest script; walking the recorded
/// rounds backwards recovers the path. We write it ourselves so a learner can read every line of the tool
/// that shows them what each stage changed.
enum LineDiff {
  /// The edits that turn `old` into `new`, in order, comparing lines by `key` (the whole line by default;
  /// `--ignore-whitespace` passes one that drops spaces).
  static func edits(
    from old: [String], to new: [String], comparingBy key: (String) -> String = { $0 }
  ) -> [LineEdit] {
    let oldKeys = old.map(key)
    let newKeys = new.map(key)
    let rounds = furthestReaches(oldKeys, newKeys)
    return backtrack(rounds, oldCount: oldKeys.count, newCount: newKeys.count)
  }

  /// For each `d`, the furthest `x` reached on every diagonal before round `d` started.
  ///
  /// The arrays are indexed by `k + offset`, because `k` runs from `-d` to `d`.
  private static func furthestReaches(_ old: [String], _ new: [String]) -> [[Int]] {
    let maximum = old.count + new.count
    let offset = maximum + 1
    var furthest = [Int](repeating: 0, count: 2 * maximum + 3)
    var rounds: [[Int]] = []
    for d in 0...maximum {
      rounds.append(furthest)
      for k in stride(from: -d, through: d, by: 2) {
        var x =
          comesFromAbove(k: k, d: d, furthest: furthest, offset: offset)
          ? furthest[offset + k + 1]  // a step down: one line added
          : furthest[offset + k - 1] + 1  // a step right: one line removed
        var y = x - k
        while x < old.count && y < new.count && old[x] == new[y] {
          x += 1
          y += 1
        }
        furthest[offset + k] = x
        if x >= old.count && y >= new.count {
          return rounds
        }
      }
    }
    return rounds
  }

  /// Whether the best path onto diagonal `k` arrives from diagonal `k + 1` (a step down) rather than from
  /// `k - 1` (a step right). Ties go to the step right, so removals come before additions, as in git.
  private static func comesFromAbove(k: Int, d: Int, furthest: [Int], offset: Int) -> Bool {
    k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1])
  }

  /// Walks from the bottom-right corner back to the top-left, one round at a time.
  private static func backtrack(_ rounds: [[Int]], oldCount: Int, newCount: Int) -> [LineEdit] {
    let offset = oldCount + newCount + 1
    var x = oldCount
    var y = newCount
    var edits: [LineEdit] = []
    for d in stride(from: rounds.count - 1, through: 0, by: -1) {
      let furthest = rounds[d]
      let k = x - y
      let previousK = comesFromAbove(k: k, d: d, furthest: furthest, offset: offset) ? k + 1 : k - 1
      let previousX = furthest[offset + previousK]
      let previousY = previousX - previousK
      while x > previousX && y > previousY {
        edits.append(.same(old: x - 1, new: y - 1))
        x -= 1
        y -= 1
      }
      if d > 0 {
        edits.append(x == previousX ? .added(new: y - 1) : .removed(old: x - 1))
      }
      x = previousX
      y = previousY
    }
    return edits.reversed()
  }
}
