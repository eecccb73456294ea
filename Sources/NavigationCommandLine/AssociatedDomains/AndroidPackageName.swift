/// An Android application ID, such as `com.example.app`: two or more dot-separated parts,
/// each a letter followed by letters, digits or underscores.
public struct AndroidPackageName: Sendable, Hashable, CustomStringConvertible {
  /// The package name.
  public let description: String

  /// Reads a package name; `nil` when it is not one.
  public init?(_ text: String) {
    let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    guard parts.count >= 2,
      parts.allSatisfy({ part in
        guard let first = part.first, ASCII.isLetter(first) else { return false }
        return part.allSatisfy { ASCII.isLetterOrDigit($0) || $0 == UInt8(ascii: "_") }
      })
    else { return nil }
    description = text
  }
}
