public import Foundation
public import NavigationCodec

/// Golden-file checks for your own tests: compare a state's canonical snapshot or link with a
/// file, and record the file when asked.
///
/// Works with Swift Testing and XCTest alike, because a mismatch is a thrown error:
///
/// ```swift
/// @Test func editScreenSnapshot() throws {
///   try GoldenFile.check(
///     snapshotOf: session, format: Session.format, against: "Goldens/edit.json")
/// }
/// ```
///
/// Build the states from models made with sequential ids and a fixed clock
/// (`IDGenerator.sequential()`, `DateSource.fixed(_:)`), so that a file passes on every run;
/// a file that differs only in UUIDs or ISO 8601 dates says so (``GoldenMismatch/unstableValues``).
///
/// Paths are relative to the directory of the calling test file. Set the environment variable
/// `NAVIGATION_RECORD=1` to write the files that differ or are missing instead; a check that
/// writes one still fails (with ``GoldenMismatch/Kind/recorded``), so a re-record never passes
/// silently. A test that checks several files stops at the first it writes: run it again
/// until it passes.
public enum GoldenFile {
  /// The environment variable that asks for recording.
  public static let recordVariable = "NAVIGATION_RECORD"

  /// Checks the canonical snapshot of a state, in a format, against a golden file.
  ///
  /// - Parameters:
  ///   - state: The state whose snapshot is compared.
  ///   - format: The app's snapshot format.
  ///   - path: The golden file, relative to the calling file's directory (or absolute).
  ///   - file: The calling file; leave the default.
  /// - Throws: ``GoldenMismatch`` when the file differs, is missing, or was just recorded;
  ///   `NavigationError` when the format has no form for the state.
  public static func check<State>(
    snapshotOf state: State, format: SnapshotFormat<State>, against path: String, file: StaticString = #filePath
  ) throws {
    try check(text: String(decoding: format.encode(state), as: UTF8.self), against: path, file: file)
  }

  /// Checks the canonical link of a grammar's target against a golden file (the link and a
  /// newline).
  ///
  /// - Parameters:
  ///   - target: The value whose link is compared, such as a path of screens.
  ///   - grammar: The app's link grammar.
  ///   - path: The golden file, relative to the calling file's directory (or absolute).
  ///   - file: The calling file; leave the default.
  /// - Throws: ``GoldenMismatch``, or `NavigationError` when the target has no link form.
  public static func check<Target>(
    linkOf target: Target, grammar: LinkGrammar<Target>, against path: String, file: StaticString = #filePath
  ) throws {
    try check(text: grammar.link(for: target) + "\n", against: path, file: file)
  }

  /// Checks any text against a golden file; line endings are normalised before comparing.
  ///
  /// - Parameters:
  ///   - text: The actual text.
  ///   - path: The golden file, relative to the calling file's directory (or absolute).
  ///   - file: The calling file; leave the default.
  ///   - environment: The environment read for ``recordVariable``.
  /// - Throws: ``GoldenMismatch`` when the file differs, is missing, or was just recorded.
  public static func check(
    text: String, against path: String, file: StaticString = #filePath,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    let url = resolve(path, relativeTo: file)
    let recording = environment[recordVariable] == "1"
    let expected = FileManager.default.contents(atPath: url.path).map { String(decoding: $0, as: UTF8.self) }
    let diff = expected.map { LineDiff.unified(expected: $0, actual: text, path: url.lastPathComponent) }
    // A file already right passes, recording or not: a test that checks several files gets
    // the next one recorded by the next run, and a run with nothing left to record passes.
    if diff?.isEmpty == true { return }
    if recording {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      throw GoldenMismatch(path: url.path, kind: .recorded, diff: "")
    }
    guard let expected, let diff else {
      throw GoldenMismatch(path: url.path, kind: .missing, diff: "")
    }
    guard diff.isEmpty else {
      var mismatch = GoldenMismatch(path: url.path, kind: .differs, diff: diff)
      mismatch.unstableValues = UnstableValues.difference(
        between: expected.replacing("\r\n", with: "\n"), and: text.replacing("\r\n", with: "\n"))
      throw mismatch
    }
  }

  static func resolve(_ path: String, relativeTo file: StaticString) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent(path)
  }
}
