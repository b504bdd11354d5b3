extension ToolchainMessage {
  public static let korean: [ToolchainMessage: String] = [
    .tooOld: """
    실행한 `swift`의 버전(Swift {installed})이 이 워크북에 필요한 Swift {required}보다 낮습니다. Mac에서는 \
    `sudo xcode-select -s /Applications/Xcode.app` 명령으로 명령줄 도구가 Xcode 16.3 이상을 가리키게 하거나, \
    `DEVELOPER_DIR`을 그 Xcode의 `Contents/Developer` 폴더로 지정하세요(Xcode에서는 스킴의 환경 변수에서)
    """
  ]
}
