import TerminalText
import Testing

@testable import Episode91

/// `--help` and `<command> --help`, pinned byte for byte in both languages: the first screens a learner reads.
@Suite struct HelpScreenTests {
  @Test func helpInEnglish() throws {
    let result = try FixtureWorkbook().run(["--help"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == HelpScreenTests.helpEnglish + "\n")
  }

  @Test func helpInKorean() throws {
    let result = try FixtureWorkbook().run(["--lang", "ko", "--help"])
    #expect(result.code == 0)
    #expect(result.errors.isEmpty)
    #expect(result.output == HelpScreenTests.helpKorean + "\n")
  }

  /// The screen is 100 columns wide (`screenWidth`), counted as a terminal shows them: Hangul takes two.
  @Test(arguments: [HelpScreenTests.helpEnglish, HelpScreenTests.helpKorean])
  func everyLineFitsTheScreen(help: String) {
    for line in help.split(separator: "\n") {
      #expect(line.displayWidth <= screenWidth, "\(line.displayWidth) columns: \(line)")
    }
  }

  /// `help`, `--help` and `-h` are one command, so one screen.
  @Test(arguments: [["help"], ["-h"], ["--lang", "ko", "help"], ["--lang", "ko", "-h"]])
  func everySpellingOfHelpPrintsTheSameScreen(arguments: [String]) throws {
    let fixture = try FixtureWorkbook()
    let help = arguments.contains("ko") ? HelpScreenTests.helpKorean : HelpScreenTests.helpEnglish
    #expect(fixture.run(arguments).output == help + "\n")
  }

  /// Each command's own help, `<command> --help` or `-h`: its usage line, then its summary.
  @Test(arguments: [
    (
      "compare", "compare [stage…] [--details]",
      "run every checkpoint's probes and show the stages side by side (the default)",
      "모든 체크포인트의 프로브(probe)를 실행해 단계들을 나란히 비교(기본 명령)"
    ),
    (
      "show", "show <stage>", "one stage on one screen: what changed and why, its key signatures, its tests",
      "한 단계를 한 화면에: 무엇이 왜 바뀌었는지, 핵심 시그니처, 테스트 방식"
    ),
    (
      "diff", "diff [<from>] <to> [--ignore-whitespace] [--lesson] [-- <path>…]",
      "what changed between two checkpoints (one stage: against the stage before it)",
      "두 체크포인트 사이의 변경 사항(단계를 하나만 주면 바로 앞 단계와 비교)"
    ),
    (
      "walk", "walk <stage>",
      "the change into a stage, one explained step at a time, then a few questions",
      "앞 단계에서 그 단계로 오는 변경을 한 걸음씩 설명과 함께 보기, 끝에는 확인 문제"
    ),
    (
      "run", "run <stage> [argument…]", "run that checkpoint's app, passing the arguments through",
      "지정한 체크포인트의 앱 실행, 인자는 그대로 전달"
    ),
    (
      "overview", "overview", "what the workbook is, its stages, and what to type first",
      "이 워크북이 무엇인지, 어떤 단계가 있는지, 무엇부터 입력하면 되는지"
    ),
    (
      "exercises", "exercises [--check-pristine]", "every exercise with its status, your progress, and what to do next",
      "모든 연습 문제의 상태와 진행 상황, 다음에 할 일"
    ),
    (
      "watch", "watch [id]", "check the next exercise (or that one) each time you save it; keys for hints and more",
      "저장할 때마다 다음 연습 문제(또는 지정한 문제)를 검사, 힌트 등은 키로 조작"
    ),
    (
      "verify", "verify [id]", "build and check one exercise (or every started one)",
      "연습 문제 하나(또는 시작한 모든 문제)를 빌드해 검사"
    ),
    (
      "hint", "hint <id> [--next]", "reveal the hint for what last failed (--next: the next in order)",
      "마지막에 실패한 부분의 힌트 공개(--next: 순서대로 다음 힌트)"
    ),
    (
      "solution", "solution <id> [--force]", "show the reference solution once the exercise passes (or with --force)",
      "연습 문제를 통과하면 참고 답안 표시(--force로 미리 보기)"
    ),
    (
      "reset", "reset <id> | --all [--yes]",
      "restore the exercise's stub exactly as shipped (--all: every stub, and the progress)",
      "연습 문제의 스텁(stub)을 배포된 그대로 복원(--all: 모든 스텁과 진행 기록까지)"
    ),
    (
      "help", "help", "this text (also --help, -h; `<command> --help` for one)",
      "이 도움말(--help, -h도 같음. 명령별 도움말은 `<명령> --help`)"
    ),
  ])
  func eachCommandsHelpIsItsUsageAndSummary(command: String, usage: String, english: String, korean: String) throws {
    let fixture = try FixtureWorkbook()
    for flag in ["--help", "-h"] {
      let inEnglish = fixture.run([command, flag])
      #expect(inEnglish.code == 0)
      #expect(inEnglish.errors.isEmpty)
      #expect(inEnglish.output == "Usage: swift run Episode91 \(usage)\n\n  \(english)\n")
      let inKorean = fixture.run(["--lang", "ko", command, flag])
      #expect(inKorean.code == 0)
      #expect(inKorean.errors.isEmpty)
      #expect(inKorean.output == "사용법: swift run Episode91 \(usage)\n\n  \(korean)\n")
    }
  }

  static let helpEnglish = #"""
    Usage: swift run Episode91 [command] [arguments]

    Commands:
      compare       run every checkpoint's probes and show the stages side by side (the default)
      show          one stage on one screen: what changed and why, its key signatures, its tests
      diff          what changed between two checkpoints (one stage: against the stage before it)
      walk          the change into a stage, one explained step at a time, then a few questions
      along         make a walk's changes yourself in a copy of the code, each save checked
      run           run that checkpoint's app, passing the arguments through
      overview      what the workbook is, its stages, and what to type first
      tutorial      the walks as step-by-step DocC tutorials, served on localhost for your browser
      exercises     every exercise with its status, your progress, and what to do next
      watch [id]    check the next exercise (or that one) each time you save it; keys for hints and more
      verify [id]   build and check one exercise (or every started one)
      hint <id>     reveal the hint for what last failed (--next: the next in order)
      solution <id> show the reference solution once the exercise passes (or with --force)
      reset <id>    restore the exercise's stub exactly as shipped (--all: every stub, and the progress)
      help          this text (also --help, -h; `<command> --help` for one)

    Stages can be named by number (2) or by name (environment-in-reducer).
    Language: --lang ko (한국어) or --lang en; otherwise the locale decides (LC_ALL, LC_MESSAGES, LANG).
    Examples:
      swift run Episode91 compare 2 3
      swift run Episode91 diff 3 4 --ignore-whitespace
      swift run Episode91 walk 2
      swift run Episode91 run 1 --script "incr incr nth-prime"
      swift run Episode91 --lang ko show 4
    """#

  static let helpKorean = #"""
    사용법: swift run Episode91 [명령] [인자]

    명령:
      compare       모든 체크포인트의 프로브(probe)를 실행해 단계들을 나란히 비교(기본 명령)
      show          한 단계를 한 화면에: 무엇이 왜 바뀌었는지, 핵심 시그니처, 테스트 방식
      diff          두 체크포인트 사이의 변경 사항(단계를 하나만 주면 바로 앞 단계와 비교)
      walk          앞 단계에서 그 단계로 오는 변경을 한 걸음씩 설명과 함께 보기, 끝에는 확인 문제
      along         작업 사본에서 과정의 변경을 직접 해 보며 저장할 때마다 검사
      run           지정한 체크포인트의 앱 실행, 인자는 그대로 전달
      overview      이 워크북이 무엇인지, 어떤 단계가 있는지, 무엇부터 입력하면 되는지
      tutorial      과정을 DocC 튜토리얼로 만들어 브라우저에서 보도록 localhost에서 제공
      exercises     모든 연습 문제의 상태와 진행 상황, 다음에 할 일
      watch [id]    저장할 때마다 다음 연습 문제(또는 지정한 문제)를 검사, 힌트 등은 키로 조작
      verify [id]   연습 문제 하나(또는 시작한 모든 문제)를 빌드해 검사
      hint <id>     마지막에 실패한 부분의 힌트 공개(--next: 순서대로 다음 힌트)
      solution <id> 연습 문제를 통과하면 참고 답안 표시(--force로 미리 보기)
      reset <id>    연습 문제의 스텁(stub)을 배포된 그대로 복원(--all: 모든 스텁과 진행 기록까지)
      help          이 도움말(--help, -h도 같음. 명령별 도움말은 `<명령> --help`)

    단계는 번호(2)나 이름(environment-in-reducer)으로 지정할 수 있습니다.
    언어: --lang ko (한국어) 또는 --lang en. 생략하면 로케일(LC_ALL, LC_MESSAGES, LANG)을 따릅니다.
    예:
      swift run Episode91 compare 2 3
      swift run Episode91 diff 3 4 --ignore-whitespace
      swift run Episode91 walk 2
      swift run Episode91 run 1 --script "incr incr nth-prime"
      swift run Episode91 --lang ko show 4
    """#
}
