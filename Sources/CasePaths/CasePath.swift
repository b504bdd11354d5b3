/// The enum counterpart of a writable key path: how to put a value into one case of `Root`, and how to get it
/// back out if `Root` is that case.
///
/// `pullback` needs both directions: it extracts a feature's local action from the app's action, and embeds
/// the actions the feature's effects produce back into the app's action.
public struct CasePath<Root, Value>: Sendable {
  /// Wraps a value in the case.
  public let embed: @Sendable (Value) -> Root
  /// Unwraps the value if `root` is the case, otherwise `nil`.
  public let extract: @Sendable (Root) -> Value?

  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}

prefix operator /

/// Builds a case path from an enum case's constructor alone, so call sites read as in the episodes:
/// `/AppAction.counterView`.
///
/// The extraction looks at the value with `Mirror`: it is the case when the value's case name is the one
/// `embed` produces and its payload has the right type. The episodes' case paths library worked this way
/// until Swift gained macros, which this workbook does without.
public prefix func / <Root, Value>(
  embed: @escaping @Sendable (Value) -> Root
) -> CasePath<Root, Value> {
  CasePath(
    embed: embed,
    extract: { root in
      guard let (name, payload) = caseNameAndPayload(of: root),
        let value = payload as? Value,
        let (embeddedName, _) = caseNameAndPayload(of: embed(value)),
        embeddedName == name
      else { return nil }
      return value
    }
  )
}

/// The case name and payload of an enum value with a payload, or `nil` for anything else.
private func caseNameAndPayload(of value: Any) -> (String, Any)? {
  let mirror = Mirror(reflecting: value)
  guard mirror.displayStyle == .enum, let child = mirror.children.first, let name = child.label else {
    return nil
  }
  return (name, child.value)
}

extension CasePath {
  /// Composes two case paths, to reach a case inside a case.
  public func appending<AppendedValue>(
    path: CasePath<Value, AppendedValue>
  ) -> CasePath<Root, AppendedValue> {
    CasePath<Root, AppendedValue>(
      embed: { self.embed(path.embed($0)) },
      extract: { self.extract($0).flatMap(path.extract) }
    )
  }
}
