import NavigationCodec

/// What a command needs: the app's codec configured from the options, and its input.
struct CommandContext<App: NavigationCommandApp> {
  let invocation: Invocation
  let app: App
  let catalog: App.Catalog
  let codec: App.Codec

  var policy: ResolutionPolicy { invocation.lenient ? .lenient : .strict }

  init(_ invocation: Invocation, app: App) throws(Failure) {
    self.invocation = invocation
    self.app = app
    catalog =
      try invocation.catalogPath.map { (path) throws(Failure) in try Self.catalog(at: path, app) }
      ?? app.sampleCatalog
    do {
      codec = try app.codec(
        catalog: catalog,
        ids: invocation.sequentialIDs ? .sequential() : .random,
        clock: invocation.now.map(DateSource.fixed) ?? .system)
    } catch {
      throw .unusableApp(app.help.toolName, error)
    }
  }

  /// The catalog file named by `--catalog`, read by the app.
  private static func catalog(at path: String, _ app: App) throws(Failure) -> App.Catalog {
    // One byte past the limit is read, so that a larger file is refused as such rather than
    // cut at the limit and read as malformed.
    let bytes = try read(path, limit: Self.onePast(app.catalogSizeLimit))
    do {
      return try app.readCatalog(bytes)
    } catch {
      throw Failure(
        status: CommandExitStatus(error), line: "\(error) (in the catalog \(SingleLineText.escaping(path)))")
    }
  }

  /// The command's input: the file named by the positional argument, or stdin for `-` or none.
  ///
  /// Reads at most one byte past the snapshot limit, so a huge input is refused at once.
  func input(_ console: Console) throws(Failure) -> [UInt8] {
    let limit = Self.onePast(codec.limits.snapshotSize)
    let path = invocation.positional.first ?? "-"
    if path == "-" {
      do {
        return try console.readInput(limit)
      } catch {
        throw .unreadable("stdin", error)
      }
    }
    return try Self.read(path, limit: limit)
  }

  /// One byte past a limit, or the limit itself when nothing lies past it.
  static func onePast(_ limit: Int) -> Int {
    limit == .max ? limit : limit + 1
  }

  static func read(_ path: String, limit: Int) throws(Failure) -> [UInt8] {
    do {
      return try SystemIO.readFile(path, upTo: limit)
    } catch {
      throw .unreadable(path, error)
    }
  }
}
