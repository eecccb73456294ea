public import NavigationCodec

/// The error a throwing body gives, or `nil` when it succeeds; for asserting code and location.
public func refusal<Value>(_ body: () throws(NavigationError) -> Value) -> NavigationError? {
  do {
    _ = try body()
    return nil
  } catch {
    return error
  }
}

/// The code and location of a refusal, for comparing in one `#expect`.
public struct Refused: Hashable, Sendable, CustomStringConvertible {
  /// The refusal code.
  public var code: String
  /// The refusal location.
  public var location: String

  /// An expected refusal.
  public init(_ code: String, _ location: String) {
    self.code = code
    self.location = location
  }

  /// The code and location of an actual refusal, or `nil` when there was none.
  public init?(_ error: NavigationError?) {
    guard let error else { return nil }
    self.init(error.code.rawValue, error.location.description)
  }

  /// `code at location`.
  public var description: String { "\(code) at \(location)" }
}
