import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A parsed command line.
struct Invocation: Equatable {
  var subcommand: NavigationSubcommand?
  var help = false
  var catalogPath: String?
  var now: Date?
  var sequentialIDs = false
  var lenient = false
  var batch = false
  var record = false
  var json = false
  var html = false
  var simulator = false
  var emulator = false
  var dryRun = false
  var device: String?
  var serial: String?
  /// `open --package`: the app that opens the link on Android.
  var package: AndroidPackageName?
  var appleAppIDs: [AppleAppID] = []
  var androidPackage: AndroidPackageName?
  var androidCertificates: [CertificateFingerprint] = []
  /// `--output`: the directory `associated-domains` writes, or the file of `routes --html`.
  var output: String?
  var positional: [String] = []
  /// The options given, in order, for checking them against the command.
  private(set) var givenOptions: [String] = []

  /// A command-line mistake, reported with status 64.
  struct UsageError: Error, Equatable {
    var argument: String
    var message: String
  }

  /// Parses the arguments after the tool's name.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the tool's name.
  ///   - tool: The tool's name, for messages that name a command.
  /// - Throws: The first mistake, naming the argument.
  init(_ arguments: [String], tool: String) throws(UsageError) {
    var words = ArgumentWords(arguments)
    while let word = words.next() {
      switch word {
      case .positional(let argument): try take(positional: argument, optionsEnded: words.optionsEnded)
      case .option(let option): try take(option, from: &words)
      }
    }
    try validate(tool: tool)
  }

  /// A word that is not an option: the command's name, `help`, or an argument of the command.
  private mutating func take(positional argument: String, optionsEnded: Bool) throws(UsageError) {
    guard subcommand == nil else {
      positional.append(argument)
      return
    }
    if let known = NavigationSubcommand(rawValue: argument), !optionsEnded {
      subcommand = known
    } else if argument == "help" && !optionsEnded {
      help = true
    } else {
      throw UsageError(
        argument: argument,
        message:
          "unknown command \"\(argument)\"; expected parse, explain, print, check, golden, routes, associated-domains or open"
      )
    }
  }

  /// Records an option given, refusing a second one of an option that takes one value.
  private mutating func note(_ option: String) throws(UsageError) {
    if NavigationSubcommand.singleValued.contains(option) && givenOptions.contains(option) {
      throw UsageError(argument: option, message: "\(option) is given more than once")
    }
    givenOptions.append(option)
  }

  /// Reads one option and its value, if it takes one.
  private mutating func take(_ option: String, from words: inout ArgumentWords) throws(UsageError) {
    if option != "--" && option != "--help" && option.hasPrefix("--") { try note(option) }
    switch option {
    case "--": words.endOptions()
    case "--help", "-h": help = try words.flag(option)
    case "--catalog": catalogPath = try words.value(of: option)
    case "--now": now = try words.value(of: option, read: Timestamp.parse, expected: Self.expectedDate)
    case "--ids": sequentialIDs = try words.value(of: option, read: Self.sequential, expected: "sequential or random")
    case "--lenient": lenient = try words.flag(option)
    case "--batch": batch = try words.flag(option)
    case "--record": record = try words.flag(option)
    case "--json": json = try words.flag(option)
    case "--html": html = try words.flag(option)
    case "--simulator": simulator = try words.flag(option)
    case "--emulator": emulator = try words.flag(option)
    case "--dry-run": dryRun = try words.flag(option)
    case "--device": device = try words.value(of: option, read: Self.nonEmpty, expected: "a device UDID, or booted")
    case "--serial":
      serial = try words.value(of: option, read: Self.nonEmpty, expected: "a device serial such as emulator-5554")
    case "--package":
      package = try words.value(
        of: option, read: AndroidPackageName.init, expected: "a package name such as com.example.app")
    case "--apple-app-id":
      appleAppIDs.append(try words.value(of: option, read: AppleAppID.init, expected: Self.expectedAppID))
    case "--android-package":
      androidPackage = try words.value(
        of: option, read: AndroidPackageName.init, expected: "a package name such as com.example.app")
    case "--android-cert":
      androidCertificates.append(
        try words.value(of: option, read: CertificateFingerprint.init, expected: Self.expectedFingerprint))
    case "--output": output = try words.value(of: option)
    default: throw UsageError(argument: option, message: "unknown option \(option)")
    }
  }

  private static let expectedDate =
    "an ISO 8601 date in the years 0000 to 9999 such as 2025-04-02T07:00:00Z"
  private static let expectedAppID =
    "an app ID such as ABCDE12345.com.example.app (a 10-character team ID, a dot and the bundle ID)"
  private static let expectedFingerprint = "a SHA-256 fingerprint: 32 colon-separated pairs of hex digits"

  /// A value that is not empty.
  private static func nonEmpty(_ text: String) -> String? {
    text.isEmpty ? nil : text
  }

  /// `--ids`: whether the generator is sequential.
  private static func sequential(_ text: String) -> Bool? {
    switch text {
    case "sequential": true
    case "random": false
    default: nil
    }
  }
}
