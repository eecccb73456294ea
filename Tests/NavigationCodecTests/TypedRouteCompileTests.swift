import Foundation
import TestSupport
import Testing

/// A typed route whose fields differ from its case's values does not compile: checked by
/// type-checking small files against the package's built module.
@Suite struct TypedRouteCompileTests {
  static let header = """
    import Foundation
    import NavigationCodec
    enum Screen: Sendable, Encodable { case details(id: UUID, page: Int?), home }
    enum App: Sendable, Encodable { case user(name: String, Screen) }
    let screens = [LinkRoute(Screen.home) { "home" }]

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
      let mounted = screens.mounted(App.user) { "users"; LinkCapture<String>("name") }
      """)
    #expect(run.status == 0, "\(run.err)")
  }

  /// Each wrong declaration, and what the compiler says about it, on the declaration's line.
  @Test(arguments: [
    (
      #"LinkRoute(Screen.details) { "details"; LinkCapture<String>("id"); LinkQuery<Int?>("page") }"#,
      "'LinkPattern<String, Int?>' to return type 'LinkPattern<UUID, Int?>'"
    ),
    (
      #"LinkRoute(Screen.details) { "details"; LinkCapture<UUID>("id") }"#,
      "'UUID' and 'UUID, Int?' have the same shape"
    ),
    (
      #"LinkRoute(Screen.details) { "details"; LinkQuery<Int?>("page"); LinkCapture<UUID>("id") }"#,
      "LinkPattern<Int?, UUID>"
    ),
    (
      #"LinkRoute(Screen.details) { "details"; LinkCapture<UUID>("id"); LinkCapture<Int?>("page") }"#,
      "type 'Int?' does not conform to protocol 'LinkFieldValue'"
    ),
    (#"LinkRoute(Screen.home) { "home"; LinkCapture<UUID>("id") }"#, "LinkPattern<UUID>"),
    (
      #"screens.mounted(App.user) { "users"; LinkCapture<Int>("name") }"#,
      "'LinkPattern<Int>' to return type 'LinkPattern<String>'"
    ),
    (#"screens.mounted(App.user) { "users" }"#, "'LinkPattern<>' to return type 'LinkPattern<String>'"),
  ])
  func aDeclarationThatDiffersFromItsCaseDoesNotCompile(_ declaration: String, _ diagnostic: String) throws {
    let run = try typecheck("let route = " + declaration + "\n")
    #expect(run.status != 0)
    // The declaration's line: the header's lines, then it.
    let line = Self.header.split(separator: "\n", omittingEmptySubsequences: false).count
    let errors = run.err.split(separator: "\n").filter { $0.contains(".swift:\(line):") && $0.contains("error:") }
    #expect(errors.contains { $0.contains(diagnostic) }, "\(run.err)")
  }
}
