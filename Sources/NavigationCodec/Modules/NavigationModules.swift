/// An app's feature modules composed into one path codec: snapshots, validation and links
/// for a path whose elements come from every module.
///
/// ```swift
/// let modules = try NavigationModules([dashboard, settings, exercises])
/// let format = SnapshotFormat<AppSession>(name: "com.example.session", version: 1, userInfo: modules.userInfo)
/// let session = try format.decode(bytes)                     // elements by module and case name
/// let path = try modules.resolve(session.path, at: "/path")  // each module's own validation
/// let links = try modules.linkGrammar(origins: origins)      // every module's links, mounted
/// ```
///
/// Nothing in the engine changes per app: each module brings its element types, links and
/// validation, and the composition only routes an element to its module by the module's
/// stable name.
public struct NavigationModules: Sendable {
  /// The modules, in the order their links are tried.
  public let modules: [NavigationModule]
  private let moduleIndex: [String: Int]
  /// Each registered type's validation, by its type: resolving an element looks up only the
  /// closure, not the whole registration.
  private let validations: [ObjectIdentifier: @Sendable (PathElement) throws(NavigationError) -> Void]

  /// Composes modules.
  ///
  /// - Throws: `invalid-value` for a composition that could not read its own snapshots or
  ///   print its links: a module name that is not a lowercase word a link carries as itself
  ///   (not empty, `.` or `..`, without `/`, `?`, `#` or upper case), two modules with one
  ///   name, a type registered twice, a type whose ``ModuleElement/moduleName`` is not its
  ///   module's name, or two types of a module that store a case under one name.
  public init(_ modules: [NavigationModule]) throws(NavigationError) {
    var moduleIndex: [String: Int] = [:]
    var validations: [ObjectIdentifier: @Sendable (PathElement) throws(NavigationError) -> Void] = [:]
    for (index, module) in modules.enumerated() {
      // The name is also the link word the module's links are mounted under by default.
      if let problem = LinkWordCheck.literalProblem(module.name) {
        throw NavigationError(
          .invalidValue, at: .input, "the module name \"\(module.name)\" is not a word links can carry: \(problem)")
      }
      guard moduleIndex.updateValue(index, forKey: module.name) == nil else {
        throw NavigationError(.invalidValue, at: .input, "two modules are named \"\(module.name)\"")
      }
      for element in module.elements {
        guard element.moduleName == module.name else {
          throw NavigationError(
            .invalidValue, at: .input,
            "\(element.typeName) belongs to the module \"\(element.moduleName)\", not \"\(module.name)\"")
        }
        guard validations.updateValue(element.validate, forKey: element.id) == nil else {
          throw NavigationError(.invalidValue, at: .input, "\(element.typeName) is registered twice")
        }
      }
      try Self.checkCaseNames(of: module)
    }
    self.modules = modules
    self.moduleIndex = moduleIndex
    self.validations = validations
  }

  // MARK: Snapshots

  /// The `userInfo` through which a decoder reads ``PathElement``s: give it to
  /// ``SnapshotFormat``, ``CanonicalJSONDecoder`` or `JSONDecoder`.
  public var userInfo: [CodingUserInfoKey: any Sendable] {
    guard let key = Self.key else { return [:] }
    return [key: self]
  }

  private static let key = CodingUserInfoKey(rawValue: "NavigationCodec.NavigationModules")

  /// The composition a decoder carries in its `userInfo`, through which `what` is read.
  ///
  /// - Throws: `invalid-value` at the decoder's place when it carries none.
  static func composition(reading what: String, from decoder: any Decoder) throws(NavigationError)
    -> NavigationModules
  {
    guard let modules = key.flatMap({ decoder.userInfo[$0] as? NavigationModules }) else {
      throw NavigationError(
        .invalidValue, at: JSONPointer(codingPath: decoder.codingPath),
        "\(what) is read through the app's modules: set the decoder's userInfo to NavigationModules.userInfo")
    }
    return modules
  }

  /// Reads one element, `{"<module>": {"<case>": …}}`, at a token of a document, trying each
  /// of the module's types on the document in place.
  ///
  /// - Throws: `invalid-value` for another shape, `unknown-module` at the module's key,
  ///   `unknown-element` at the case's key when none of the module's types has the case, the
  ///   type's own refusal when one has it but the rest does not read, and `invalid-value`
  ///   when two of the module's types read it (they share a case name).
  func element(at token: Int, of decoding: TapeDecoding) throws(NavigationError) -> PathElement {
    let tape = decoding.tape
    guard tape.kind(token) == .object, tape.count(token) == 1 else {
      let found = tape.kind(token) == .object ? "an object with \(tape.count(token)) keys" : tape.kindDescription(token)
      throw NavigationError(
        .invalidValue, at: decoding.pointer(token),
        "expected an object with one key, the name of a module, but found \(found)")
    }
    let name = tape.string(token + 1)
    let value = token + 2
    guard let index = moduleIndex[name] else {
      throw NavigationError(
        .unknownModule, at: decoding.pointer(value),
        "no module is named \"\(name)\"; the app has \(modules.map { "\"\($0.name)\"" }.joined(separator: ", "))")
    }
    decoding.markRead(token + 1)
    // Each type tries the value from the same marks, so a type that fails leaves no key
    // marked as read for the next; the one that reads it has read every key.
    let marks = decoding.marks(of: value)
    var read: [(type: ModuleElementType, element: PathElement)] = []
    var refusals: [NavigationError] = []
    for type in modules[index].elements {
      do throws(NavigationError) {
        read.append((type, try type.decode(decoding, value)))
      } catch {
        refusals.append(error)
      }
      decoding.restoreMarks(marks)
    }
    if read.count > 1 {
      throw NavigationError(
        .invalidValue, at: decoding.pointer(value),
        "both \(read[0].type.typeName) and \(read[1].type.typeName) read this element; the types of a module must not share a case name"
      )
    }
    guard let element = read.first else {
      throw Self.refusal(at: value, of: decoding, module: name, among: refusals)
    }
    decoding.markSubtreeRead(value)
    return element.element
  }

  /// Why no type of a module read an element: the refusal of the type that knew its case and
  /// got furthest into it, or `unknown-element` when none knew the case.
  private static func refusal(
    at value: Int, of decoding: TapeDecoding, module: String, among refusals: [NavigationError]
  ) -> NavigationError {
    let tape = decoding.tape
    guard tape.kind(value) == .object, tape.count(value) == 1 else {
      return refusals.first
        ?? NavigationError(.invalidValue, at: decoding.pointer(value), "expected an object with one key, the case name")
    }
    let caseName = tape.string(value + 1)
    let casePointer = decoding.pointer(value + 2)
    let known = refusals.filter { refusal in
      guard case .pointer(let location) = refusal.location else { return false }
      if location == casePointer { return refusal.code != .unexpectedField }
      return location.rawValue.hasPrefix(casePointer.rawValue + "/")
    }
    if let deepest = known.max(by: { $0.location.description.count < $1.location.description.count }) {
      return deepest
    }
    return NavigationError(
      .unknownElement, at: casePointer, "the module \"\(module)\" has no element \"\(caseName)\"")
  }

  // MARK: Resolution

  /// Checks every element with its module's validation, in order.
  ///
  /// - Parameters:
  ///   - path: The path, from the bottom.
  ///   - pointer: Where the path is in the snapshot, for locations (`/path`).
  ///   - policy: Strict refuses the whole path at the first refusal; lenient keeps the
  ///     elements before it and reports the rest as one dropped part.
  /// - Returns: The elements kept, and under the lenient policy the part dropped.
  /// - Throws: Under the strict policy, `unknown-module` or `unknown-element` for an element
  ///   whose type the app does not compose, or the module's own refusal, located at the
  ///   element (`/path/2/dashboard/details/id`).
  @inlinable public func resolve(
    _ path: some Collection<PathElement>, at pointer: JSONPointer = .root, policy: ResolutionPolicy = .strict
  ) throws(NavigationError) -> ResolutionReport<[PathElement]> {
    // Inlined so the caller's collection becomes an array where its type is known (for an
    // array, without a copy), and the loop runs on an array, not through generic metadata.
    try resolve(elements: Array(path), at: pointer, policy: policy)
  }

  @usableFromInline func resolve(
    elements path: [PathElement], at pointer: JSONPointer, policy: ResolutionPolicy
  ) throws(NavigationError) -> ResolutionReport<[PathElement]> {
    // The element's pointer is built only for a refusal: a path that resolves builds no text.
    for index in path.indices {
      guard let refusal = refusal(of: path[index]) else { continue }
      var refusals = RefusalCollector(policy: policy)
      let at = pointer / (index - path.startIndex)
      try refusals.refuse(refusal.located(under: at), dropping: Self.json(of: path[index...]), at: at)
      return ResolutionReport(value: Array(path[..<index]), dropped: refusals.dropped)
    }
    return ResolutionReport(value: path)
  }

  /// The element's refusal, located in the element (`/dashboard/details/id`), or `nil`.
  private func refusal(of element: PathElement) -> NavigationError? {
    guard let validate = validations[ObjectIdentifier(Swift.type(of: element.base))] else {
      let module = element.moduleName
      guard moduleIndex[module] != nil else {
        return NavigationError(.unknownModule, at: .root / module, "the app has no module named \"\(module)\"")
      }
      return NavigationError(
        .unknownElement, at: .root / module,
        "the module \"\(module)\" does not register \(String(describing: Swift.type(of: element.base)))")
    }
    do throws(NavigationError) {
      try validate(element)
      return nil
    } catch {
      return error.located(under: .root / element.moduleName)
    }
  }

  /// The snapshot form of dropped elements, for the report.
  private static func json(of elements: some Collection<PathElement>) -> JSONValue {
    do throws(NavigationError) {
      let bytes = try CanonicalJSONEncoder(compact: true).encode(Array(elements))
      return try SnapshotNode(parsing: bytes).value
    } catch {
      // An element JSON has no form for is still reported, by its refusal.
      return .string(error.description)
    }
  }

  // MARK: Links

  /// The app's link grammar: `routes` first, then every module's links mounted under its
  /// prefix, in the modules' order.
  ///
  /// - Throws: ``LinkGrammarError`` when two modules' routes (or the app's) read the same path.
  public func linkGrammar(
    origins: LinkOrigins, routes: [LinkRoute<[PathElement]>] = [], limits: Limits = .default,
    ignoring ignoredParameters: IgnorableParameters = .default
  ) throws(LinkGrammarError) -> LinkGrammar<[PathElement]> {
    let mounted = modules.flatMap { module in
      module.links.map { $0.prefixed(by: module.linkPrefix.map { .literal($0) }) }
    }
    return try LinkGrammar(origins: origins, routes: routes + mounted, limits: limits, ignoring: ignoredParameters)
  }
}

extension NavigationError {
  /// The error with a pointer location put under `base`: a module locates its refusals in its
  /// own value, and the path puts the element's place in front.
  func located(under base: JSONPointer) -> NavigationError {
    var error = self
    switch location {
    case .pointer(let pointer): error.location = .pointer(JSONPointer(rawValue: base.rawValue + pointer.rawValue))
    case .input: error.location = .pointer(base)
    case .urlComponent, .text: break
    }
    return error
  }
}
