/// What this workbook's "unimplemented" test values report when a test calls them: the wording of
/// the library's report for a dependency with no test value ("@Dependency(\.x) has no test
/// implementation, but…"), naming the endpoint that was called and the override that fixes it.
///
/// The real library's `unimplemented(_:)` (from IssueReporting) reports differently:
/// "Unimplemented: " and its description, then where the closure was defined and the arguments it
/// was invoked with. Its documentation recommends such test values: declaring and reading the
/// dependency is fine, and only what a test actually calls must be overridden. `endpoint` names the
/// function called when the dependency has several.
func unimplementedMessage(dependency: String, endpoint: String? = nil) -> String {
  let what = endpoint.map { "\(dependency).\($0)" } ?? dependency
  return """
    @Dependency(\\.\(dependency)) has no test implementation, but \(what) was called from a test \
    context. Override '\(dependency)' with withDependencies { $0.\(dependency) = … } for the test.
    """
}
