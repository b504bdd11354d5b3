extension CheckpointMessage {
  public static let korean: [CheckpointMessage: String] = [
    .compiling: "{target} 컴파일 중…",
    .runInterrupted: "중단했습니다: {stage}단계 체크포인트의 빌드를 멈췄고, 앱은 시작하지 않았습니다.",
    .doesNotCompile: "{target} 컴파일 실패: {error}",
    .fixThenRunAgain: "고친 뒤(연습 문제 스텁은 `Episode91 reset <id>`로 되돌릴 수 있습니다) 다시 실행하세요.",
    .notCompiledYet: "{target}: 아직 컴파일되지 않았습니다({path} 없음).",
    .compileThenRunAgain: """
    `{command}` 명령으로 컴파일한 뒤 다시 실행하세요
    (모든 체크포인트를 컴파일하려면 `{all}`).
    """,
    .changedSinceCompiled: "참고: {target}의 소스가 컴파일 뒤에 바뀌었습니다. `{command}` 명령을 실행하면 최신 상태가 됩니다.",
    .couldNotStart: "{path} 실행 실패: {reason}",
    .buildFailedSilently: "빌드가 실패했지만 이유가 출력되지 않았습니다",
    .notExecutable: "{target}: {path} 파일은 있지만 실행 권한이 없습니다.",
    .makeExecutableOrRebuild: """
    `chmod +x {path}` 명령으로 실행 권한을 준 뒤 다시 실행하세요
    (또는 파일을 지우고 `{command}` 명령으로 다시 컴파일하세요).
    """,
    .notInBuildFolder: """
    {target}: Episode91과 같은 빌드 폴더에 없습니다.
    {folder} 폴더는 SwiftPM 빌드 폴더가 아니고, 체크포인트를 컴파일할 워크북도 찾지 못했습니다.
    """,
    .runFromWorkbook: """
    워크북 루트에서 Episode91을 실행하세요.
    그곳에서는 `swift run Episode91 run {stage}` 명령이 체크포인트를 컴파일하고 실행합니다.
    Xcode에서는 Episode91 스킴의 작업 디렉터리를 워크북 폴더로 지정하세요
    (Product > Scheme > Edit Scheme… > Run > Options > Working Directory).
    """,
  ]
}
