import Effect

/// Exercise 5.3 — an override lost in escaping work.
///
/// `withDependencies { … } operation: { … }` changes the dependencies for the operation and for whatever runs
/// inside it, and no longer: the values live in a task-local, which is gone when the operation returns. Work that
/// escapes it, like a closure handed to a scheduler or a Dispatch queue and run later, starts again from the
/// defaults. In a test, that means the test's override is silently lost.
///
/// `announcement` builds the effect that, a second after a favorite prime is saved, announces when it was saved.
/// The effect is built and started inside the test's `withDependencies`, but the scheduler runs the announcement
/// afterwards, and by then the override of `date` is gone. Make the announcement use the `date` that was current
/// when the effect was built (or started), whenever the scheduler gets to it. Keep the delay and the text.
///
/// `withEscapedDependencies` (in `Dependencies/EscapedDependencies.swift`) is the library's tool for this; reading
/// the dependency before the work escapes is the other way.
///
/// Check your work: `swift run Episode91 verify 5.3`. Stuck? `swift run Episode91 hint 5.3`.
///
/// ## 한국어
///
/// `withDependencies { … } operation: { … }`는 `operation`과 그 안에서 실행되는 모든 것의 의존성을
/// 바꾸며, 거기까지만입니다. 값은 태스크 로컬(task-local)에 있어서 `operation`이 반환되면 사라집니다.
/// 스케줄러나 Dispatch 큐에 넘겨져 나중에 실행되는 클로저처럼 `operation`을 벗어나는 작업은 다시
/// 기본값에서 시작합니다. 테스트에서는 테스트의 재정의가 조용히 사라진다는 뜻입니다.
///
/// `announcement`는 즐겨찾기 소수가 저장되고 1초 뒤에, 언제 저장되었는지 알리는 이펙트를 만듭니다.
/// 이펙트는 테스트의 `withDependencies` 안에서 만들어지고 시작되지만, 안내는 그 뒤에 스케줄러가
/// 실행하며, 그때는 `date`의 재정의가 이미 사라진 뒤입니다. 스케줄러가 언제 실행하든, 안내가 이펙트를
/// 만들 때(또는 시작할 때) 유효했던 `date`를 쓰게 하세요. 지연 시간과 문구는 그대로 두세요.
///
/// 라이브러리가 이럴 때 쓰라고 제공하는 도구는
/// `withEscapedDependencies`입니다(`Dependencies/EscapedDependencies.swift`에 있습니다). 다른 방법은
/// 작업이 벗어나기 전에 의존성을 읽어 두는 것입니다.
///
/// 검사하기: `swift run Episode91 verify 5.3`. 막히면 힌트: `swift run Episode91 hint 5.3`.
enum Exercise5_3 {
  static func announcement(of prime: Int, scheduler: some Scheduler) -> Effect<String> {
    Effect { subscriber in
      scheduler.schedule(after: .seconds(1)) {
        @Dependency(\.date) var date
        subscriber.send("Saved \(prime) at \(date.now.timeIntervalSince1970)")
        subscriber.complete()
      }
    }
  }
}
