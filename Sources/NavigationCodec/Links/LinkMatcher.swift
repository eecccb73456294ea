/// The byte-level half of a grammar: every pattern (canonical and alias) compiled once into flat
/// tables of plain data.
///
/// Reading a link compares bytes against these tables and touches no reference counts (nested
/// arrays of words would retain and release on every comparison); error text is built only
/// once matching has failed, from the declarations kept beside the tables. A class, so that
/// the closures matching runs in share the tables instead of copying a dozen arrays.
@usableFromInline
final class LinkMatcher: Sendable {
  let origins: CompiledOrigins
  /// Every literal word, keyword and parameter name, concatenated; `words` are ranges of it.
  let pool: [UInt8]
  let words: [WordCode]
  /// Every pattern's segments, concatenated, and what each expects (for error messages).
  ///
  /// The expectations, which hold text, stand apart from the plain data matching reads
  /// (as the fields' declarations do below): reading an element holding text would retain
  /// and release it.
  let segments: [SegmentCode]
  let expectations: [String]
  let patterns: [PatternCode]
  /// Every pattern's literal segments, concatenated, and each pattern's range of them.
  ///
  /// Matching compares them without walking past the pattern's captures. The ranges stand
  /// apart from the patterns, which printing reads, so that a pattern stays 32 bytes.
  let literals: [LiteralCode]
  let patternLiterals: [Range<Int>]
  /// Every pattern's captures but a capture of the rest of the path, concatenated, and each
  /// pattern's range of them: reading a link's values walks past no literal.
  let captures: [CaptureCode]
  let patternCaptures: [Range<Int>]
  /// Every route's slot names, concatenated: its canonical pattern's capture names (empty for
  /// a positional capture), then its query fields'; `routes[route].slots` says where a
  /// route's are and how many are captures.
  let slotNames: FixedTable<String>
  /// Each route, compiled.
  let routes: FixedTable<RouteCode>
  /// The most slots a route has.
  private let maxSlotCount: Int
  /// The patterns a link may match by its path's shape; the patterns ending with a capture of
  /// the rest of the path apart, in declaration order.
  let candidates: CandidateIndex
  let restCandidates: [Int]
  /// Every route's query fields, concatenated; `routes[route].fields` is a route's range.
  let fields: [FieldCode]
  let fieldDeclarations: [LinkQueryField]
  /// Every route's printed link between its captures, its prefix (`scheme://` or
  /// `https://host`) included.
  let printedPaths: PrintedPaths
  /// The slots of every route's text values, concatenated (`routes[route].textSlots` is a
  /// route's range), whose sizes are added to its bound when printing.
  let textSlots: [Int]
  /// The ranges of integer fields; an integer's ``KindCode`` holds its index.
  let integerRanges: [ClosedRange<Int128>]
  /// The ignorable parameters as declared, and their names and prefixes as ranges of `words`.
  let ignorable: IgnorableParameters
  let ignoredNames: Range<Int>
  let ignoredPrefixes: Range<Int>

  init(
    _ routes: [(pattern: [LinkSegment], aliases: [[LinkSegment]], query: [LinkQueryField])], origins: LinkOrigins,
    ignoring ignorable: IgnorableParameters
  ) {
    self.origins = CompiledOrigins(origins)
    let (printedPrefix, firstSegmentIsHost) = Self.printedPrefix(origins.printed)
    var tables = Tables()
    for (route, declaration) in routes.enumerated() { tables.add(route: route, declaration) }
    let (patterns, patternLiterals, printedPatterns) = (tables.patterns, tables.patternLiterals, tables.printedPatterns)
    let (routeFields, slotLayouts) = (tables.routeFields, tables.slotLayouts)
    self.ignorable = ignorable
    ignoredNames = tables.add(words: ignorable.names)
    ignoredPrefixes = tables.add(words: ignorable.prefixes)
    self.slotNames = FixedTable(tables.slotNames)
    maxSlotCount = slotLayouts.map(\.slotCount).max() ?? 0
    pool = tables.pool
    words = tables.compiledWords
    segments = tables.segments
    literals = tables.literals
    expectations = tables.expectations
    fields = tables.fields
    fieldDeclarations = tables.fieldDeclarations
    integerRanges = tables.integerRanges
    self.patterns = patterns
    self.patternLiterals = patternLiterals
    captures = tables.captures
    patternCaptures = tables.patternCaptures
    candidates = CandidateIndex(
      patterns, patternLiterals: patternLiterals, segments: tables.segments, words: tables.words, pool: tables.pool)
    restCandidates = patterns.indices.filter { patterns[$0].readsRest }
    let (compiledRoutes, textSlots) = Self.compiledRoutes(
      patterns: patterns, printedPatterns: printedPatterns, routeFields: routeFields, slotLayouts: slotLayouts,
      tables: tables, prefixCount: printedPrefix.count)
    self.routes = FixedTable(compiledRoutes)
    self.textSlots = textSlots
    printedPaths = PrintedPaths(
      prefix: printedPrefix, firstSegmentIsHost: firstSegmentIsHost, printedPatterns: printedPatterns,
      patterns: patterns, segments: tables.segments, words: tables.words, pool: tables.pool)
  }

  deinit {
    routes.free()
    slotNames.free()
  }

  /// What every printed link starts with, and whether its first segment is the URL's host.
  private static func printedPrefix(_ printed: LinkOrigins.Printed) -> ([UInt8], Bool) {
    switch printed {
    case .customScheme(let scheme): (Array((scheme + "://").utf8), true)
    case .web(let host): (Array(("https://" + host).utf8), false)
    }
  }

  /// Each route compiled, with the fixed part of its printed size: every literal, separator
  /// and non-text value at its largest, escapes included (an ECMAScript number is at most 25
  /// characters, a date with a four-digit year 24), and every query field as if given; and
  /// the routes' text slots.
  private static func compiledRoutes(
    patterns: [PatternCode], printedPatterns: [Int], routeFields: [Range<Int>], slotLayouts: [SlotLayout],
    tables: Tables, prefixCount: Int
  ) -> (routes: [RouteCode], textSlots: [Int]) {
    func largest(_ kind: KindCode) -> Int {
      switch kind.kind {
      case .uuid: 36
      case .keyword: 3 * (tables.words[kind.keywords].map(\.count).max() ?? 0)
      case .text: 0
      case .number: 3 * 25
      case .date: 3 * 24
      case .integer: 40  // a sign and 39 digits, none escaped
      case .bool: 5
      }
    }
    var routes: [RouteCode] = []
    var textSlots: [Int] = []
    for route in printedPatterns.indices {
      let (pattern, fields) = (patterns[printedPatterns[route]], routeFields[route])
      let start = textSlots.count
      var bound = prefixCount
      // Slots in the route's order: its captures, then its query fields.
      var slot = 0
      for index in pattern.segments {
        bound += 1
        switch tables.segments[index] {
        case .literal(let words): bound += 3 * tables.words[words.lowerBound].count
        case .capture(let kind):
          if kind.kind == .text { textSlots.append(slot) }
          bound += largest(kind)
          slot += 1
        case .restOfPath:
          textSlots.append(slot)
          slot += 1
        }
      }
      for index in fields {
        let field = tables.fields[index]
        bound += 2 + 3 * tables.words[field.name].count + largest(field.kind)
        if field.kind.kind == .text { textSlots.append(slot) }
        slot += 1
      }
      routes.append(
        RouteCode(
          printedPattern: printedPatterns[route], fields: fields, slots: slotLayouts[route], printBound: bound,
          textSlots: start..<textSlots.count))
    }
    return (routes, textSlots)
  }

  // MARK: Reading

  /// Lends `body` empty slots for the values of any route read from `link`, on the stack
  /// (for a route of ordinary size).
  func withValues<Result, Failure: Error>(
    readFrom link: RawLink, _ body: (inout LinkValues) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try withUnsafePointer(to: link) { link throws(Failure) -> Result in
      try withUnsafeTemporaryAllocation(of: ReadValue?.self, capacity: max(maxSlotCount, 1)) {
        slots throws(Failure) -> Result in
        // Left uninitialised: each route offered empties its own slots, the only ones read
        // for it. Plain data: nothing to destroy afterwards.
        // The tables are the matcher's, which outlives this call and so the values.
        var values = LinkValues(readSlots: slots, of: link, names: slotNames.elements, routes: routes.elements)
        return try body(&values)
      }
    }
  }

  /// Lends `body` empty slots for any route to print, on the stack (for a route of ordinary
  /// size).
  func withValuesToPrint<Result, Failure: Error>(
    _ body: (inout LinkValues) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    var reason: String?
    return try withUnsafeMutablePointer(to: &reason) { reason throws(Failure) -> Result in
      try withUnsafeTemporaryAllocation(of: LinkValue?.self, capacity: max(maxSlotCount, 1)) {
        slots throws(Failure) -> Result in
        // Slot by slot: the buffer's own initialise and deinitialise go through the runtime's
        // generic value witnesses.
        for slot in slots.indices { slots.initializeElement(at: slot, to: nil) }
        // The tables are the matcher's, which outlives this call and so the values.
        var values = LinkValues(slots: slots, names: slotNames.elements, routes: routes.elements, reason: reason)
        // Emptied rather than deinitialised: every slot then holds `nil`, which owns nothing.
        defer { values.empty() }
        return try body(&values)
      }
    }
  }

  /// Offers each matching route of `link`, its values in its slots, to `accept` until it
  /// takes one; throws the most specific error when none matches, and refuses a link longer
  /// than `limits` allow before any other work.
  ///
  /// - Returns: With `readingExtras`, the link's ignored parameters and fragment; otherwise
  ///   `nil`, and the extras are skipped without building any text.
  @usableFromInline
  func match(
    link: String, limits: Limits, readingExtras: Bool,
    accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> LinkExtras? {
    // Checked here rather than by the generic caller, which would call it across modules;
    // and before the bytes are lent, which may copy a bridged string.
    try limits.checkLinkLength(link.utf8.count)
    // The closures run within this call, while the caller keeps the matcher alive: they reach
    // it borrowed, which spares a retain and a release of it in every closure, for every link.
    let matcher = Unmanaged.passUnretained(self)
    let result = Self.withBytes(of: link) { bytes in
      Result { () throws(NavigationError) in
        try matcher.withBorrowed { matcher throws(NavigationError) in
          try matcher.match(bytes, readingExtras: readingExtras, accept: accept)
        }
      }
    }
    return try result.get()
  }

  /// Reads a link given as UTF-8 bytes, as ``match(link:limits:readingExtras:accept:)`` does.
  private func match(
    _ bytes: UnsafeBufferPointer<UInt8>, readingExtras: Bool,
    accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> LinkExtras? {
    let matcher = Unmanaged.passUnretained(self)
    return try URLReader.read(bytes, origins: origins) { link throws(NavigationError) -> LinkExtras? in
      try matcher.withBorrowed { matcher throws(NavigationError) in
        try matcher.matchPieces(link, readingExtras: readingExtras, accept: accept)
      }
    }
  }

  /// Lends `body` a link's UTF-8 bytes: a native string's own, in place (a copy of the string
  /// would retain and release its storage), and a copy of any other's.
  private static func withBytes<Value>(of link: String, _ body: (UnsafeBufferPointer<UInt8>) -> Value) -> Value {
    if let value = link.utf8.withContiguousStorageIfAvailable(body) { return value }
    var link = link
    return link.withUTF8(body)
  }

  /// Reads a link split into its pieces, as ``match(link:limits:readingExtras:accept:)`` does.
  private func matchPieces(
    _ link: RawLink, readingExtras: Bool, accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> LinkExtras? {
    if link.segmentCount < candidates.lengthCount || !restCandidates.isEmpty {
      let matcher = Unmanaged.passUnretained(self)
      let route = try withValues(readFrom: link) { values throws(NavigationError) in
        try matcher.withBorrowed { matcher throws(NavigationError) in
          try matcher.match(link, into: &values, accept: accept)
        }
      }
      if let route { return readingExtras ? extras(of: link, route: route) : nil }
    }
    throw explainFailure(link)
  }

  /// Offers the routes of the link's length whose first word may be its first segment in
  /// turn, then those that read the rest of a path at least as long as theirs; the route
  /// that is accepted, if any.
  ///
  /// The order does not matter: the grammar's check lets no path be read by two routes.
  private func match(
    _ link: RawLink, into values: inout LinkValues,
    accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> Int? {
    for position in candidates(of: link) {
      let candidate = candidates.candidate(at: position)
      guard literalsMatch(candidate.literals, link) else { continue }
      if try offer(candidate.pattern, link, into: &values, accept: accept) { return patterns[candidate.pattern].route }
    }
    for index in restCandidates where patterns[index].segments.count <= link.segmentCount {
      guard literalsMatch(patternLiterals[index], link) else { continue }
      if try offer(index, link, into: &values, accept: accept) { return patterns[index].route }
    }
    return nil
  }

  /// The positions in ``candidates`` of the patterns of the link's length that may match it.
  @inline(__always)
  func candidates(of link: RawLink) -> Range<Int> {
    guard link.segmentCount > 0 else {
      return candidates.candidates(length: 0, first: UnsafeBufferPointer(start: nil, count: 0))
    }
    return candidates.candidates(length: link.segmentCount, first: link.segment(0).bytes)
  }

  /// The parameters `route` does not declare (all ignorable, or the route would have refused
  /// the link), in link order, and the fragment.
  func extras(of link: RawLink, route: Int) -> LinkExtras {
    var extras = LinkExtras(fragment: link.fragment.map(\.string))
    guard link.queryCount > 0 else { return extras }
    // Room for every item (at most this many are ignored): one allocation for them all.
    extras.ignoredParameters.reserveCapacity(link.queryCount)
    for item in 0..<link.queryCount {
      let (name, value) = link.queryItem(item)
      guard declaredField(name.bytes, route: route) == nil else { continue }
      extras.ignoredParameters.append(LinkExtras.Parameter(name: name.string, value: value.string))
    }
    return extras
  }

  /// Reads the link by pattern `index` (the caller checked that the link is long enough and
  /// that its literals match) and offers its values to `accept`; `false` when a value does not
  /// match, or it declines.
  @inline(__always)
  private func offer(
    _ index: Int, _ link: RawLink, into values: inout LinkValues,
    accept: (Int, borrowing LinkValues) throws(LinkFieldRefusal) -> Bool
  ) throws(NavigationError) -> Bool {
    let pattern = patterns[index]
    values.prepare(readingRoute: pattern.route)
    guard readCaptures(index, link, into: &values) else { return false }
    // Asked here: most links have no query, and the call would be made for nothing.
    if link.queryCount > 0 { try readQuery(pattern.route, link, into: &values) }
    do {
      return try accept(pattern.route, values)
    } catch {
      throw refusal(error, pattern, link)
    }
  }

  /// `invalid-parameter` at the segment or parameter of a value its field's type refused.
  @inline(never)
  func refusal(_ refusal: LinkFieldRefusal, _ pattern: PatternCode, _ link: RawLink) -> NavigationError {
    let captureCount = routes[pattern.route].slots.captureCount
    if refusal.slot >= captureCount {
      let index = routes[pattern.route].fields.lowerBound + refusal.slot - captureCount
      let field = fieldDeclarations[min(index, fieldDeclarations.count - 1)]
      let (name, expected) = (field.name, refusal.expected ?? field.kind.expected)
      let message =
        refusal.isMissing
        ? "the parameter \"\(name)\" is required; expected \(expected)"
        : "the parameter \"\(name)\" is not \(expected)"
      return NavigationError(.invalidParameter, at: "query/\(name)", message)
    }
    var capture = 0
    for index in pattern.segments {
      if case .literal = segments[index] { continue }
      if capture == refusal.slot {
        let position = index - pattern.segments.lowerBound
        let found =
          pattern.readsRest && index == pattern.segments.upperBound - 1
          ? link.path(from: position) : link.segment(position).string
        let shown = found.count <= 40 ? "\"\(found)\"" : "a segment of \(found.utf8.count) bytes"
        return NavigationError(
          .invalidParameter, at: "path/\(position)",
          "expected \(refusal.expected ?? expectations[index]) but found \(shown)")
      }
      capture += 1
    }
    return NavigationError(.invalidParameter, at: "path/0", "a value of the link is refused")
  }

  /// Whether every literal of `pattern` matches (the caller checked the segment count):
  /// most candidate patterns fail on a word, before any value is read.
  func literalsMatch(_ pattern: Int, _ link: RawLink) -> Bool {
    literalsMatch(patternLiterals[pattern], link)
  }

  /// Whether the literals in `range` of ``literals`` match the link's segments at their
  /// positions (which the link has).
  @inline(__always)
  func literalsMatch(_ range: Range<Int>, _ link: RawLink) -> Bool {
    for index in range {
      let literal = literals[index]
      let bytes = link.segment(literal.position).bytes
      if let key = literal.key {
        guard key.isKey(of: bytes) else { return false }
      } else {
        guard contains(literal.words, bytes) else { return false }
      }
    }
    return true
  }

  /// Reads the captures of pattern `index` into their slots, in order; `false` when one does
  /// not read as its kind.
  ///
  /// A capture of the rest of the path, always the last, reads every segment from its own on.
  func readCaptures(_ index: Int, _ link: RawLink, into values: inout LinkValues) -> Bool {
    let range = patternCaptures[index]
    for capture in range {
      let code = captures[capture]
      guard let value = parse(code.kind, link.segment(code.position)) else { return false }
      values.setRead(value, inSlot: capture - range.lowerBound)
    }
    let pattern = patterns[index]
    if pattern.readsRest {
      values.setRead(.restOfPath(from: pattern.segments.count - 1), inSlot: range.count)
    }
    return true
  }

  /// Reads the query into the route's field slots.
  func readQuery(_ route: Int, _ link: RawLink, into values: inout LinkValues) throws(NavigationError) {
    let routeFields = routes[route].fields
    let firstSlot = routes[route].slots.captureCount
    for item in 0..<link.queryCount {
      let (nameText, valueText) = link.queryItem(item)
      let name = nameText.bytes
      // A declared field is read as such even when its name is also ignorable.
      guard let index = declaredField(name, route: route) else {
        if isIgnorable(name) { continue }
        throw unknownParameter(nameText, route: route)
      }
      let slot = firstSlot + index - routeFields.lowerBound
      guard !values.isRead(slot) else { throw duplicateParameter(index) }
      guard let value = parse(fields[index].kind, valueText) else {
        throw invalidParameter(index, valueText)
      }
      values.setRead(value, inSlot: slot)
    }
  }

  /// The index in `fields` of the query field of `route` named `name`, if it declares one.
  ///
  /// Names are compared by their keys first: a link's parameter is looked up among every field
  /// of its route.
  @inline(__always)  // one call for every parameter a link gives
  private func declaredField(_ name: UnsafeBufferPointer<UInt8>, route: Int) -> Int? {
    let key = WordKey(name)
    return routes[route].fields.first { index in
      fields[index].nameKey == key && (key.holdsWholeWord || equals(fields[index].name, name))
    }
  }

  /// Whether a parameter that no field declares is one the grammar ignores.
  private func isIgnorable(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
    for prefix in ignoredPrefixes {
      let range = words[prefix].bytes
      guard range.count <= name.count else { continue }
      let matches = pool.withUnsafeBufferPointer {
        UnsafeBufferPointer(rebasing: $0[range]).hasSameBytes(as: UnsafeBufferPointer(rebasing: name[..<range.count]))
      }
      if matches { return true }
    }
    return contains(ignoredNames, name)
  }

  // The refusals below are built out of line, apart from the code reading accepted links, which
  // they would otherwise outgrow. The declaration, which holds text, is read only for them: a
  // copy would retain it.

  @inline(never)
  private func duplicateParameter(_ field: Int) -> NavigationError {
    let name = fieldDeclarations[field].name
    return NavigationError(
      .duplicateParameter, at: "query/\(name)", "the parameter \"\(name)\" is given more than once")
  }

  @inline(never)
  private func invalidParameter(_ field: Int, _ text: LinkText) -> NavigationError {
    let declaration = fieldDeclarations[field]
    let found = text.string
    let shown = found.count <= 40 ? "\"\(found)\"" : "\(found.utf8.count) bytes"
    return NavigationError(
      .invalidParameter, at: "query/\(declaration.name)",
      "expected \(declaration.kind.expected(refusing: text.bytes)) but found \(shown)")
  }

  @inline(never)
  private func unknownParameter(_ nameText: LinkText, route: Int) -> NavigationError {
    let name = nameText.string
    let declared = fieldDeclarations[routes[route].fields].map(\.name)
    let accepted =
      declared.isEmpty ? "this route takes no parameters" : "this route takes " + declared.joined(separator: ", ")
    return NavigationError(.unknownParameter, at: "query/\(name)", "unknown parameter \"\(name)\"; \(accepted)")
  }

  /// Reads a value of a field from a piece of a link; text is left in the link.
  @inline(__always)  // one call for every value a link gives
  func parse(_ field: KindCode, _ text: LinkText) -> ReadValue? {
    switch field.kind {
    case .uuid: UUIDText.parse(utf8: text.bytes).map(ReadValue.uuid)
    case .keyword:
      field.keywords.first { equals($0, text.bytes) }.map { .keyword($0 - field.keywords.lowerBound) }
    case .text: .text(text)
    case .number: LinkFieldKind.parseNumber(text.bytes).map(ReadValue.number)
    case .date: Timestamp.parse(utf8: text.bytes).map(ReadValue.date)
    case .integer:
      LinkFieldKind.parseInteger(text.bytes, in: integerRanges[field.keywords.lowerBound]).map(ReadValue.integer)
    case .bool: LinkFieldKind.parseBool(text.bytes).map(ReadValue.bool)
    }
  }

  func contains(_ candidates: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    candidates.contains { equals($0, bytes) }
  }

  func equals(_ word: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = words[word].bytes
    guard range.count == bytes.count else { return false }
    return pool.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[range]).hasSameBytes(as: bytes) }
  }

  /// The most specific reason no route matched, worked out only once matching has failed.
  @inline(never)
  func explainFailure(_ link: RawLink) -> NavigationError {
    var failure = MatchFailure()
    for pattern in patterns {
      explain(pattern, link, &failure)
    }
    return failure.error(link)
  }

  /// Records how far into the link `pattern` gets, for the error message.
  private func explain(_ pattern: PatternCode, _ link: RawLink, _ failure: inout MatchFailure) {
    for index in pattern.segments {
      let position = index - pattern.segments.lowerBound
      guard position < link.segmentCount else {
        failure.record(progress: position, expected: expectations[index], isCapture: false)
        return
      }
      let text = link.segment(position).bytes
      switch segments[index] {
      case .literal(let words):
        guard contains(words, text) else {
          failure.record(progress: position, expected: expectations[index], isCapture: false)
          return
        }
      case .capture(let field):
        guard parse(field, link.segment(position)) != nil else {
          failure.record(progress: position, expected: expectation(at: index, refusing: text), isCapture: true)
          return
        }
      case .restOfPath:
        return  // it reads every segment left
      }
    }
    if link.segmentCount != pattern.segments.count {
      failure.record(progress: pattern.segments.count, expected: MatchFailure.endOfPath, isCapture: false)
    }
  }

  /// What segment `index` expects, for the message refusing `text`: a well-formed integer
  /// beyond the capture's range names the range.
  private func expectation(at index: Int, refusing text: UnsafeBufferPointer<UInt8>) -> String {
    guard case .capture(let field) = segments[index], field.kind == .integer,
      LinkFieldKind.parseInteger(text, in: Int128.min...Int128.max) != nil
    else { return expectations[index] }
    return LinkFieldKind.integer(in: integerRanges[field.keywords.lowerBound])
  }

  // MARK: Printing

  /// The link `print` writes with the grammar's slots: not generic, so that the slots are
  /// set up by code specialised here whichever module prints.
  @usableFromInline
  func link(_ print: (inout LinkValues) -> String?) -> String? {
    withValuesToPrint(print)
  }

  /// The printed link of a route's filled slots, or `nil` when its values do not print.
  ///
  /// The link is written into a buffer on the stack, sized from the route's fixed bound and
  /// its text values, then copied into a string of exactly its length.
  @usableFromInline
  func render(_ values: borrowing LinkValues) -> String? {
    guard !values.hasStrayValue else { return nil }
    let route = routes[values.route]
    var capacity = route.printBound
    for slot in textSlots[route.textSlots] {
      if case .text(let text)? = values[slot: slot] { capacity += 3 * text.utf8.count }
    }
    return rendered(capacity: capacity) { output in write(values, to: &output) }
  }

  /// The link `write` writes into a buffer on the stack of at least `capacity` bytes (more
  /// when it overflows), copied into a string of exactly its length; `nil` when `write`
  /// returns `false`, a value that does not print.
  func rendered(capacity: Int, _ write: (inout ByteSink) -> Bool) -> String? {
    var capacity = capacity
    while true {
      // `nil` asks for more room; `.some(nil)` is a value that does not print.
      let printed: String?? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
        var output = ByteSink(buffer)
        guard write(&output) else { return .some(nil) }
        guard !output.overflowed else { return nil }
        // Decoded from the buffer in one call: a string made by a closure that copies the
        // bytes in runs that closure and checks the bytes after it, at a greater cost.
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<output.count]), as: UTF8.self)
      }
      if let printed { return printed }
      // The bound covers four-digit years; a date far outside them can exceed it.
      capacity *= 2
    }
  }

  private func write(_ values: borrowing LinkValues, to output: inout ByteSink) -> Bool {
    let route = routes[values.route]
    // The literals are in the runs between the captures; the captures fill the slots in order.
    var run = printedPaths.firstRun(of: values.route)
    printedPaths.append(run: run, to: &output)
    var slot = 0
    for index in printedPaths.routeCaptures[values.route] {
      let capture = printedPaths.capture(index)
      if let kind = capture.kind {
        guard let value = values[slot: slot], write(value, of: kind, in: capture.component, to: &output) else {
          return false
        }
      } else {
        guard case .text(var text)? = values[slot: slot],
          text.withUTF8({ write(path: $0, first: capture.component, to: &output) })
        else { return false }
      }
      slot += 1
      run += 1
      printedPaths.append(run: run, to: &output)
    }
    var separator = UInt8(ascii: "?")
    for (offset, index) in route.fields.enumerated() {
      guard let value = values[slot: slot + offset] else { continue }
      output.append(separator)
      separator = UInt8(ascii: "&")
      append(word: fields[index].printedName, in: nil, to: &output)
      guard write(value, of: fields[index].kind, in: .query, to: &output) else { return false }
    }
    return true
  }

  func write(
    _ value: LinkValue, of field: KindCode, in component: PercentEncoding.Component, to output: inout ByteSink
  ) -> Bool {
    switch (field.kind, value) {
    case (.uuid, .uuid(let uuid)):
      UUIDText.write(uuid, to: &output)  // hex digits and hyphens need no encoding
    case (.keyword, .keyword(let index)):
      guard (0..<field.keywords.count).contains(index) else { return false }
      append(word: field.keywords.lowerBound + index, in: component, to: &output)
    case (.text, .text(var text)):
      return text.withUTF8 { text in
        if component != .query, !LinkValue.fitsOneSegment(text) { return false }
        output.append(text, in: component)
        return true
      }
    case (.number, .number(let number)):
      guard number.isFinite else { return false }
      output.append(number: number, in: component)
    case (.date, .date(let date)):
      Timestamp.write(date, in: component, to: &output)
    case (.integer, .integer(let integer)):
      guard integerRanges[field.keywords.lowerBound].contains(integer) else { return false }
      var digits = String(integer)
      digits.withUTF8 { output.append($0, in: nil) }  // digits and "-" need no encoding
    case (.bool, .bool(let bool)):
      var word = bool ? "true" : "false"
      word.withUTF8 { output.append($0, in: nil) }
    default:
      return false
    }
    return true
  }

  /// Writes a capture of the rest of the path: its pieces between `/`, each escaped as a
  /// segment (the first as `first`); `false` for a value that is not a path.
  func write(
    path text: UnsafeBufferPointer<UInt8>, first component: PercentEncoding.Component, to output: inout ByteSink
  ) -> Bool {
    guard LinkValue.isPath(text) else { return false }
    var start = 0
    var component = component
    for end in text.indices where text[end] == UInt8(ascii: "/") {
      output.append(UnsafeBufferPointer(rebasing: text[start..<end]), in: component)
      output.append(UInt8(ascii: "/"))
      (start, component) = (end + 1, .pathSegment)
    }
    output.append(UnsafeBufferPointer(rebasing: text[start...]), in: component)
    return true
  }

  /// Appends a word escaped for `component`, or as it is for none.
  func append(word index: Int, in component: PercentEncoding.Component?, to output: inout ByteSink) {
    let word = words[index]
    let isRaw = component.map { word.rawComponents & PercentEncoding.mask($0) != 0 } ?? true
    pool.withUnsafeBufferPointer {
      output.append(UnsafeBufferPointer(rebasing: $0[word.bytes]), in: isRaw ? nil : component)
    }
  }
}

/// The flat tables a ``LinkMatcher`` is compiled into, while they are being built.
private struct Tables {
  var pool: [UInt8] = []
  var words: [Range<Int>] = []
  var segments: [SegmentCode] = []
  var literals: [LiteralCode] = []
  var captures: [CaptureCode] = []
  var patterns: [PatternCode] = []
  var patternLiterals: [Range<Int>] = []
  var patternCaptures: [Range<Int>] = []
  /// Each route's canonical pattern, the one printed.
  var printedPatterns: [Int] = []
  var routeFields: [Range<Int>] = []
  var slotNames: [String] = []
  var slotLayouts: [SlotLayout] = []
  var expectations: [String] = []
  var fields: [FieldCode] = []
  var fieldDeclarations: [LinkQueryField] = []
  var integerRanges: [ClosedRange<Int128>] = []

  /// The words, each with the components that print it raw.
  var compiledWords: [WordCode] {
    words.map { range in
      WordCode(
        bytes: range,
        rawComponents: pool[range].reduce(0xFF) { components, byte in
          components & PercentEncoding.printedRaw[Int(byte)]
        })
    }
  }

  mutating func add(words added: [String]) -> Range<Int> {
    let first = words.count
    for word in added { _ = add(word: word) }
    return first..<words.count
  }

  mutating func add(word: String) -> Int {
    let start = pool.count
    pool += word.utf8
    words.append(start..<pool.count)
    return words.count - 1
  }

  /// Adds route `route`: its patterns (the canonical one, which is printed, then its
  /// aliases), its query fields and the layout of its slots.
  mutating func add(
    route: Int, _ declaration: (pattern: [LinkSegment], aliases: [[LinkSegment]], query: [LinkQueryField])
  ) {
    printedPatterns.append(patterns.count)
    // An alias captures the same values in the same order (checked when the grammar is
    // built), so its captures fill the canonical pattern's slots by position.
    for pattern in [declaration.pattern] + declaration.aliases {
      let (segments, literals, captures) = add(pattern: pattern)
      patterns.append(PatternCode(route: route, segments: segments, readsRest: pattern.last?.captured?.kind == .path))
      patternLiterals.append(literals)
      patternCaptures.append(captures)
    }
    let start = fields.count
    for field in declaration.query { add(field) }
    routeFields.append(start..<fields.count)
    let captureNames = declaration.pattern.compactMap(\.captured).map(\.name)
    slotLayouts.append(
      SlotLayout(
        firstName: slotNames.count, slotCount: captureNames.count + declaration.query.count,
        captureCount: captureNames.count))
    slotNames += captureNames + declaration.query.map(\.name)
  }

  /// Adds a pattern's segments, and its literals and captures (but a capture of the rest of
  /// the path) with their positions; the ranges of all three.
  mutating func add(pattern: [LinkSegment]) -> (segments: Range<Int>, literals: Range<Int>, captures: Range<Int>) {
    let (start, firstLiteral, firstCapture) = (segments.count, literals.count, captures.count)
    for (position, segment) in pattern.enumerated() {
      add(segment)
      switch segments.last {
      case .literal(let words)?: literals.append(LiteralCode(position: position, words: words, key: key(of: words)))
      case .capture(let kind)?: captures.append(CaptureCode(position: position, kind: kind))
      case .restOfPath?, nil: break
      }
    }
    return (start..<segments.count, firstLiteral..<literals.count, firstCapture..<captures.count)
  }

  /// The key of a literal of the only spelling `words`, if it holds the whole word.
  private func key(of words: Range<Int>) -> WordKey? {
    guard words.count == 1 else { return nil }
    let key = pool.withUnsafeBufferPointer { WordKey(UnsafeBufferPointer(rebasing: $0[self.words[words.lowerBound]])) }
    return key.holdsWholeWord ? key : nil
  }

  mutating func add(_ segment: LinkSegment) {
    switch segment {
    case .literal(let word, let aliases):
      let first = words.count
      for spelling in [word] + aliases { _ = add(word: spelling) }
      segments.append(.literal(first..<words.count))
    case .capture(.path), .namedCapture(_, .path):
      segments.append(.restOfPath)
    case .capture(let kind), .namedCapture(_, let kind):
      segments.append(.capture(add(kind)))
    }
    expectations.append(segment.expected)
  }

  mutating func add(_ field: LinkQueryField) {
    let name = add(word: field.name)
    // The name as a link prints it, escaped for a query, with its "=": written whole. Each
    // byte escapes to at most three.
    let printed = String(unsafeUninitializedCapacity: 3 * field.name.utf8.count + 1) { buffer in
      var output = ByteSink(buffer)
      output.append(field.name, in: .query)
      output.append(UInt8(ascii: "="))
      return output.count
    }
    let nameKey = Array(field.name.utf8).withUnsafeBufferPointer(WordKey.init)
    fields.append(FieldCode(kind: add(field.kind), name: name, nameKey: nameKey, printedName: add(word: printed)))
    fieldDeclarations.append(field)
  }

  mutating func add(_ kind: LinkFieldKind) -> KindCode {
    switch kind {
    case .uuid: return .init(kind: .uuid, keywords: 0..<0)
    case .keyword(let keywords):
      let first = words.count
      for keyword in keywords { _ = add(word: keyword) }
      return .init(kind: .keyword, keywords: first..<words.count)
    case .text: return .init(kind: .text, keywords: 0..<0)
    case .number: return .init(kind: .number, keywords: 0..<0)
    case .date: return .init(kind: .date, keywords: 0..<0)
    case .integer(let range):
      // The range is kept beside the words; `keywords.lowerBound` is its index.
      integerRanges.append(range)
      return .init(kind: .integer, keywords: (integerRanges.count - 1)..<(integerRanges.count - 1))
    case .bool: return .init(kind: .bool, keywords: 0..<0)
    // Only a path segment reads the rest of the path (the grammar's check refuses it in a
    // query); elsewhere it would be text.
    case .path: return .init(kind: .text, keywords: 0..<0)
    }
  }
}

/// A compiled path segment: a literal's spellings (the canonical one first), a capture, or
/// a capture of the rest of the path (text, the last segment of its pattern).
enum SegmentCode {
  case literal(Range<Int>)
  case capture(KindCode)
  case restOfPath
}

/// A literal segment of a pattern: its position in the path, and its spellings (the canonical
/// one first) as a range of the matcher's words.
struct LiteralCode {
  let position: Int
  let words: Range<Int>
  /// The key of the only spelling, when it holds the whole word.
  ///
  /// The segment is then compared with the key alone; `nil` for several spellings or a long
  /// word, compared with the pool's bytes.
  let key: WordKey?
}

/// A capture of a pattern (but a capture of the rest of the path): its position in the path
/// and its kind.
struct CaptureCode {
  let position: Int
  let kind: KindCode
}

/// A field kind as plain data; a keyword's words are a range of the matcher's words.
struct KindCode {
  enum Kind { case uuid, keyword, text, number, date, integer, bool }
  let kind: Kind
  let keywords: Range<Int>
}

/// A compiled query field: its kind and its name (an index into the matcher's words, and its
/// key), and the word printed before its value: the name escaped for a query, then `=`.
struct FieldCode {
  let kind: KindCode
  let name: Int
  let nameKey: WordKey
  let printedName: Int
}

/// A word of the matcher's pool: its bytes, and the components (`PercentEncoding.mask`) that
/// print all of them raw (printing copies such a word whole instead of escaping it byte by
/// byte).
struct WordCode {
  let bytes: Range<Int>
  let rawComponents: UInt8
}

/// A compiled route: the pattern it prints with (its canonical one), its range of the
/// matcher's query fields, its slots, and the most bytes its printed link takes apart from
/// text values, whose slots are its range of the matcher's text slots.
@usableFromInline
struct RouteCode: Sendable {
  let printedPattern: Int
  let fields: Range<Int>
  @usableFromInline let slots: SlotLayout
  let printBound: Int
  let textSlots: Range<Int>
}

/// A compiled path pattern: its route and its range of the matcher's segments, and whether
/// the last of them reads the rest of the path (then the pattern reads links with at least
/// as many segments, rather than exactly as many).
struct PatternCode {
  let route: Int
  let segments: Range<Int>
  let readsRest: Bool
}

/// The most specific reason no route matched: the one that got furthest into the path, with
/// everything the routes expected at that segment.
struct MatchFailure {
  private var progress = -1
  private var expected: [String] = []
  private var triedCapture = false

  static let endOfPath = "the end of the path"

  mutating func record(progress: Int, expected description: String, isCapture: Bool) {
    if progress > self.progress {
      self.progress = progress
      expected = [description]
      triedCapture = isCapture
    } else if progress == self.progress {
      if !expected.contains(description) { expected.append(description) }
      triedCapture = triedCapture || isCapture
    }
  }

  func error(_ link: RawLink) -> NavigationError {
    let index = max(progress, 0)
    let location = "path/\(index)"
    // "The end of the path" is implied when other routes go on; naming it only adds noise.
    let options = expected.count > 1 ? expected.filter { $0 != Self.endOfPath } : expected
    var wanted = options.first ?? "a known route"
    if options.count > 1, let last = options.last {
      wanted = options.dropLast().joined(separator: ", ") + " or " + last
    }
    guard index < link.segmentCount else {
      return NavigationError(.unknownRoute, at: location, "the path ends too early; expected \(wanted)")
    }
    let found = link.segment(index).string
    let shown = found.count <= 40 ? "\"\(found)\"" : "a segment of \(found.utf8.count) bytes"
    // A segment where some route takes a value is a bad value; elsewhere it is an unknown route.
    return NavigationError(
      triedCapture ? .invalidParameter : .unknownRoute, at: location, "expected \(wanted) but found \(shown)")
  }
}
