/// The report of an "unimplemented" test value being called, in the real library's words.
///
/// The real library recommends such test values: reading the dependency is fine, and only what a test actually
/// calls must be overridden. `endpoint` names the function called when the dependency has several.
func unimplementedMessage(dependency: String, endpoint: String? = nil) -> String {
  let what = endpoint.map { "\(dependency).\($0)" } ?? dependency
  return """
    @Dependency(\\.\(dependency)) has no test implementation, but \(what) was called from a test context. \
    Override '\(dependency)' with withDependencies { $0.\(dependency) = … } for the test.
    """
}
