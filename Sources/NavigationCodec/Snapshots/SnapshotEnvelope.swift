/// The outer object every snapshot shares: a `format` name and a `version` number beside the
/// app's own fields.
///
/// The envelope is read before anything else, so a file of another format or a future version
/// is refused with `unsupported-format` or `unsupported-version` instead of a confusing field
/// error. An app reading version 2 later would accept both numbers here and branch on the
/// version ``decode(_:)`` returns.
public struct SnapshotEnvelope: Sendable, Hashable {
  /// The format name, such as `doexercise.navigation`.
  public var format: String
  /// The versions this build reads; the last one is the version it writes.
  public var versions: [Int]
  /// The limits applied when reading.
  public var limits: Limits
  /// Every top-level field, `format` and `version` included, for unknown-field messages.
  public var fields: [String]

  /// Creates an envelope.
  public init(format: String, versions: [Int], fields: [String] = [], limits: Limits = .default) {
    self.format = format
    self.versions = versions
    self.fields = fields
    self.limits = limits
  }

  /// The version written by ``encode(before:between:after:)``.
  public var currentVersion: Int { versions.last ?? 1 }

  /// Reads JSON bytes, checks the envelope, and returns the top-level object with `format` and
  /// `version` already read, ready for the app's fields.
  public func decode(_ bytes: some Collection<UInt8>) throws(NavigationError) -> (version: Int, body: SnapshotObject) {
    try open(SnapshotNode(parsing: bytes, limits: limits))
  }

  /// Checks the envelope of an already-read document.
  public func open(_ root: SnapshotNode) throws(NavigationError) -> (version: Int, body: SnapshotObject) {
    guard root.isObject else {
      throw NavigationError(
        .unsupportedFormat, at: root.pointer,
        "expected a \"\(format)\" snapshot object but found \(root.kindDescription)")
    }
    var body = try root.object(fields: fields)
    guard let formatNode = body.optional("format") else {
      throw NavigationError(
        .unsupportedFormat, at: root.pointer / "format",
        "expected a field \"format\": \"\(format)\"")
    }
    guard let name = formatNode.stringValue, name == format else {
      throw NavigationError(
        .unsupportedFormat, at: formatNode.pointer,
        "expected the format \"\(format)\" but found \(describe(formatNode))")
    }
    let versionNode = try body.required("version")
    guard let number = versionNode.numberValue, number.rounded() == number else {
      throw versionNode.invalid("an integer version")
    }
    // Any integer is a version, however large: it is compared with the versions this build
    // reads as a `Double`, so a huge one is never converted to `Int` (which would trap).
    guard let version = versions.first(where: { Double($0) == number }) else {
      let readable = versions.map(String.init).joined(separator: ", ")
      throw NavigationError(
        .unsupportedVersion, at: versionNode.pointer,
        "this snapshot is version \(ECMAScriptNumber.format(number)); this build reads version \(readable)")
    }
    return (version, body)
  }

  /// Writes a canonical snapshot: the top-level object with `format` and `version`.
  ///
  /// The app writes its fields (whose keys sort before `format`, between `format` and `version`, or
  /// after `version`) through the three closures, so that every key lands in code-point order.
  public func encode(
    before: (inout CanonicalJSONWriter) -> Void = { _ in },
    between: (inout CanonicalJSONWriter) -> Void = { _ in },
    after: (inout CanonicalJSONWriter) -> Void = { _ in }
  ) -> [UInt8] {
    var writer = CanonicalJSONWriter()
    write(to: &writer, before: before, between: between, after: after)
    return writer.finish()
  }

  /// Writes the snapshot document to any ``JSONOutput``, as ``encode(before:between:after:)``
  /// does to bytes.
  public func write<Output: JSONOutput>(
    to output: inout Output,
    before: (inout Output) -> Void = { _ in },
    between: (inout Output) -> Void = { _ in },
    after: (inout Output) -> Void = { _ in }
  ) {
    output.beginObject()
    before(&output)
    output.key("format")
    output.string(format)
    between(&output)
    output.key("version")
    output.number(currentVersion)
    after(&output)
    output.endObject()
  }

  private func describe(_ node: SnapshotNode) -> String {
    node.stringValue.map { "\"\($0)\"" } ?? node.kindDescription
  }
}
