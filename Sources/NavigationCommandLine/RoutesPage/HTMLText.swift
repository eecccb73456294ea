/// Text made safe for HTML: in element content and in double- or single-quoted attribute
/// values alike.
enum HTMLText {
  /// The bytes that need a reference: `&`, `<`, `>`, `"` and `'`.
  private static let special: Set<UInt8> = [0x26, 0x3C, 0x3E, 0x22, 0x27]

  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references.
  static func escaping(_ text: String) -> String {
    guard text.utf8.contains(where: { Self.special.contains($0) }) else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(character)
      }
    }
    return result
  }
}
