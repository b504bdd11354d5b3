import Effect
import PrimeTimeDomain

/// Exercise 93.2 — the offline prime, computed off the main thread and delivered back on it.
///
/// Episode 93 adds an offline `nthPrime` that counts primes locally, and leaves the counting on the main thread,
/// which cannot redraw meanwhile: moving it is this exercise, the episode's second. `nthPrime` below starts there,
/// as a plain synchronous effect that counts on whichever thread runs it.
///
/// This workbook's live app had to solve it already: `Sources/PrimeTimeDomain/Counter/LiveNthPrime.swift` counts on
/// `DispatchQueue.background` and answers on `DispatchQueue.main`. `background` is not Foundation's: the `Effect`
/// module declares it (`Sources/Effect/Scheduler.swift`). Those are fixed queues, which no test can run by hand.
/// Here the schedulers are parameters, so the check can pass two `TestScheduler`s and move each itself, and
/// nothing waits on a real clock. Finish `nthPrime` so that the returned effect
/// - computes nothing when it is built or started: `compute` runs only when the `background` scheduler runs it;
/// - delivers the answer, and its completion, only through the `main` scheduler, never on `background`.
///
/// Check your work: `swift run Episode91 verify 93.2`. Stuck? `swift run Episode91 hint 93.2`.
///
/// ## 한국어
///
/// 에피소드 93은 소수를 로컬에서 세는 오프라인 `nthPrime`을 추가하지만, 세는 작업은 메인 스레드에
/// 남겨 둡니다. 그동안 메인 스레드는 화면을 다시 그리지 못합니다. 이 작업을 옮기는 것이 이 연습
/// 문제이자 에피소드의 두 번째 연습 문제입니다. 아래 `nthPrime`은 거기서 출발합니다. 자신을 실행하는
/// 스레드가 어디든 그 스레드에서 세는 평범한 동기 이펙트입니다.
///
/// 이 워크북의 라이브 앱은 이미 이 문제를 풀어야 했습니다.
/// `Sources/PrimeTimeDomain/Counter/LiveNthPrime.swift`는 `DispatchQueue.background`에서 세고
/// `DispatchQueue.main`에서 답합니다. `background`는 Foundation의 것이 아니라 `Effect` 모듈이
/// 선언한 큐입니다(`Sources/Effect/Scheduler.swift`). 이 둘은 고정된 큐라서 어떤 테스트도 직접
/// 돌릴 수 없습니다.
/// 여기서는 스케줄러가 매개변수이므로, 검사 코드가 `TestScheduler` 두 개를 넘기고 각각을 직접 진행시킬
/// 수 있으며, 실제 시계를 기다리는 일도 없습니다. 반환하는 이펙트가 다음을 지키도록 `nthPrime`을
/// 완성하세요:
/// - 만들어지거나 시작될 때는 아무것도 계산하지 않습니다. `compute`는 `background` 스케줄러가 실행할
///   때만 실행됩니다.
/// - 답과 완료(completion)는 `main` 스케줄러를 통해서만 전달하고, `background`에서는 절대 전달하지
///   않습니다.
///
/// 검사하기: `swift run Episode91 verify 93.2`. 막히면 힌트: `swift run Episode91 hint 93.2`.
enum Exercise93_2 {
  static func nthPrime(
    _ n: Int,
    background: some Scheduler,
    main: some Scheduler,
    compute: @escaping @Sendable (Int) -> Int? = offlineNthPrime
  ) -> Effect<Int?> {
    .sync { compute(n) }
  }
}
