import NavigationCodec

extension NavigationError {
  /// The error as `{"code", "location"}`, with `"message"` too when asked: the stable parts
  /// alone are what goldens record, since message wording is not API.
  func jsonValue(includingMessage: Bool) -> JSONValue {
    var members = [JSONMember("code", .string(code.rawValue)), JSONMember("location", .string(location.description))]
    if includingMessage { members.append(JSONMember("message", .string(message))) }
    return .object(members)
  }
}
