import ExerciseSupport
import Foundation
import Testing

@testable import Episode91

/// `exercises`, pinned byte for byte in both languages: a fresh workbook, and one in a known state with every
/// status on the screen (91.1 done, 91.2 failing, 91.3 edited since it was last verified, the rest not started) and
/// hints seen on two of them. A new exercise is a new row here, and raises the count.
@Suite struct ExercisesScreenTests {
  @Test func aFreshWorkbookInEnglish() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("exercises") == 0)
    #expect(scratch.captured.errors.isEmpty)
    #expect(scratch.captured.output == ExercisesScreenTests.freshEnglish + "\n")
  }

  @Test func aFreshWorkbookInKorean() throws {
    let scratch = try ScratchWorkbook()
    #expect(scratch.run("--lang", "ko", "exercises") == 0)
    #expect(scratch.captured.errors.isEmpty)
    #expect(scratch.captured.output == ExercisesScreenTests.freshKorean + "\n")
  }

  @Test func aWorkbookInAKnownStateInEnglish() throws {
    let scratch = try ScratchWorkbook.inAKnownState()
    #expect(scratch.run("exercises") == 0)
    #expect(scratch.captured.errors.isEmpty)
    #expect(scratch.captured.output == ExercisesScreenTests.knownStateEnglish + "\n")
  }

  @Test func aWorkbookInAKnownStateInKorean() throws {
    let scratch = try ScratchWorkbook.inAKnownState()
    #expect(scratch.run("--lang", "ko", "exercises") == 0)
    #expect(scratch.captured.errors.isEmpty)
    #expect(scratch.captured.output == ExercisesScreenTests.knownStateKorean + "\n")
  }

  static let freshEnglish = #"""
    Exercises  [--------------------------]  0/15 done

      91.1  The three-argument reducer                     not started
      91.2  Curried reducer, environment last              not started
      91.3  logging with a logger from the environment     not started
      91.4  Store without the force cast                   not started
      91.5  Store holding a plain reducer                  not started
      92.1  Offline counter beside the online one          not started
      92.2  Favorite primes ask for the nth prime          not started
      93.1  assert for non-Equatable state and actions     not started
      93.2  Offline prime off the main thread              not started
      93.3  Activity feed's date from the environment      not started
      5.1   A new dependency in a leaf feature             not started
      5.2   Catch an un-overridden dependency              not started
      5.3   An override lost in escaping work              not started
      5.4   The counter's reducer as TCA users write it    not started
      6.1   Overrides that leak between tests              not started

    Next: 91.1 The three-argument reducer
      port combine, pullback and favorite primes to (inout Value, Action, Environment) -> [Effect]
      edit   Episodes/Stage1GlobalCurrent/Exercises/Exercise91_1.swift
      then   swift run Episode91 watch         (checks it each time you save; h for hints, q to quit)
      or     swift run Episode91 verify 91.1   (stuck? swift run Episode91 hint 91.1)
    """#

  static let freshKorean = #"""
    연습 문제  [--------------------------]  0/15 완료

      91.1  인자가 셋인 리듀서                             시작 전
      91.2  커링한 리듀서, 환경은 맨 뒤에                  시작 전
      91.3  환경에서 받은 로거로 기록하는 logging          시작 전
      91.4  강제 캐스트(force cast) 없는 Store             시작 전
      91.5  평범한 리듀서를 보관하는 Store                 시작 전
      92.1  온라인 카운터 옆의 오프라인 카운터             시작 전
      92.2  즐겨찾기 소수에서 n번째 소수 묻기              시작 전
      93.1  Equatable이 아닌 상태와 액션을 위한 assert     시작 전
      93.2  메인 스레드 밖에서 구하는 오프라인 소수        시작 전
      93.3  환경에서 받는 활동 피드의 날짜                 시작 전
      5.1   말단 기능에 새 의존성 추가하기                 시작 전
      5.2   재정의하지 않은 의존성 잡아내기                시작 전
      5.3   스코프를 벗어난 작업에서 사라진 재정의         시작 전
      5.4   TCA 방식으로 쓴 카운터 리듀서                  시작 전
      6.1   테스트 사이로 새는 재정의                      시작 전

    다음: 91.1 인자가 셋인 리듀서
      combine, pullback, 즐겨찾기 소수를 (inout Value, Action, Environment) -> [Effect] 형태로 옮깁니다
      수정   Episodes/Stage1GlobalCurrent/Exercises/Exercise91_1.swift
      그다음 swift run Episode91 watch         (저장할 때마다 검사합니다. h는 힌트, q는 종료)
      또는   swift run Episode91 verify 91.1   (막히면 swift run Episode91 hint 91.1)
    """#

  static let knownStateEnglish = #"""
    Exercises  [#-------------------------]  1/15 done

      91.1  The three-argument reducer                     done  (3 of 3 hints seen)
      91.2  Curried reducer, environment last              failing
      91.3  logging with a logger from the environment     edited, not verified  (1 of 3 hints seen)
      91.4  Store without the force cast                   not started
      91.5  Store holding a plain reducer                  not started
      92.1  Offline counter beside the online one          not started
      92.2  Favorite primes ask for the nth prime          not started
      93.1  assert for non-Equatable state and actions     not started
      93.2  Offline prime off the main thread              not started
      93.3  Activity feed's date from the environment      not started
      5.1   A new dependency in a leaf feature             not started
      5.2   Catch an un-overridden dependency              not started
      5.3   An override lost in escaping work              not started
      5.4   The counter's reducer as TCA users write it    not started
      6.1   Overrides that leak between tests              not started

    Next: 91.2 Curried reducer, environment last (failing)
      port combine, pullback and the counter to (inout Value, Action) -> (Environment) -> [Effect]
      edit   Episodes/Stage2EnvironmentInReducer/Exercises/Exercise91_2.swift
      then   swift run Episode91 watch         (checks it each time you save; h for hints, q to quit)
      or     swift run Episode91 verify 91.2   (stuck? swift run Episode91 hint 91.2)
    """#

  static let knownStateKorean = #"""
    연습 문제  [#-------------------------]  1/15 완료

      91.1  인자가 셋인 리듀서                             완료  (힌트 3개 중 3개 확인)
      91.2  커링한 리듀서, 환경은 맨 뒤에                  실패
      91.3  환경에서 받은 로거로 기록하는 logging          수정됨, 검사 전  (힌트 3개 중 1개 확인)
      91.4  강제 캐스트(force cast) 없는 Store             시작 전
      91.5  평범한 리듀서를 보관하는 Store                 시작 전
      92.1  온라인 카운터 옆의 오프라인 카운터             시작 전
      92.2  즐겨찾기 소수에서 n번째 소수 묻기              시작 전
      93.1  Equatable이 아닌 상태와 액션을 위한 assert     시작 전
      93.2  메인 스레드 밖에서 구하는 오프라인 소수        시작 전
      93.3  환경에서 받는 활동 피드의 날짜                 시작 전
      5.1   말단 기능에 새 의존성 추가하기                 시작 전
      5.2   재정의하지 않은 의존성 잡아내기                시작 전
      5.3   스코프를 벗어난 작업에서 사라진 재정의         시작 전
      5.4   TCA 방식으로 쓴 카운터 리듀서                  시작 전
      6.1   테스트 사이로 새는 재정의                      시작 전

    다음: 91.2 커링한 리듀서, 환경은 맨 뒤에 (실패)
      combine, pullback, 카운터를 (inout Value, Action) -> (Environment) -> [Effect] 형태로 옮깁니다
      수정   Episodes/Stage2EnvironmentInReducer/Exercises/Exercise91_2.swift
      그다음 swift run Episode91 watch         (저장할 때마다 검사합니다. h는 힌트, q는 종료)
      또는   swift run Episode91 verify 91.2   (막히면 swift run Episode91 hint 91.2)
    """#
}

extension ScratchWorkbook {
  /// A scratch workbook with every status of `exercises` in it: each stub and its shipped copy as `init` writes
  /// them, then 91.1 and 91.2 edited and verified (one passed, one failed), 91.3 edited and never verified, and
  /// hints seen on 91.1 (all three) and 91.3 (one).
  static func inAKnownState() throws -> ScratchWorkbook {
    let scratch = try ScratchWorkbook()
    var progress = scratch.progress
    for (exercise, passed) in [(Exercise.e91_1, true), (.e91_2, false)] {
      try scratch.write("enum \(exercise.typeName) { /* mine */ }\n", to: exercise.stubPath)
      progress.verified[exercise.id] = .init(
        passed: passed, stubFingerprint: scratch.workbook.fingerprint(of: exercise))
    }
    progress.hintsRevealed = ["91.1": 3, "91.3": 1]
    try progress.save(to: scratch.root)
    try scratch.write("enum Exercise91_3 { /* edited */ }\n", to: Exercise.e91_3.stubPath)
    return scratch
  }
}
