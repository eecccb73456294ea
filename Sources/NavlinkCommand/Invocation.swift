import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed command line.
struct Invocation: Equatable {
  enum Command: String, CaseIterable {
    case parse, print, check, golden, routes
    case associatedDomains = "associated-domains"

    /// The options the command takes (besides `--help` and `--`); any other is a usage error
    /// rather than silently ignored.
    var options: Set<String> {
      switch self {
      case .parse: ["--catalog", "--now", "--ids", "--lenient", "--batch"]
      case .print, .check: ["--catalog", "--now", "--lenient"]
      case .golden: ["--record"]
      case .routes: ["--catalog", "--json"]
      case .associatedDomains: ["--apple-app-id", "--android-package", "--android-cert", "--output"]
      }
    }

    /// The options that take one value, so may be given once.
    ///
    /// A second one would silently replace or be replaced by the first, so it is a usage
    /// error. `--apple-app-id` and `--android-cert` add a value each time; flags repeat
    /// harmlessly.
    static let singleValued: Set<String> = ["--catalog", "--now", "--ids", "--android-package", "--output"]

    /// How many positional arguments the command takes at most.
    func maximumArguments(batch: Bool) -> Int {
      switch self {
      case .parse: batch ? 0 : 1
      case .print, .check, .golden: 1
      case .routes, .associatedDomains: 0
      }
    }
  }

  var command: Command?
  var help = false
  var catalogPath: String?
  var now: Date?
  var sequentialIDs = false
  var lenient = false
  var batch = false
  var record = false
  var json = false
  var appleAppIDs: [AppleAppID] = []
  var androidPackage: AndroidPackageName?
  var androidCertificates: [CertificateFingerprint] = []
  var outputDirectory: String?
  var positional: [String] = []
  /// The options given, in order, for checking them against the command.
  private var given: [String] = []

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
      /// The option's value read as an identifier, or a usage error saying what was expected.
      func identifier<Value>(_ read: (String) -> Value?, expected: String) throws(UsageError) -> Value {
        let text = try optionValue()
        guard let value = read(text) else {
          throw UsageError(argument: argument, message: "expected \(expected), found \"\(text)\"")
        }
        return value
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
            message:
              "unknown command \"\(argument)\"; expected parse, print, check, golden, routes or associated-domains")
        } else {
          positional.append(argument)
        }
        index += 1
        continue
      }
      if argument.hasPrefix("--") && argument != "--" && argument != "--help" { try note(argument) }
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
            argument: "--now",
            message:
              "expected an ISO 8601 date in the years 0000 to 9999 such as 2025-04-02T07:00:00Z, found \"\(text)\"")
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
      case "--json":
        try noValue()
        json = true
      case "--apple-app-id":
        appleAppIDs.append(
          try identifier(
            AppleAppID.init,
            expected: "an app ID such as ABCDE12345.com.example.app (a 10-character team ID, a dot and the bundle ID)"))
      case "--android-package":
        androidPackage = try identifier(AndroidPackageName.init, expected: "a package name such as com.example.app")
      case "--android-cert":
        androidCertificates.append(
          try identifier(
            CertificateFingerprint.init, expected: "a SHA-256 fingerprint: 32 colon-separated pairs of hex digits"))
      case "--output":
        outputDirectory = try optionValue()
      default:
        throw UsageError(argument: argument, message: "unknown option \(argument)")
      }
      index += 1
    }
    try validate()
  }

  /// Records an option given, refusing a second one of an option that takes one value.
  private mutating func note(_ option: String) throws(UsageError) {
    if Command.singleValued.contains(option) && given.contains(option) {
      throw UsageError(argument: option, message: "\(option) is given more than once")
    }
    given.append(option)
  }

  private func validate() throws(UsageError) {
    guard !help, let command else { return }
    if let option = given.first(where: { !command.options.contains($0) }) {
      let owners = Command.allCases.filter { $0.options.contains(option) }.map { "navlink \($0.rawValue)" }
      throw UsageError(
        argument: option,
        message: "\(option) is not an option of navlink \(command.rawValue)"
          + (owners.isEmpty ? "" : "; it is an option of \(owners.joined(separator: ", "))"))
    }
    let maximum = command.maximumArguments(batch: batch)
    if positional.count > maximum {
      throw UsageError(argument: positional[maximum], message: "unexpected argument \"\(positional[maximum])\"")
    }
    if command == .parse && !batch && positional.isEmpty {
      throw UsageError(argument: "parse", message: "expected a link, or --batch to read links from standard input")
    }
    if command == .associatedDomains { try validateAssociatedDomains() }
  }

  private func validateAssociatedDomains() throws(UsageError) {
    if appleAppIDs.isEmpty {
      throw UsageError(argument: "associated-domains", message: "expected at least one --apple-app-id")
    }
    if outputDirectory == nil {
      throw UsageError(argument: "associated-domains", message: "expected --output <dir>")
    }
    if androidPackage != nil && androidCertificates.isEmpty {
      throw UsageError(argument: "--android-package", message: "expected at least one --android-cert for the package")
    }
    if androidPackage == nil && !androidCertificates.isEmpty {
      throw UsageError(argument: "--android-cert", message: "expected --android-package for the certificates")
    }
  }
}
