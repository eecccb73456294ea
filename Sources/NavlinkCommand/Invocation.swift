import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed command line.
struct Invocation: Equatable {
  enum Command: String, CaseIterable {
    case parse, print, check, golden
  }

  var command: Command?
  var help = false
  var catalogPath: String?
  var now: Date?
  var sequentialIDs = false
  var lenient = false
  var batch = false
  var record = false
  var positional: [String] = []

  /// A command-line mistake, reported with status 64.
  struct UsageError: Error, Equatable {
    var argument: String
    var message: String
  }

  init(_ arguments: [String]) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    func value(for option: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else {
        throw UsageError(argument: option, message: "expected a value after \(option)")
      }
      return arguments[index]
    }
    while index < arguments.count {
      var argument = arguments[index]
      var inlineValue: String?
      if !optionsEnded, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        inlineValue = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func optionValue() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        return try value(for: argument)
      }
      func noValue() throws(UsageError) {
        if inlineValue != nil { throw UsageError(argument: argument, message: "\(argument) takes no value") }
      }
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
        if command == nil, let known = Command(rawValue: argument), !optionsEnded {
          command = known
        } else if command == nil && argument == "help" && !optionsEnded {
          help = true
        } else if command == nil {
          throw UsageError(
            argument: argument,
            message: "unknown command \"\(argument)\"; expected parse, print, check or golden")
        } else {
          positional.append(argument)
        }
        index += 1
        continue
      }
      switch argument {
      case "--":
        optionsEnded = true
      case "--help", "-h":
        try noValue()
        help = true
      case "--catalog":
        catalogPath = try optionValue()
      case "--now":
        let text = try optionValue()
        guard let date = Timestamp.parse(text) else {
          throw UsageError(
            argument: "--now", message: "expected an ISO 8601 date such as 2025-04-02T07:00:00Z, found \"\(text)\"")
        }
        now = date
      case "--ids":
        switch try optionValue() {
        case "sequential": sequentialIDs = true
        case "random": sequentialIDs = false
        case let other:
          throw UsageError(argument: "--ids", message: "expected sequential or random, found \"\(other)\"")
        }
      case "--lenient":
        try noValue()
        lenient = true
      case "--batch":
        try noValue()
        batch = true
      case "--record":
        try noValue()
        record = true
      default:
        throw UsageError(argument: argument, message: "unknown option \(argument)")
      }
      index += 1
    }
    try validate()
  }

  private func validate() throws(UsageError) {
    guard !help, let command else { return }
    if batch && command != .parse {
      throw UsageError(argument: "--batch", message: "--batch is an option of navlink parse")
    }
    if record && command != .golden {
      throw UsageError(argument: "--record", message: "--record is an option of navlink golden")
    }
    let maximum = command == .parse ? (batch ? 0 : 1) : 1
    if positional.count > maximum {
      throw UsageError(argument: positional[maximum], message: "unexpected argument \"\(positional[maximum])\"")
    }
    if command == .parse && !batch && positional.isEmpty {
      throw UsageError(argument: "parse", message: "expected a link, or --batch to read links from standard input")
    }
  }
}
