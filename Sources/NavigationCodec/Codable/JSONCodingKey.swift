/// A coding key for a JSON document's own names and positions: an object member's key, or an
/// array element's index (`Index N`, as Foundation's coders spell it).
struct JSONCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  /// The key of an array position.
  init(index: Int) { self.init(intValue: index) }

  /// The coding path of a token, from the document's root, worked out only when asked for
  /// (an error, or a type that reads its path).
  static func codingPath(to token: Int, in tape: JSONTape) -> [any CodingKey] {
    var path: [any CodingKey] = []
    tape.walk(to: token) { step in
      switch step {
      case .member(let key): path.append(JSONCodingKey(stringValue: tape.string(key)))
      case .element(let index): path.append(JSONCodingKey(index: index))
      }
    }
    return path
  }
}
