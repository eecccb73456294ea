/// A `String` a typed route reads from the rest of the path: every segment from its place
/// on, each percent-decoded, joined with `/`.
///
/// It is the last piece of the path (the grammar refuses a pattern with a path piece after
/// it when it is built); query parameters may follow:
///
/// ```swift
/// enum FileRoute: Encodable { case file(String) }
///
/// LinkRoute(FileRoute.file) { "files"; LinkRestOfPath("path") }
/// // /files/{path:path}: /files/docs/read%20me.txt  <->  .file("docs/read me.txt")
/// ```
///
/// The route reads links with at least one segment in its place. Printing splits the value
/// on `/` and writes each piece as a segment: a value with an empty piece, a `.` or `..`
/// piece, or a `\`, has no link form (`not-linkable`, naming the field).
public struct LinkRestOfPath: Sendable {
  /// The capture's name, in patterns (`{path:path}`), the route table and errors.
  let name: String

  /// Declares the capture of the rest of the path.
  public init(_ name: String) {
    self.name = name
  }
}
