extension Unmanaged {
  /// Calls `body` with the instance borrowed, as `_withUnsafeGuaranteedRef` does, passing its
  /// typed error on.
  ///
  /// For a closure that runs for every link and reaches an object its caller keeps alive: a
  /// closure that captures the object, even `unowned(unsafe)`, retains and releases it for
  /// every call of a method on it.
  @inline(__always)
  func withBorrowed<Value, Failure: Error>(
    _ body: (Instance) throws(Failure) -> Value
  ) throws(Failure) -> Value {
    let result = _withUnsafeGuaranteedRef { instance in Result { () throws(Failure) in try body(instance) } }
    // Consumed, not read: the value is moved out of the result rather than copied.
    switch consume result {
    case .success(let value): return value
    case .failure(let error): throw error
    }
  }
}
