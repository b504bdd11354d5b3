/// What `diff` says around the patches: which stages it compares, the totals, what it leaves out, and each
/// file's status. The patches themselves are code and never translated.
public enum DiffMessage: String, MessageKey {
  case heading
  case totalsOneFile
  case totalsFiles
  case ignoringWhitespace
  case noDifferences
  case exercisesLeftOut
  case added
  case modified
  case deleted
  /// Paths after `--` that name no Swift file of either checkpoint: a typo, not a folder without changes.
  case pathsNotFound
}
