/// The words of a command line, read one at a time: options (an inline `--name=value` split
/// at its first `=`), their values, and positional arguments.
///
/// After `--`, every word is positional; `-` alone is positional (standard input).
struct ArgumentWords {
  /// One word of the command line.
  enum Word: Equatable {
    /// An argument of the command, or the command's name.
    case positional(String)
    /// An option's name, without an inline value.
    case option(String)
  }

  private let arguments: [String]
  private var index = 0
  /// The inline value of the option last read, if it had one.
  private var inlineValue: String?
  /// Whether `--` was read.
  private(set) var optionsEnded = false

  init(_ arguments: [String]) {
    self.arguments = arguments
  }

  /// The next word, or `nil` after the last.
  mutating func next() -> Word? {
    guard index < arguments.count else { return nil }
    var argument = arguments[index]
    index += 1
    inlineValue = nil
    if optionsEnded || argument == "-" || !argument.hasPrefix("-") { return .positional(argument) }
    if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
      inlineValue = String(argument[argument.index(after: equals)...])
      argument = String(argument[..<equals])
    }
    return .option(argument)
  }

  /// Ends the options: every later word is positional.
  mutating func endOptions() { optionsEnded = true }

  /// Reads a flag: an option that takes no value.
  ///
  /// - Returns: `true`, the flag's value once given.
  mutating func flag(_ option: String) throws(Invocation.UsageError) -> Bool {
    guard inlineValue == nil else {
      throw Invocation.UsageError(argument: option, message: "\(option) takes no value")
    }
    return true
  }

  /// The option's value: inline after `=`, or the next word whatever it is.
  mutating func value(of option: String) throws(Invocation.UsageError) -> String {
    if let inlineValue { return inlineValue }
    guard index < arguments.count else {
      throw Invocation.UsageError(argument: option, message: "expected a value after \(option)")
    }
    index += 1
    return arguments[index - 1]
  }

  /// The option's value read by `read`, or a usage error saying what was expected.
  mutating func value<Value>(of option: String, read: (String) -> Value?, expected: String)
    throws(Invocation.UsageError) -> Value
  {
    let text = try value(of: option)
    guard let value = read(text) else {
      throw Invocation.UsageError(argument: option, message: "expected \(expected), found \"\(text)\"")
    }
    return value
  }
}
