import ExerciseSupport
import Foundation

/// Checks a `uuid` dependency: silent when overridden or live, reported by name when a test forgot it.
///
/// The check reads and overrides the dependency through closures, since the stub and the reference solution each
/// register their own `DependencyValues` property.
///
/// The prompt's requirements, each with the known-wrong version in `Wrong5_2` that breaks it alone:
/// - a test that generates without overriding `uuid` gets an issue that names it (`NamelessKey`);
/// - a test that overrides it gets exactly its override (`overrideDroppingUUID`), with nothing reported;
/// - the live context gets random UUIDs (`FixedLiveKey`), with nothing reported (`AlwaysReportingKey`).
/// Hints: nothing reported for a forgotten override, hint 2 (the default test value); a report that does not name
/// uuid, hint 3; the override and the live value, hint 1.
enum Exercise5_2Check {
  /// The check of your stub, what `--check 5.2` runs.
  static func yours() -> [ExerciseFailure] {
    check(read: { $0.uuid }, override: { $0.uuid = $1 })
  }

  typealias UUIDGenerator = Exercise5_2.UUIDGenerator

  static func check(
    read: @escaping (DependencyValues) -> UUIDGenerator,
    override: @escaping (inout DependencyValues, UUIDGenerator) -> Void
  ) -> [ExerciseFailure] {
    var check = ExerciseCheck(.e5_2)

    let (_, forgotten) = collectingDependencyIssues {
      _ = read(DependencyValues.current).generate()
    }
    check.expect(
      forgotten.contains { $0.lowercased().contains("uuid") },
      "issues reported when a test generated a UUID without overriding uuid",
      expected: "one that names uuid", actual: forgotten.isEmpty ? "none" : forgotten.joined(separator: " | "),
      // Nothing reported: the default test value does it (hint 2); a report without the name: hint 3's message.
      hint: forgotten.isEmpty ? 2 : 3)

    let fixed = UUID(uuidString: "DEADBEEF-0000-0000-0000-000000000093")!
    let (overridden, overrideIssues) = collectingDependencyIssues {
      withDependencies {
        override(&$0, UUIDGenerator(generate: { fixed }))
      } operation: {
        read(DependencyValues.current).generate()
      }
    }
    check.expect(overridden, equals: fixed, "the UUID a test got after overriding uuid with a constant", hint: 1)
    check.expect(noMessagesIn: overrideIssues, "issues reported when the test overrode uuid", hint: 1)

    let (live, liveIssues) = collectingDependencyIssues {
      withDependencies {
        $0.context = .live
      } operation: {
        let generator = read(DependencyValues.current)
        return [generator.generate(), generator.generate()]
      }
    }
    check.expect(Set(live).count, equals: 2, "different UUIDs from two calls in the live context", hint: 1)
    check.expect(noMessagesIn: liveIssues, "issues reported in the live context, where the app runs", hint: 1)
    return check.failures
  }
}
