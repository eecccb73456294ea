/// One piece of a route's path pattern.
public enum LinkSegment: Sendable, Hashable {
  /// A fixed lowercase word; `aliases` are legacy spellings that parse but never print.
  case literal(String, aliases: [String] = [])
  /// A typed value captured from the segment.
  case capture(LinkFieldKind)

  /// What the segment expects, for error messages.
  var expected: String {
    switch self {
    case .literal(let word, _): "\"\(word)\""
    case .capture(let kind): kind.expected
    }
  }
}

/// A query parameter a route accepts.
public struct LinkQueryField: Sendable, Hashable {
  /// The parameter's name, matched case-sensitively.
  public var name: String
  /// The parameter's type.
  public var kind: LinkFieldKind

  /// Declares a parameter.
  public init(_ name: String, _ kind: LinkFieldKind) {
    self.name = name
    self.kind = kind
  }
}

/// The typed values of one link: path captures in pattern order and the query parameters that
/// were given.
public struct LinkMatch: Sendable, Hashable {
  /// The path captures, in the order they appear in the pattern.
  public var captures: [LinkValue]
  /// The query parameters given, by name; printing writes them in the route's declared order.
  public var parameters: LinkParameters

  /// Creates a match.
  public init(captures: [LinkValue] = [], parameters: LinkParameters = [:]) {
    self.captures = captures
    self.parameters = parameters
  }

  /// The capture at `index`, if there is one.
  public func capture(_ index: Int) -> LinkValue? {
    captures.indices.contains(index) ? captures[index] : nil
  }
}

/// One route of a ``LinkGrammar``: a path pattern, the query parameters it allows, and the pair
/// of functions that turn a match into the app's value and back.
///
/// The pattern is written once and drives reading, printing and error messages.
///
/// ```swift
/// LinkRoute([.literal("exercises"), .capture(.uuid), .literal("edit")],
///           query: [LinkQueryField("title", .text)],
///           parse: { match in match.capture(0)?.uuid.map { Target.edit($0, title: match.parameters["title"]?.text) } },
///           print: { target in … })
/// ```
public struct LinkRoute<Target: Sendable>: Sendable {
  /// The canonical path pattern.
  public var pattern: [LinkSegment]
  /// Whole-path legacy spellings that parse as this route and never print.
  public var aliases: [[LinkSegment]]
  /// The query parameters this route accepts.
  public var query: [LinkQueryField]
  @usableFromInline let make: @Sendable (LinkMatch) -> Target?
  @usableFromInline let unmake: @Sendable (Target) -> LinkMatch?

  /// Declares a route.
  ///
  /// - Parameters:
  ///   - pattern: The canonical path pattern.
  ///   - aliases: Other path patterns with the same captures, accepted when reading only.
  ///   - query: The query parameters the route accepts.
  ///   - parse: Builds the app's value from a match (return `nil` only for a declaration bug).
  ///   - print: Returns the match for a value this route prints, or `nil` for other values.
  public init(
    _ pattern: [LinkSegment],
    aliases: [[LinkSegment]] = [],
    query: [LinkQueryField] = [],
    parse: @escaping @Sendable (LinkMatch) -> Target?,
    print: @escaping @Sendable (Target) -> LinkMatch?
  ) {
    self.pattern = pattern
    self.aliases = aliases
    self.query = query
    self.make = parse
    self.unmake = print
  }
}

/// The query parameters of a link by name: a handful of entries, kept in a small array rather
/// than a hash table because links carry at most a few.
public struct LinkParameters: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  private var entries: [(name: String, value: LinkValue)]

  /// Creates parameters from name–value pairs.
  public init(dictionaryLiteral elements: (String, LinkValue)...) {
    entries = elements.map { (name: $0.0, value: $0.1) }
  }

  init(capacity: Int) {
    entries = []
    entries.reserveCapacity(capacity)
  }

  /// The value of a parameter, or `nil` when it is not given; setting `nil` removes it.
  public subscript(name: String) -> LinkValue? {
    get { entries.first { $0.name == name }?.value }
    set {
      let index = entries.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let value?): entries[index].value = value
      case (let index?, nil): entries.remove(at: index)
      case (nil, let value?): entries.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// Whether no parameter is given.
  public var isEmpty: Bool { entries.isEmpty }

  /// Parameters are equal when they hold the same names and values, in any order.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
  }

  /// Hashes the entries independently of their order.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for entry in entries {
      var entryHasher = Hasher()
      entryHasher.combine(entry.name)
      entryHasher.combine(entry.value)
      combined ^= entryHasher.finalize()
    }
    hasher.combine(combined)
  }
}
