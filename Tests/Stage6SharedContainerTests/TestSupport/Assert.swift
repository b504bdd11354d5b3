import Effect
import Testing
import ValueDiff

@testable import Stage6SharedContainer

enum StepType {
  case send
  case receive
}

/// One step of a test: send an action as the user would, or receive the action the next effect
/// delivers. The update describes how the value should change; a step that changes nothing leaves
/// it out.
struct Step<Value, Action> {
  let type: StepType
  let action: Action
  let update: (inout Value) -> Void
  let sourceLocation: SourceLocation

  init(
    _ type: StepType,
    _ action: Action,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: @escaping (inout Value) -> Void = { _ in }
  ) {
    self.type = type
    self.action = action
    self.update = update
    self.sourceLocation = sourceLocation
  }
}

/// Plays the steps through the reducer, checking the value after every step and that every effect
/// was received. A failure is recorded at the step that caused it.
///
/// The reducer reads whatever `Dependencies` holds when each step runs: write the doubles the steps
/// reach before calling `assert`. A dependency they reach without one gets the entry's value, and
/// nothing says so.
///
/// Effects run without waiting on a clock: each runs to its end at once, and then `scheduler` runs
/// everything it was given, so a double that answers "one second later" on the test scheduler
/// answers immediately. Unlike the episode's helper, which waits up to 0.01 s of real time for each
/// effect and keeps the last action it delivers, this one takes a `TestScheduler`, and a `receive`
/// step fails unless its effect delivers exactly one action.
func assert<Value: Equatable, Action: Equatable & Sendable>(
  initialValue: Value,
  reducer: Reducer<Value, Action>,
  scheduler: TestScheduler? = nil,
  steps: Step<Value, Action>...,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  var value = initialValue
  var effects: [Effect<Action>] = []
  for step in steps {
    var expected = value
    switch step.type {
    case .send:
      if !effects.isEmpty {
        Issue.record(
          "Action sent before handling \(effects.count) pending effect(s)",
          sourceLocation: step.sourceLocation)
      }
      effects.append(contentsOf: reducer(&value, step.action))

    case .receive:
      guard !effects.isEmpty else {
        Issue.record("No pending effects to receive from", sourceLocation: step.sourceLocation)
        break
      }
      let run = runToCompletion(effects.removeFirst(), scheduler: scheduler)
      guard run.didComplete else {
        Issue.record(
          """
          The effect did not complete. A test double must answer synchronously or on the \
          TestScheduler passed to assert(scheduler:).
          """,
          sourceLocation: step.sourceLocation
        )
        break
      }
      guard run.outputs.count == 1, let action = run.outputs.first else {
        Issue.record(
          """
          Expected the effect to deliver one action, \(step.action), but it delivered \
          \(run.outputs.count)
          """,
          sourceLocation: step.sourceLocation
        )
        break
      }
      if action != step.action {
        Issue.record(
          Comment(
            rawValue: mismatchMessage(
              "The effect delivered a different action:", expected: step.action, actual: action)),
          sourceLocation: step.sourceLocation)
      }
      effects.append(contentsOf: reducer(&value, action))
    }
    step.update(&expected)
    if value != expected {
      Issue.record(
        Comment(
          rawValue: mismatchMessage(
            "The value after this step is not the expected one:", expected: expected, actual: value)
        ),
        sourceLocation: step.sourceLocation)
    }
  }
  if !effects.isEmpty {
    Issue.record(
      "Assertion failed to handle \(effects.count) pending effect(s)",
      sourceLocation: sourceLocation)
  }
}
