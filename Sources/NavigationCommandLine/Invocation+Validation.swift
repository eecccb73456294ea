// The checks of a whole command line, once every word is read.
extension Invocation {
  /// Checks the options and arguments against the command.
  ///
  /// - Parameter tool: The tool's name, for messages that name a command.
  /// - Throws: The first mistake: an option the command does not take, an argument too
  ///   many or missing, an incomplete set of association options.
  func validate(tool: String) throws(UsageError) {
    guard !help, let subcommand else { return }
    if let option = givenOptions.first(where: { !subcommand.options.contains($0) }) {
      let owners = NavigationSubcommand.allCases.filter { $0.options.contains(option) }.map { "\(tool) \($0.rawValue)" }
      throw UsageError(
        argument: option,
        message: "\(option) is not an option of \(tool) \(subcommand.rawValue)"
          + (owners.isEmpty ? "" : "; it is an option of \(owners.joined(separator: ", "))"))
    }
    let maximum = subcommand.maximumArguments(batch: batch)
    if positional.count > maximum {
      throw UsageError(argument: positional[maximum], message: "unexpected argument \"\(positional[maximum])\"")
    }
    if subcommand == .parse && !batch && positional.isEmpty {
      throw UsageError(argument: "parse", message: "expected a link, or --batch to read links from standard input")
    }
    if subcommand == .explain && positional.isEmpty {
      throw UsageError(argument: "explain", message: "expected a link")
    }
    if subcommand == .associatedDomains { try validateAssociatedDomains() }
    if subcommand == .routes { try validateRoutes() }
    if subcommand == .open { try validateOpen() }
  }

  private func validateRoutes() throws(UsageError) {
    if html && json {
      throw UsageError(argument: "--html", message: "--html and --json are two forms of the table; give one")
    }
    if output != nil && !html {
      throw UsageError(argument: "--output", message: "--output writes the page of --html")
    }
  }

  /// `open`: one link, one kind of device, and only that kind's options.
  private func validateOpen() throws(UsageError) {
    if positional.isEmpty { throw UsageError(argument: "open", message: "expected a link") }
    if simulator == emulator {
      throw UsageError(
        argument: simulator ? "--emulator" : "open",
        message: simulator
          ? "--simulator and --emulator open on two kinds of device; give one"
          : "expected --simulator (iOS) or --emulator (Android)")
    }
    let others = simulator ? ["--serial", "--package"] : ["--device"]
    if let option = givenOptions.first(where: others.contains) {
      throw UsageError(
        argument: option,
        message: "\(option) is an option of open \(simulator ? "--emulator" : "--simulator")")
    }
  }

  private func validateAssociatedDomains() throws(UsageError) {
    if appleAppIDs.isEmpty {
      throw UsageError(argument: "associated-domains", message: "expected at least one --apple-app-id")
    }
    if output == nil {
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
