import NavigationCodec

extension CommandContext {
  /// `associated-domains`: writes the association files of the app's grammar into the output
  /// directory and lists the paths it wrote on stdout.
  func associatedDomains(_ console: Console) throws(IOFailure) -> CommandExitStatus {
    guard let directory = invocation.output else { return .usage }
    let grammar = app.grammar
    var files = [
      (
        name: "apple-app-site-association",
        bytes: AppleAppSiteAssociation(grammar: grammar, appIDs: invocation.appleAppIDs).bytes
      )
    ]
    if let package = invocation.androidPackage {
      files.append(
        ("assetlinks.json", AndroidAssetLinks(package: package, fingerprints: invocation.androidCertificates).bytes))
      files.append(("intent-filters.xml", Array(AndroidIntentFilters(grammar: grammar).text.utf8)))
    }
    do {
      try SystemIO.makeDirectory(directory)
    } catch {
      Failure.unwritable(directory, error).report(to: console)
      return .ioError
    }
    var written: [String] = []
    for file in files {
      let path = directory.hasSuffix("/") ? directory + file.name : directory + "/" + file.name
      do {
        try SystemIO.replaceFile(path, with: file.bytes)
      } catch {
        Failure.unwritable(path, error).report(to: console)
        return .ioError
      }
      written.append(path)
    }
    try console.out(written.map { SingleLineText.escaping($0) + "\n" }.joined())
    return .ok
  }
}
