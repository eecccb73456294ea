public import ExerciseNavigation
public import Foundation
import NavigationCodec

/// Golden-file checks for your own tests: compare a value's canonical snapshot or link with a
/// file, and record the file when asked.
///
/// Works with Swift Testing and XCTest alike, because a mismatch is a thrown error:
///
/// ```swift
/// @Test func editScreenSnapshot() throws {
///   try GoldenFile.check(snapshotOf: state, against: "Goldens/edit.json")
/// }
/// ```
///
/// Paths are relative to the directory of the calling test file. Set the environment variable
/// `NAVIGATION_RECORD=1` to write the files instead; a recording run still fails (with
/// ``GoldenMismatch/recorded``), so a re-record never passes silently.
public enum GoldenFile {
  /// The environment variable that asks for recording.
  public static let recordVariable = "NAVIGATION_RECORD"

  /// Checks the canonical snapshot of a state against a golden file.
  ///
  /// - Parameters:
  ///   - state: The state whose snapshot is compared.
  ///   - path: The golden file, relative to the calling file's directory (or absolute).
  ///   - file: The calling file; leave the default.
  /// - Throws: ``GoldenMismatch`` when the file differs, is missing, or was just recorded.
  public static func check(snapshotOf state: NavigationState, against path: String, file: StaticString = #filePath)
    throws
  {
    try check(
      text: String(decoding: NavigationState.snapshotFormat.encode(state), as: UTF8.self), against: path, file: file)
  }

  /// Checks the canonical link of a state against a golden file (the link and a newline).
  ///
  /// - Parameters:
  ///   - state: The state whose link is compared.
  ///   - catalog: The stored exercises, for edit links.
  ///   - now: The clock's time, for add links.
  ///   - path: The golden file, relative to the calling file's directory (or absolute).
  ///   - file: The calling file; leave the default.
  /// - Throws: ``GoldenMismatch``, or `NavigationError` when the state has no link form.
  public static func check(
    linkOf state: NavigationState, catalog: ExerciseCatalog, now: Date, against path: String,
    file: StaticString = #filePath
  ) throws {
    let link = try ExerciseLinks().link(for: state, catalog: catalog, now: now)
    try check(text: link + "\n", against: path, file: file)
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
    if environment[recordVariable] == "1" {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url, options: .atomic)
      throw GoldenMismatch(path: url.path, kind: .recorded, diff: "")
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      throw GoldenMismatch(path: url.path, kind: .missing, diff: "")
    }
    let expected = String(decoding: data, as: UTF8.self)
    let diff = LineDiff.unified(expected: expected, actual: text, path: url.lastPathComponent)
    if !diff.isEmpty { throw GoldenMismatch(path: url.path, kind: .differs, diff: diff) }
  }

  static func resolve(_ path: String, relativeTo file: StaticString) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: "\(file)").deletingLastPathComponent().appendingPathComponent(path)
  }
}

/// A golden check that did not pass.
public struct GoldenMismatch: Error, Sendable, Hashable, CustomStringConvertible {
  /// Why the check did not pass.
  public enum Kind: Sendable, Hashable {
    /// The file differs from the actual text.
    case differs
    /// There is no golden file yet.
    case missing
    /// The file was just written because recording was asked for.
    case recorded
  }

  /// The golden file's path.
  public var path: String
  /// Why the check did not pass.
  public var kind: Kind
  /// The unified diff, expected against actual, when the file differs.
  public var diff: String

  /// What to show in a test failure.
  public var description: String {
    switch kind {
    case .differs: "golden file \(path) differs:\n\(diff)"
    case .missing: "no golden file at \(path); run with \(GoldenFile.recordVariable)=1 to record it"
    case .recorded: "recorded \(path); review it, then run again without \(GoldenFile.recordVariable)"
    }
  }
}
