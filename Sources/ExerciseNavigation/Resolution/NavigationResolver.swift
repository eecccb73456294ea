public import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Checks a decoded or parsed state against the exercise catalog: keeps what the app could
/// really show, refuses the rest with a stable code and a JSON Pointer.
///
/// ```swift
/// let resolver = NavigationResolver(catalog: catalog)
/// let state = try resolver.resolve(decoded).value              // strict
/// let report = try resolver.resolve(decoded, policy: .lenient) // never throws
/// for part in report.dropped { print(part.refusal) }
/// ```
///
/// Every check is a constant number of dictionary lookups, so the cost does not grow with the
/// catalog.
public struct NavigationResolver: Sendable {
  /// The stored exercises states are checked against.
  public var catalog: ExerciseCatalog
  /// The longest draft title accepted, in characters (``defaultTitleLength`` unless set).
  public var titleLength: Int
  /// The clock an add draft's fresh start is read from: a discard alert over an add draft
  /// needs a draft that differs from the fresh one (see
  /// ``Exercise/differsFromFreshDraft(over:at:)``).
  public var clock: DateSource

  /// The largest distance a draft may have, in kilometres.
  public static let maximumDistance = 100_000.0
  /// The longest draft title accepted by default, in characters.
  public static let defaultTitleLength = 200

  /// Creates a resolver.
  public init(catalog: ExerciseCatalog, titleLength: Int = defaultTitleLength, clock: DateSource = .system) {
    self.catalog = catalog
    self.titleLength = titleLength
    self.clock = clock
  }

  /// Resolves a state.
  ///
  /// - Parameters:
  ///   - state: The decoded or parsed state.
  ///   - policy: `.strict` throws the first refusal; `.lenient` keeps the longest valid part
  ///     and lists every dropped part in the report.
  /// - Returns: The valid state and what was dropped to reach it.
  /// - Throws: Under `.strict` only: `NavigationError` with a resolution code.
  public func resolve(_ state: NavigationState, policy: ResolutionPolicy = .strict) throws(NavigationError)
    -> ResolutionReport<NavigationState>
  {
    var refusals = Refusals(policy: policy)
    let resolved = try resolve(state, &refusals)
    return ResolutionReport(value: resolved, dropped: refusals.dropped)
  }

  func resolve(_ state: NavigationState, _ refusals: inout Refusals) throws(NavigationError) -> NavigationState {
    var state = state
    try resolve(&state, &refusals)
    return state
  }

  /// Resolves a state in place: resolution runs on every app open, and working on one value
  /// spares copying the state, its destination and its draft at each step.
  func resolve(_ state: inout NavigationState, _ refusals: inout Refusals) throws(NavigationError) {
    // Asked of the whole path, before refusals shorten it: a destination over a detail is
    // impossible even when lenient resolution drops the detail.
    let overDetail: Bool
    if case .detail = state.exercises.path.last { overDetail = true } else { overDetail = false }
    let keptCount = try keptPathCount(state.exercises.path, &refusals)
    if keptCount < state.exercises.path.count { state.exercises.path.removeSubrange(keptCount...) }
    // Kept for a refusal's dropped part (a destination is one reference: keeping it is cheap).
    if let destination = state.exercises.destination {
      let pointer: JSONPointer = "/exercises/destination"
      do throws(NavigationError) {
        state.exercises.destination = try resolve(
          destination, over: state.exercises.path.historyType, overDetail: overDetail, at: pointer, &refusals)
      } catch {
        try refusals.refuse(error, dropping: Self.snapshotValue(of: destination), at: pointer)
        state.exercises.destination = nil
      }
    }
    if let held = state.held, state.exercises.destination?.form?.destination != .discard {
      try refusals.refuse(
        NavigationError(
          .nothingToWaitFor, at: "/held",
          "a held link waits only while a form shows its discard alert, and no discard alert shows"),
        dropping: Self.snapshotValue(of: held), at: "/held")
      state.held = nil
    }
  }

  // MARK: The stack

  /// How many leading routes are valid; refuses the first invalid one (and drops it with
  /// everything above it).
  private func keptPathCount(_ path: [Route], _ refusals: inout Refusals) throws(NavigationError) -> Int {
    for (index, route) in path.enumerated() {
      if let refusal = check(route, at: index, in: path) {
        let suffix = path[index...]
        try refusals.refuse(refusal, dropping: Self.snapshotValue(of: Array(suffix)), at: "/exercises/path" / index)
        return index
      }
    }
    return path.count
  }

  private func check(_ route: Route, at index: Int, in path: [Route]) -> NavigationError? {
    // Pointers are spelled out only for a refusal: resolution runs on every app open.
    var pointer: JSONPointer { "/exercises/path" / index }
    if index >= 2 {
      return NavigationError(
        .impossiblePath, at: pointer, "the stack holds at most two screens (a history, then a detail)")
    }
    if index == 1 {
      guard case .history(let mode) = path[0] else {
        return NavigationError(.impossiblePath, at: pointer, "nothing can be pushed over a detail screen")
      }
      guard case .detail(let id) = route else {
        return NavigationError(.impossiblePath, at: pointer, "a history can only be followed by a detail")
      }
      guard let exercise = catalog[id] else { return unknown(id, at: pointer / "detail" / "exercise") }
      guard exercise.type == mode else {
        return mismatch(exercise, mode, at: pointer / "detail" / "exercise")
      }
      return nil
    }
    if case .detail(let id) = route, !catalog.contains(id) {
      return unknown(id, at: pointer / "detail" / "exercise")
    }
    return nil
  }

  // MARK: Destinations

  /// The destination as it may stay: the same, or without a discard alert that has to go.
  private func resolve(
    _ destination: NavigationState.Destination, over listMode: Exercise.Mode?, overDetail: Bool,
    at pointer: JSONPointer, _ refusals: inout Refusals
  ) throws(NavigationError) -> NavigationState.Destination {
    if overDetail {
      throw NavigationError(
        .impossibleDestination, at: pointer,
        "a \(destination.caseName) cannot be presented over a detail screen, only over a list")
    }
    var casePointer: JSONPointer { pointer / destination.caseName }
    switch destination {
    case .alert(let id), .dialog(let id):
      guard let exercise = catalog[id] else { throw unknown(id, at: casePointer / "exercise") }
      if let listMode, exercise.type != listMode { throw mismatch(exercise, listMode, at: casePointer / "exercise") }
    case .edit(let form):
      guard let stored = catalog[form.draft.id] else { throw unknown(form.draft.id, at: casePointer / "draft" / "id") }
      if let listMode, stored.type != listMode { throw mismatch(stored, listMode, at: casePointer / "draft" / "id") }
      try validate(form.draft, changedFrom: stored, at: casePointer / "draft")
      if form.destination != nil, form.draft == stored {
        try discard(at: casePointer, "the draft equals the stored exercise", &refusals)
        return .edit(.init(draft: form.draft))
      }
    case .add(let form):
      if catalog.contains(form.draft.id) {
        throw NavigationError(
          .duplicateExercise, at: casePointer / "draft" / "id",
          "the new draft's id \(form.draft.id.uuidString.lowercased()) already belongs to a stored exercise")
      }
      try validate(form.draft, at: casePointer / "draft")
      if form.destination != nil, !form.draft.differsFromFreshDraft(listType: listMode, at: clock.now()) {
        try discard(at: casePointer, "the new draft is still the fresh one", &refusals)
        return .add(.init(draft: form.draft))
      }
    }
    return destination
  }

  /// Refuses a form's discard alert; the caller drops it when the policy lets resolution go
  /// on.
  private func discard(
    at casePointer: JSONPointer, _ reason: String, _ refusals: inout Refusals
  ) throws(NavigationError) {
    let pointer = casePointer / "destination"
    try refusals.refuse(
      NavigationError(.nothingToDiscard, at: pointer, "a discard alert needs unsaved changes, but \(reason)"),
      dropping: Self.snapshotValue(of: NavigationState.FormDestination.discard),
      at: pointer)
  }

  /// The rules every draft obeys; an empty title is a normal half-filled form.
  func validate(_ draft: Exercise, at pointer: @autoclosure () -> JSONPointer) throws(NavigationError) {
    try validate(title: draft.title, at: pointer())
    try validate(distance: draft.distance, at: pointer())
    try validateDates(draft, at: pointer())
  }

  /// The rules for an edit draft, checked only where it differs from the stored exercise.
  ///
  /// The stored fields are the app's own data, not input, and the edit screen must open on an
  /// exercise saved before a rule existed, so that the user can correct it. Finish and start
  /// are checked together when either changed. What no snapshot can hold (a distance that is
  /// not finite, a date outside the years 0000 to 9999) is refused even when unchanged, since
  /// the session could not be saved.
  func validate(
    _ draft: Exercise, changedFrom stored: Exercise, at pointer: @autoclosure () -> JSONPointer
  ) throws(NavigationError) {
    if !draft.title.hasSameScalars(as: stored.title) { try validate(title: draft.title, at: pointer()) }
    if draft.distance != stored.distance || !draft.distance.isFinite {
      try validate(distance: draft.distance, at: pointer())
    }
    if draft.starts != stored.starts || draft.finished != stored.finished {
      try validateDates(draft, at: pointer())
    } else {
      try validateDateRange(draft, at: pointer())
    }
  }

  /// A distance's rule: finite, and between 0 and ``maximumDistance``.
  private func validate(distance: Double, at pointer: @autoclosure () -> JSONPointer) throws(NavigationError) {
    guard distance.isFinite, distance >= 0, distance <= Self.maximumDistance else {
      throw NavigationError(
        .invalidDraft, at: pointer() / "distance",
        "the distance must be between 0 and \(SnapshotText.of(Self.maximumDistance)) km, not \(SnapshotText.of(distance))"
      )
    }
  }

  /// A title's rules: its length in characters and no control characters.
  private func validate(title: String, at pointer: @autoclosure () -> JSONPointer) throws(NavigationError) {
    // A character is at least one byte, so a short title needs no grapheme counting.
    if title.utf8.count > titleLength, title.count > titleLength {
      throw NavigationError(
        .invalidDraft, at: pointer() / "title", "the title is longer than \(titleLength) characters")
    }
    if Self.containsControl(title) {
      throw NavigationError(.invalidDraft, at: pointer() / "title", "the title holds control characters")
    }
  }

  /// A draft's dates: each one a timestamp can write, and no finish before the start.
  private func validateDates(_ draft: Exercise, at pointer: @autoclosure () -> JSONPointer) throws(NavigationError) {
    try validateDateRange(draft, at: pointer())
    if let finished = draft.finished, finished < draft.starts {
      throw NavigationError(
        .invalidDraft, at: pointer() / "finished",
        "the exercise finishes (\(SnapshotText.of(finished))) before it starts (\(SnapshotText.of(draft.starts)))")
    }
  }

  /// Whether text holds a control character (general category Cc: U+0000–U+001F and
  /// U+007F–U+009F) or a bidirectional embedding, override or isolate control
  /// (U+202A–U+202E, U+2066–U+2069), which can make a title display as something other than
  /// what it holds.
  ///
  /// Checked on the UTF-8 bytes, so no Unicode tables are consulted.
  static func containsControl(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable(containsControl) ?? containsControl(Array(text.utf8))
  }

  private static func containsControl(_ bytes: some RandomAccessCollection<UInt8>) -> Bool {
    var previous: (UInt8, UInt8) = (0, 0)
    for byte in bytes {
      // Printable ASCII, nearly every byte of a title, ends no control sequence.
      if byte &- 0x20 < 0x5F {
        previous = (previous.1, byte)
        continue
      }
      switch (previous.0, previous.1, byte) {
      case (_, _, ..<0x20), (_, _, 0x7F): return true
      case (_, 0xC2, 0x80...0x9F): return true
      case (0xE2, 0x80, 0xAA...0xAE), (0xE2, 0x81, 0xA6...0xA9): return true
      default: previous = (previous.1, byte)
      }
    }
    return false
  }

  /// Each of a draft's dates is one a timestamp can write (years 0000 to 9999), so that the
  /// state saves as a snapshot that reads back.
  private func validateDateRange(_ draft: Exercise, at pointer: @autoclosure () -> JSONPointer) throws(NavigationError)
  {
    if !Self.hasTimestamp(draft.starts) { throw outOfRange(at: pointer() / "starts") }
    if let finished = draft.finished, !Self.hasTimestamp(finished) { throw outOfRange(at: pointer() / "finished") }
  }

  /// Whether a date, rounded to the millisecond as snapshots keep it, falls in the years 0000
  /// to 9999 in UTC, the instants a snapshot's ISO 8601 text names.
  private static func hasTimestamp(_ date: Date) -> Bool {
    let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
    return milliseconds >= -62_167_219_200_000 && milliseconds <= 253_402_300_799_999
  }

  private func outOfRange(at pointer: JSONPointer) -> NavigationError {
    NavigationError(
      .invalidDraft, at: pointer, "the date is outside the years 0000 to 9999, which a snapshot cannot hold")
  }

  private func unknown(_ id: UUID, at pointer: JSONPointer) -> NavigationError {
    NavigationError(.unknownExercise, at: pointer, "no stored exercise has the id \(id.uuidString.lowercased())")
  }

  private func mismatch(_ exercise: Exercise, _ mode: Exercise.Mode, at pointer: JSONPointer) -> NavigationError {
    NavigationError(
      .typeMismatch, at: pointer,
      "the exercise \(exercise.id.uuidString.lowercased()) is \(exercise.type.rawValue), not \(mode.rawValue) as its history screen"
    )
  }
}
