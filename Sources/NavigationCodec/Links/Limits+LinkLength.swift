extension Limits {
  /// Refuses a link of `count` UTF-8 bytes when it is longer than ``urlLength``, before any
  /// other work.
  ///
  /// Not a method of the generic grammar, so that reading calls it without looking up the
  /// grammar's type for every link; inlined into the matcher, which checks every link.
  func checkLinkLength(_ count: Int) throws(NavigationError) {
    guard count <= urlLength else {
      throw .limitExceeded(at: "input", "the link is longer than the limit of \(urlLength) bytes")
    }
  }

  /// Refuses a printed link of `count` UTF-8 bytes when it is longer than ``urlLength``:
  /// reading would refuse it, so it would not read back.
  ///
  /// Not a method of the generic grammar, for the same reason as ``checkLinkLength(_:)``.
  func checkPrintedLength(_ count: Int) throws(NavigationError) {
    guard count <= urlLength else {
      throw NavigationError(
        .notLinkable, at: "input",
        "the link would be \(count) bytes, longer than the limit of \(urlLength) bytes that reading accepts")
    }
  }
}
