import Foundation

/// A value taken apart by `Mirror` into the pieces the printer shows, so printing and diffing never look at the
/// value itself again.
indirect enum PrintedValue: Equatable {
  /// Something shown on one line: a number, a one-line string, a date, a case without associated values.
  case plain(String)
  /// A string of several lines, shown line by line so a diff can mark the lines that differ.
  case text([String])
  /// A value with parts: a struct's fields, an enum case's associated values, a collection's elements.
  case composite(Composite)

  struct Composite: Equatable {
    var kind: Kind
    /// What comes before the parts, `AppState(` or `[`, and after them, `)` or `]`.
    var open: String
    var close: String
    var parts: [Part]
  }

  enum Kind: Equatable {
    /// Parts matched by position and label: struct and class fields, tuple elements, associated values.
    case fields
    /// Elements in order: an array, or a set sorted by how its elements print.
    case list
    /// A dictionary's entries, sorted by how their keys print and matched by key.
    case entries
  }

  struct Part: Equatable {
    /// The field's name or the dictionary key as printed; `nil` for elements and unlabeled values.
    var label: String?
    var value: PrintedValue
  }
}

extension PrintedValue {
  /// Takes `value` apart. An enum case is written `.case` inside another value, as Swift code writes it where
  /// the type is known, and `Type.case` at the top, where nothing else says what it is.
  init(reflecting value: Any, qualifyingCases: Bool = true, depth: Int = 0) {
    guard depth < 24 else {
      self = .plain("…")
      return
    }
    if let plain = Self.plainText(of: value) {
      self = plain
      return
    }
    let mirror = Mirror(reflecting: value)
    let typeName = readableTypeName(type(of: value))
    func parts(_ children: Mirror.Children, qualifyingCases: Bool = false) -> [Part] {
      children.map { child in
        Part(
          label: child.label.flatMap { $0.hasPrefix(".") ? nil : $0 },
          value: PrintedValue(reflecting: child.value, qualifyingCases: qualifyingCases, depth: depth + 1))
      }
    }
    switch mirror.displayStyle {
    case .optional:
      guard let wrapped = mirror.children.first else {
        self = .plain("nil")
        return
      }
      self = PrintedValue(reflecting: wrapped.value, qualifyingCases: qualifyingCases, depth: depth + 1)

    case .enum:
      let prefix = qualifyingCases ? typeName : ""
      guard let payload = mirror.children.first, let caseName = payload.label else {
        self = .plain("\(prefix).\(value)")
        return
      }
      let payloadMirror = Mirror(reflecting: payload.value)
      let values =
        payloadMirror.displayStyle == .tuple
        ? parts(payloadMirror.children)
        : [Part(label: nil, value: PrintedValue(reflecting: payload.value, qualifyingCases: false, depth: depth + 1))]
      self = .composite(Composite(kind: .fields, open: "\(prefix).\(caseName)(", close: ")", parts: values))

    case .tuple:
      self = .composite(Composite(kind: .fields, open: "(", close: ")", parts: parts(mirror.children)))

    case .collection:
      self = .composite(Composite(kind: .list, open: "[", close: "]", parts: parts(mirror.children)))

    case .set:
      let elements = parts(mirror.children).sorted {
        $0.value.sortKey.compare($1.value.sortKey, options: .numeric) == .orderedAscending
      }
      self = .composite(Composite(kind: .list, open: "Set([", close: "])", parts: elements))

    case .dictionary:
      let entries = mirror.children.map { child in
        let pair = Array(Mirror(reflecting: child.value).children)
        let key = PrintedValue(reflecting: pair[0].value, qualifyingCases: false, depth: depth + 1)
        return Part(
          label: key.sortKey, value: PrintedValue(reflecting: pair[1].value, qualifyingCases: false, depth: depth + 1))
      }
      let sorted = entries.sorted { ($0.label ?? "").compare($1.label ?? "", options: .numeric) == .orderedAscending }
      self = .composite(Composite(kind: .entries, open: "[", close: "]", parts: sorted))

    case .struct, .class:
      self = .composite(Composite(kind: .fields, open: "\(typeName)(", close: ")", parts: parts(mirror.children)))

    default:
      self = .plain(String(describing: value))
    }
  }

  /// Values printed as they read in Swift rather than by their stored parts: strings quoted, a date in ISO 8601.
  private static func plainText(of value: Any) -> PrintedValue? {
    switch value {
    case let string as String:
      let lines = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
      return lines.count > 1 ? .text(lines) : .plain(string.debugDescription)
    case let substring as Substring:
      return plainText(of: String(substring))
    case let character as Character:
      return .plain(String(character).debugDescription)
    case let date as Date:
      return .plain("Date(\(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true))))")
    case let url as URL:
      return .plain("URL(\(url.absoluteString))")
    case let uuid as UUID:
      return .plain("UUID(\(uuid.uuidString))")
    case let data as Data:
      return .plain("Data(\(data.count) bytes)")
    case let type as Any.Type:
      return .plain("\(readableTypeName(type)).self")
    default:
      return nil
    }
  }

  /// How a set element or dictionary key sorts: its one-line print, so the order is stable from run to run.
  var sortKey: String {
    oneLine(maxWidth: .max) ?? lines(label: nil).joined(separator: " ")
  }
}

/// A type's name without module prefixes: `PrimeTimeDomain.AppState.Activity` reads `AppState.Activity`,
/// `Swift.Array<PrimeTimeDomain.AppState>` reads `Array<AppState>`, and a type declared inside a
/// function loses its `(unknown context at $…)` too.
func readableTypeName(_ type: Any.Type) -> String {
  var name = String(reflecting: type)
  while let start = name.range(of: "(unknown context at "), let end = name[start.upperBound...].range(of: ").") {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  while let start = name.range(of: "(extension in "), let end = name[start.upperBound...].range(of: "):") {
    name.removeSubrange(start.lowerBound..<end.upperBound)
  }
  var result = ""
  var path: [Substring] = []
  var identifier = ""
  func endPath() {
    if !identifier.isEmpty { path.append(Substring(identifier)) }
    identifier = ""
    result += path.dropFirst(path.count > 1 ? 1 : 0).joined(separator: ".")
    path = []
  }
  for character in name {
    if character.isLetter || character.isNumber || character == "_" {
      identifier.append(character)
    } else if character == "." && !identifier.isEmpty {
      path.append(Substring(identifier))
      identifier = ""
    } else {
      endPath()
      result.append(character)
    }
  }
  endPath()
  return result
}
