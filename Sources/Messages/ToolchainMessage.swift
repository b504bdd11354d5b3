/// What Episode91 says when the `swift` it starts is too old for the workbook: on a Mac, the command line tools
/// `xcode-select` points at, which need not be the Xcode the learner opened.
public enum ToolchainMessage: String, MessageKey {
  case tooOld
}
