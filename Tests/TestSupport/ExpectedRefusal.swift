@testable import NavigationCodec

extension FixturePaths {
  /// Reads a recorded `{"code", "location"}` expectation.
  public static func expectedRefusal(_ relative: String) throws -> Refused {
    var object = try SnapshotNode(JSONReader().read(read(relative))).object()
    return Refused(try object.required("code").string(), try object.required("location").string())
  }
}
