/// A modular app's navigation path, from the bottom: elements from every module, read
/// leniently when a saved session holds screens of a module the app no longer has.
///
/// It is a plain collection of ``PathElement``s, so it works as `NavigationStack(path:)` data
/// (`NavigationStack(path: $session.path)`). Its coding is an array of elements; reading it
/// under ``ResolutionPolicy/lenient`` (``SnapshotFormat/decode(_:policy:)``) keeps the
/// elements before the first of an unknown module or case and reports the rest as one
/// ``DroppedPart``, where `[PathElement]` would refuse the whole snapshot.
public struct ModularPath: Hashable, Sendable {
  /// The elements, from the bottom.
  public var elements: [PathElement]

  /// Creates a path.
  public init(_ elements: [PathElement] = []) {
    self.elements = elements
  }

  /// Pushes a module's value.
  public mutating func append(_ value: some ModuleElement) {
    elements.append(PathElement(value))
  }
}

extension ModularPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  /// The position of the bottom element.
  public var startIndex: Int { elements.startIndex }
  /// The position after the top element.
  public var endIndex: Int { elements.endIndex }

  /// The element at a position.
  public subscript(position: Int) -> PathElement {
    get { elements[position] }
    set { elements[position] = newValue }
  }

  /// Creates an empty path.
  public init() { elements = [] }

  /// Replaces a range of elements.
  public mutating func replaceSubrange(_ range: Range<Int>, with newElements: some Collection<PathElement>) {
    elements.replaceSubrange(range, with: newElements)
  }
}

extension ModularPath: ExpressibleByArrayLiteral {
  /// Creates a path from its elements.
  public init(arrayLiteral elements: PathElement...) {
    self.elements = elements
  }
}

extension ModularPath: Codable {
  /// Writes the elements as an array.
  public func encode(to encoder: any Encoder) throws {
    try elements.encode(to: encoder)
  }

  /// Reads the elements; under the lenient policy, an element of a module or case the app does
  /// not have ends the path (it and the elements above it are dropped and reported).
  public init(from decoder: any Decoder) throws {
    let modules = try NavigationModules.composition(reading: "a path", from: decoder)
    // Read in place from the canonical decoder's document; another decoder's array is taken
    // whole into a document of its own first.
    let (decoding, array) = try TapeDecoding.document(of: decoder)
    let tape = decoding.tape
    guard tape.kind(array) == .array else { throw decoding.invalid(array, expected: "an array") }
    var elements: [PathElement] = []
    var token = array + 1
    for index in 0..<tape.count(array) {
      let read = Result { () throws(NavigationError) in try modules.element(at: token, of: decoding) }
      switch read {
      case .success(let element):
        elements.append(element)
      case .failure(let refusal) where refusal.layer == .resolution:
        var dropped: [JSONValue] = []
        for _ in index..<tape.count(array) {
          dropped.append(decoding.value(at: token))
          token = tape.end(token)
        }
        try decoder.refuse(refusal, dropping: .array(dropped), at: decoding.pointer(array) / index)
        self.elements = elements
        return
      case .failure(let error):
        throw error
      }
      token = tape.end(token)
    }
    self.elements = elements
  }
}
