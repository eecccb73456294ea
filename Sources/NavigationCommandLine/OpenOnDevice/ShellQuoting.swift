/// Words quoted for a POSIX shell, so that pasting a command runs exactly its arguments.
enum ShellQuoting {
  /// Characters a word may hold and still be left bare: none of them means anything to a
  /// shell.
  private static let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789@%+=:,./_-")

  /// A word as a shell reads it back: bare when it is plain, otherwise in single quotes,
  /// inside which nothing is special, each `'` written as `\'` between quoted runs
  /// (`it's` is `'it'\''s'`).
  ///
  /// - Parameters:
  ///   - word: The word.
  ///   - always: Whether to quote a plain word too, so that a link looks the same whatever
  ///     it holds.
  /// - Returns: The quoted word.
  static func quoted(_ word: String, always: Bool = false) -> String {
    if !always && !word.isEmpty && word.allSatisfy(plain.contains) { return word }
    if word.isEmpty { return "''" }
    return word.split(separator: "'", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : "'\($0)'" }
      .joined(separator: "\\'")
  }

  /// A command line: each argument quoted, the ones at `forced` even when plain.
  static func commandLine(_ arguments: [String], quotingAlways forced: Set<Int> = []) -> String {
    arguments.enumerated().map { quoted($1, always: forced.contains($0)) }.joined(separator: " ")
  }
}
