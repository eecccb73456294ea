/// The typed values of one link: path captures in pattern order and the query parameters that
/// were given.
struct LinkMatch: Sendable, Hashable {
  /// The path captures, in the order they appear in the pattern.
  var captures: [LinkValue]
  /// The names of the captures, in the same order; empty when the captures are positional,
  /// and an empty name for a positional capture among named ones.
  var captureNames: [String]
  /// The query parameters given, by name; printing writes them in the route's declared order.
  var parameters: LinkParameters

  /// Creates a match of positional captures.
  init(captures: [LinkValue] = [], parameters: LinkParameters = [:]) {
    self.captures = captures
    captureNames = []
    self.parameters = parameters
  }

  /// Creates a match of named captures, in any order: printing puts each where the pattern
  /// names it.
  init(named captures: KeyValuePairs<String, LinkValue>, parameters: LinkParameters = [:]) {
    self.captures = captures.map(\.value)
    captureNames = captures.map(\.key)
    self.parameters = parameters
  }

  @usableFromInline
  init(captures: [LinkValue], names: [String], parameters: LinkParameters) {
    self.captures = captures
    captureNames = names
    self.parameters = parameters
  }

  /// The capture at `index`, if there is one.
  func capture(_ index: Int) -> LinkValue? {
    captures.indices.contains(index) ? captures[index] : nil
  }

  /// The capture named `name`, if there is one.
  func capture(named name: String) -> LinkValue? {
    guard let index = captureNames.firstIndex(of: name), captures.indices.contains(index) else { return nil }
    return captures[index]
  }

  /// The value for the capture at `position` of a pattern, named `name` there: by name when
  /// this match names its captures and the pattern names this one, by position otherwise.
  func value(at position: Int, named name: String) -> LinkValue? {
    guard !captureNames.isEmpty, !name.isEmpty else { return capture(position) }
    return capture(named: name)
  }
}

/// The query parameters of a link by name: a handful of entries, kept in a small array rather
/// than a hash table because links carry at most a few.
struct LinkParameters: Sendable, Hashable, ExpressibleByDictionaryLiteral {
  private var entries: [(name: String, value: LinkValue)]

  /// Creates parameters from name–value pairs.
  init(dictionaryLiteral elements: (String, LinkValue)...) {
    entries = elements.map { (name: $0.0, value: $0.1) }
  }

  /// Creates empty parameters with room for `capacity` of them, at most 64 (a hint: more
  /// can be added, and a negative one reserves nothing).
  init(capacity: Int) {
    entries = []
    entries.reserveCapacity(min(max(capacity, 0), 64))
  }

  /// The value of a parameter, or `nil` when it is not given; setting `nil` removes it.
  subscript(name: String) -> LinkValue? {
    get { entries.firstIndex { Self.sameName($0.name, name) }.map { entries[$0].value } }
    set {
      let index = entries.firstIndex { Self.sameName($0.name, name) }
      switch (index, newValue) {
      case (let index?, let value?): entries[index].value = value
      case (let index?, nil): entries.remove(at: index)
      case (nil, let value?): entries.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// Names compare by length first: unequal short strings otherwise take the standard
  /// library's slow comparison path, and reading and printing look names up for every field.
  private static func sameName(_ lhs: String, _ rhs: String) -> Bool {
    lhs.utf8.count == rhs.utf8.count && lhs == rhs
  }

  /// Whether no parameter is given.
  var isEmpty: Bool { entries.isEmpty }

  /// Parameters are equal when they hold the same names and values, in any order.
  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.name] == $0.value }
  }

  /// Hashes the entries independently of their order.
  func hash(into hasher: inout Hasher) {
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
