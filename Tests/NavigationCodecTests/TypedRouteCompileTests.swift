import Foundation
import TestSupport
import Testing

/// A typed route whose fields differ from its case's values does not compile: checked by
/// type-checking small files against the package's built module.
@Suite struct TypedRouteCompileTests {
  static let header = """
    import Foundation
    import NavigationCodec
    enum Screen: Sendable { case details(id: UUID, page: Int?), home }

    """

  /// Type-checks a file that imports the engine; the compiler's exit status and errors.
  func typecheck(_ body: String) throws -> BuiltProduct.Run {
    let modules = BuiltProduct.executable("navlink").deletingLastPathComponent().appendingPathComponent("Modules")
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("typed-route-\(UUID()).swift")
    try Data((Self.header + body).utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    return try BuiltProduct.run(
      URL(fileURLWithPath: "/usr/bin/env"),
      ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path])
  }

  @Test func theRightDeclarationCompiles() throws {
    let run = try typecheck(
      """
      let route = LinkRoute(Screen.details) { "details"; LinkCapture<UUID>("id"); LinkQuery<Int?>("page") }
      let home = LinkRoute(Screen.home) {}
      """)
    #expect(run.status == 0, "\(run.err)")
  }

  @Test(arguments: [
    #"LinkRoute(Screen.details) { "details"; LinkCapture<String>("id"); LinkQuery<Int?>("page") }"#,
    #"LinkRoute(Screen.details) { "details"; LinkCapture<UUID>("id") }"#,
    #"LinkRoute(Screen.details) { "details"; LinkQuery<Int?>("page"); LinkCapture<UUID>("id") }"#,
    #"LinkRoute(Screen.details) { "details"; LinkCapture<UUID>("id"); LinkCapture<Int?>("page") }"#,
    #"LinkRoute(Screen.home) { "home"; LinkCapture<UUID>("id") }"#,
  ])
  func aDeclarationThatDiffersFromItsCaseDoesNotCompile(_ declaration: String) throws {
    let run = try typecheck("let route = " + declaration + "\n")
    #expect(run.status != 0)
    #expect(run.err.contains("error:"), "\(run.err)")
  }
}
