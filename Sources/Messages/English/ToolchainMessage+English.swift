extension ToolchainMessage {
  public static let english: [ToolchainMessage: String] = [
    .tooOld: """
    the `swift` it ran is Swift {installed}, older than the Swift {required} this workbook needs. On a Mac, point \
    the command line tools at Xcode 16.3 or newer with `sudo xcode-select -s /Applications/Xcode.app`, or set \
    `DEVELOPER_DIR` to that Xcode's `Contents/Developer` folder (in Xcode, in the scheme's environment variables)
    """
  ]
}
