// The bridge between a route's slots and a `LinkMatch`, for routes declared with `parse:` and
// `print:` functions and for the prefixes of mounted routes.
extension LinkValues {
  /// The route's own captures (from ``captureBase``, `count` of them or all), with their names,
  /// and the query parameters given when `parameters` is set.
  func match(captureCount count: Int? = nil, parameters includesParameters: Bool = true) -> LinkMatch {
    let end = count.map { min(captureBase + $0, captureCount) } ?? captureCount
    var captures: [LinkValue] = []
    var names: [String] = []
    captures.reserveCapacity(end - captureBase)
    for slot in captureBase..<end {
      guard let value = value(inSlot: slot) else { break }
      captures.append(value)
      names.append(name(ofSlot: slot))
    }
    // A match of positional captures has no names.
    if names.allSatisfy(\.isEmpty) { names = [] }
    var parameters = LinkParameters(capacity: 0)
    if includesParameters {
      for slot in captureCount..<slotCount {
        if let value = value(inSlot: slot) { parameters[name(ofSlot: slot)] = value }
      }
    }
    return LinkMatch(captures: captures, names: names, parameters: parameters)
  }

  /// Fills the route's own captures (from ``captureBase``, `count` of them or all) from a
  /// match, by name or by position as ``LinkMatch`` says, and its query fields from the
  /// match's parameters when `parameters` is set.
  mutating func fill(from match: LinkMatch, captureCount count: Int? = nil, parameters includesParameters: Bool = true)
  {
    let end = count.map { min(captureBase + $0, captureCount) } ?? captureCount
    for slot in captureBase..<end {
      self[slot: slot] = match.value(at: slot - captureBase, named: name(ofSlot: slot))
    }
    guard includesParameters, !match.parameters.isEmpty else { return }
    for slot in captureCount..<slotCount {
      self[slot: slot] = match.parameters[name(ofSlot: slot)]
    }
  }
}
