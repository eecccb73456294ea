extension LinkValues {
  /// Puts a typed field's printed value in its slot: a capture's or a query field's `index`.
  ///
  /// - Returns: `false`, leaving the slot as it was, when a capture's value does not fit its
  ///   place (text with `/` in one segment, a rest of the path with an empty piece); `true`
  ///   otherwise, including for `nil`, an optional parameter left out.
  @inlinable @inline(__always)
  mutating func place(_ value: LinkValue?, part: LinkFieldPlace.Part, index: Int) -> Bool {
    guard let value else { return true }
    switch part {
    case .query: self[queryField: index] = value
    case .capture:
      guard value.fitsOneSegment else { return false }
      self[capture: index] = value
    case .restOfPath:
      guard value.isPath else { return false }
      self[capture: index] = value
    }
    return true
  }
}
