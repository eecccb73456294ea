/// Text made safe to print as part of one line of a terminal or a log: every character that
/// could break the line, move the cursor or reorder what is shown is written as an escape.
///
/// Locations and messages quote their input (a decoded query name, an unknown case), and input
/// can hold a newline, a carriage return, a terminal escape sequence (`ESC [ …`) or a
/// right-to-left override. ``NavigationError/description`` passes both through this, so an
/// `error[…]` line is always one line of plain text.
///
/// ```swift
/// SingleLineText.escaping("a\nb\u{1B}[2J")  // a\nb\u{1B}[2J, as 12 printable characters
/// ```
package enum SingleLineText {
  /// The text with every control character written as an escape.
  ///
  /// `\n`, `\r` and `\t` are written by name; the other C0 and C1 controls, DEL, the line and
  /// paragraph separators and the bidirectional formatting characters as `\u{XXXX}`.
  /// Everything else, non-ASCII letters included, is kept.
  ///
  /// - Complexity: O(*n*) in the length of the text; text of printable ASCII is returned as it
  ///   is after one pass over its bytes.
  package static func escaping(_ text: some StringProtocol) -> String {
    guard text.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return String(text) }
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where needsEscape(scalar):
        escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Whether a scalar is a control, a line or paragraph separator, or a bidirectional
  /// formatting character.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00..<0x20, 0x7F...0x9F: true
    case 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0x061C: true
    default: false
    }
  }
}
