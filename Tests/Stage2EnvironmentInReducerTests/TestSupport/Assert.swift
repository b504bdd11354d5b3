import Effect
import ValueDiff
import XCTest

@testable import Stage2EnvironmentInReducer

enum StepType {
  case send
  case receive
}

/// One step of a test: send an action as the user would, or receive the action the next effect
/// delivers. The update describes how the value should change.
struct Step<Value, Action> {
  let type: StepType
  let action: Action
  let update: (inout Value) -> Void
  let file: StaticString
  let line: UInt

  init(
    _ type: StepType,
    _ action: Action,
    file: StaticString = #filePath,
    line: UInt = #line,
    _ update: @escaping (inout Value) -> Void
  ) {
    self.type = type
    self.action = action
    self.update = update
    self.file = file
    self.line = line
  }
}

/// Plays the steps through the reducer, handing it `environment` each time, checking the value
/// after every step and that every effect was received. A failure is reported at the step that
/// caused it.
///
/// The `environment` parameter is episode 92's: episode 91 left its helper on the two-argument
/// reducer.
///
/// Effects run without waiting on a clock: each runs to its end at once, and then `scheduler` runs
/// everything it was given, so a double that answers "one second later" on the test scheduler
/// answers immediately. Unlike the episode's helper, which waits up to 0.01 s of real time for each
/// effect and keeps the last action it delivers, this one takes a `TestScheduler`, and a `receive`
/// step fails unless its effect delivers exactly one action.
func assert<Value: Equatable, Action: Equatable & Sendable, Environment>(
  initialValue: Value,
  reducer: Reducer<Value, Action, Environment>,
  environment: Environment,
  scheduler: TestScheduler? = nil,
  steps: Step<Value, Action>...,
  file: StaticString = #filePath,
  line: UInt = #line
) {
  var value = initialValue
  var effects: [Effect<Action>] = []
  for step in steps {
    var expected = value
    switch step.type {
    case .send:
      if !effects.isEmpty {
        XCTFail(
          "Action sent before handling \(effects.count) pending effect(s)", file: step.file,
          line: step.line)
      }
      effects.append(contentsOf: reducer(&value, step.action, environment))

    case .receive:
      guard !effects.isEmpty else {
        XCTFail("No pending effects to receive from", file: step.file, line: step.line)
        break
      }
      let run = runToCompletion(effects.removeFirst(), scheduler: scheduler)
      guard run.didComplete else {
        XCTFail(
          """
          The effect did not complete. A test double must answer synchronously or on the \
          TestScheduler passed to assert(scheduler:).
          """,
          file: step.file,
          line: step.line
        )
        break
      }
      guard run.outputs.count == 1, let action = run.outputs.first else {
        XCTFail(
          """
          Expected the effect to deliver one action, \(step.action), but it delivered \
          \(run.outputs.count)
          """,
          file: step.file,
          line: step.line
        )
        break
      }
      if action != step.action {
        XCTFail(
          mismatchMessage(
            "The effect delivered a different action:", expected: step.action, actual: action),
          file: step.file, line: step.line)
      }
      effects.append(contentsOf: reducer(&value, action, environment))
    }
    step.update(&expected)
    if value != expected {
      XCTFail(
        mismatchMessage(
          "The value after this step is not the expected one:", expected: expected, actual: value),
        file: step.file, line: step.line)
    }
  }
  if !effects.isEmpty {
    XCTFail("Assertion failed to handle \(effects.count) pending effect(s)", file: file, line: line)
  }
}
