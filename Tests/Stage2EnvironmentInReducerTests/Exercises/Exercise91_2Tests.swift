import CasePaths
import ExerciseSupport
import ExerciseTesting
import Testing

@testable import Stage2EnvironmentInReducer

/// The reference solution and the known-wrong versions, in the shape 91.2's check takes.
extension Exercise91_2Check {
  static var reference: CurriedArchitecture {
    CurriedArchitecture(
      combine: { Solution91_2.combine($0, $1) },
      pullback: {
        Solution91_2.pullback($0, value: \Journey.trail, action: /JourneyAction.trail, environment: { $0.guide })
      },
      counterReducer: Solution91_2.counterReducer)
  }

  /// The reference, except that `combine` keeps only the last reducer's effects.
  static var lastEffectsOnly: CurriedArchitecture {
    var architecture = reference
    architecture.combine = { Wrong91_2.combineKeepingLastEffects($0, $1) }
    return architecture
  }

  /// The reference, except that the counter asks for the prime without disabling the button.
  static var buttonLeftEnabled: CurriedArchitecture {
    var architecture = reference
    architecture.counterReducer = Wrong91_2.counterReducerLeavingTheButtonEnabled
    return architecture
  }

  /// The reference, except that the counter asks for the prime after the count's.
  static var asksForTheNextPrime: CurriedArchitecture {
    var architecture = reference
    architecture.counterReducer = Wrong91_2.counterReducerAskingForTheNextPrime
    return architecture
  }

  /// The reference, except that the alert takes its n from the count.
  static var alertsTheCount: CurriedArchitecture {
    var architecture = reference
    architecture.counterReducer = Wrong91_2.counterReducerAlertingTheCount
    return architecture
  }

  /// The reference, except that `combine` runs the reducers on the value in reverse order.
  static var backwards: CurriedArchitecture {
    var architecture = reference
    architecture.combine = { Wrong91_2.combineBackwards($0, $1) }
    return architecture
  }

  /// The reference, except that `pullback` drops the local effects.
  static var droppedEffects: CurriedArchitecture {
    var architecture = reference
    architecture.pullback = {
      Wrong91_2.pullbackDroppingEffects(
        $0, value: \Journey.trail, action: /JourneyAction.trail, environment: { $0.guide })
    }
    return architecture
  }

  /// The reference, except that the answer leaves the button disabled.
  static var buttonKeptDisabled: CurriedArchitecture {
    var architecture = reference
    architecture.counterReducer = Wrong91_2.counterReducerKeepingTheButtonDisabled
    return architecture
  }
}

@Suite("91.2 Curried reducer, environment last")
struct Exercise91_2Tests {
  @Test(.disabled(if: Exercise.e91_2.isUntouched, Comment(rawValue: Exercise.e91_2.notStartedMessage)))
  @MainActor func yourCurriedArchitecture() throws {
    reportCheck(try #require(YourStubs.failures(of: .e91_2)), for: .e91_2)
  }

  @Test func theReferenceSolutionPasses() {
    #expect(Exercise91_2Check.check(Exercise91_2Check.reference) == [])
  }

  @Test func aCombineThatKeepsOnlyTheLastEffectsIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.lastEffectsOnly), of: .e91_2) == [2])
  }

  @Test func aCounterThatLeavesTheButtonEnabledIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.buttonLeftEnabled), of: .e91_2) == [4])
  }

  /// The double answers each n with its own prime, so asking for another n than the count shows.
  @Test func aCounterThatAsksForAnotherNthPrimeIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.asksForTheNextPrime), of: .e91_2) == [4])
  }

  /// An answer for the 7th prime that arrives when the count is 6 is still the 7th's.
  @Test func anAlertThatNamesTheCountInsteadOfTheAnswersNIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.alertsTheCount), of: .e91_2) == [4])
  }

  @Test func aCombineThatRunsTheReducersBackwardsIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.backwards), of: .e91_2) == [2])
  }

  @Test func aPullbackThatDropsTheLocalEffectsIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.droppedEffects), of: .e91_2) == [3])
  }

  @Test func aCounterThatKeepsTheButtonDisabledAfterTheAnswerIsRejected() {
    #expect(namedHints(Exercise91_2Check.check(Exercise91_2Check.buttonKeptDisabled), of: .e91_2) == [4])
  }

  @Test(.enabled(if: Exercise.e91_2.isUntouched, "the stub is edited; this guards the stub as shipped"))
  @MainActor func theShippedStubIsRejected() throws {
    #expect(try #require(YourStubs.failures(of: .e91_2)) != [])
  }
}
