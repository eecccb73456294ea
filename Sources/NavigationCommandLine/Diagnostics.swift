import NavigationCodec

/// The lines the tool writes about input it refused or parts it dropped.
enum Diagnostics {
  /// The stderr line for a part lenient resolution dropped, naming the input line of a batch.
  static func warning(_ part: DroppedPart, line: Int? = nil) -> String {
    let refusal = part.refusal
    let migration = part.migration.map { " by migration \(SingleLineText.escaping($0))" } ?? ""
    let source = line.map { "; input line \($0)" } ?? ""
    return
      "warning[\(refusal.code)] at \(SingleLineText.escaping(refusal.location.description)): \(SingleLineText.escaping(refusal.message)) (dropped \(SingleLineText.escaping(part.pointer.rawValue))\(migration)\(source))\n"
  }

  /// `{"error": {"code", "location", "message"}}`: a refused line of `parse --batch`.
  static func errorObject(_ error: NavigationError) -> JSONValue {
    .object([JSONMember("error", error.jsonValue(includingMessage: true))])
  }
}
