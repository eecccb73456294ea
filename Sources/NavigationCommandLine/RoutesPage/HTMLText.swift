/// Text made safe for HTML: in element content and in double- or single-quoted attribute
/// values alike.
enum HTMLText {
  /// The text with `&`, `<`, `>`, `"` and `'` replaced by character references.
  static func escaping(_ text: String) -> String {
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
