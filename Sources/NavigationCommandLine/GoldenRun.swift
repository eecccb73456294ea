import NavigationCodec

/// Runs golden cases with an app's codec: what each kind of case checks, and the text its
/// expectation holds.
struct GoldenRun<Codec: NavigationCommandCodec> {
  /// A fresh codec: ids from `…0001` and the golden clock.
  let codec: () throws -> Codec
  /// Reads a file of the fixtures directory.
  let read: (String) throws(IOFailure) -> [UInt8]
  /// Explains a link with the app's grammar and a codec.
  let explain: (String, Codec) -> LinkExplanation
  /// The page `routes --html` writes for the fixtures' catalog.
  let routesPage: () -> String

  /// Runs a case, filling in what the app gives and why the case fails regardless.
  ///
  /// - Throws: When the case's input cannot be read, or the codec cannot be built.
  func run(_ outcome: inout GoldenOutcome) throws {
    switch outcome.goldenCase.kind {
    case .validLink, .spellingLink, .refusedLink: try runLink(&outcome)
    case .validSnapshot: try runValidSnapshot(&outcome)
    case .refusedSnapshot: try runRefusedSnapshot(&outcome)
    case .lenientSnapshot: try runLenientSnapshot(&outcome)
    case .explainText, .explainJSON: try runExplain(&outcome)
    case .routesPage: outcome.actual = routesPage()
    }
  }

  /// A link case's file: the link, and what it is expected to give.
  private struct LinkCase: Decodable {
    var link: String
    var expected: JSONValue?
  }

  private func runLink(_ outcome: inout GoldenOutcome) throws {
    let link = try CanonicalJSONDecoder().decode(LinkCase.self, from: Array(outcome.expected.utf8)).link
    var expected: JSONValue
    do {
      let opened = try opens(link)
      expected = .object([JSONMember("link", .string(opened.printed)), JSONMember("snapshot", opened.snapshot)])
      // The second round-trip law: the printed link opens the same state.
      let reopened = try codec().open(link: opened.printed, policy: .strict).value
      outcome.violation =
        reopened != opened.state
        ? "the printed link \(opened.printed) opens a different state"
        : violation(of: outcome.goldenCase.kind, link: link, printed: opened.printed)
    } catch let error as NavigationError {
      expected = .object([JSONMember("error", error.jsonValue(includingMessage: false))])
      if outcome.goldenCase.kind != .refusedLink {
        outcome.violation = "the link is refused (\(error)) but the case expects it to open"
      }
    }
    outcome.actual = text(.object([JSONMember("expected", expected), JSONMember("link", .string(link))]))
  }

  /// What a link opens, how it prints, and the state's snapshot.
  private func opens(_ link: String) throws -> (state: Codec.State, printed: String, snapshot: JSONValue) {
    let codec = try self.codec()
    let state = try codec.open(link: link, policy: .strict).value
    return (state, try codec.link(for: state), try SnapshotValue.of(state, codec))
  }

  /// Why an opened link is in the wrong folder, if it is.
  private func violation(of kind: GoldenCase.Kind, link: String, printed: String) -> String? {
    switch kind {
    case .refusedLink: "the link is accepted but the case is in links/refused"
    case .validLink where printed != link:
      "the link is not canonical (it prints as \(printed)); move it to links/spellings"
    case .spellingLink where printed == link: "the link is already canonical; move it to links/valid"
    default: nil
    }
  }

  /// An explain case: the text or JSON `explain` writes for the link of its input, whether
  /// the link opens or is refused.
  private func runExplain(_ outcome: inout GoldenOutcome) throws {
    let input = try read(outcome.goldenCase.input)
    let link = try CanonicalJSONDecoder().decode(LinkCase.self, from: input).link
    let explanation = explain(link, try codec())
    outcome.actual =
      outcome.goldenCase.kind == .explainJSON
      ? String(decoding: explanation.json, as: UTF8.self) : explanation.text
  }

  private func runValidSnapshot(_ outcome: inout GoldenOutcome) throws {
    let bytes = try read(outcome.goldenCase.input)
    let codec = try self.codec()
    do {
      let restored = try codec.restore(snapshot: bytes, policy: .strict).value
      // The expectation is the input itself: a state that resolution changed, or a snapshot
      // that is not canonical, shows as a difference.
      outcome.actual = String(decoding: try codec.snapshot(of: restored), as: UTF8.self)
    } catch {
      outcome.actual = "\(error)\n"
      outcome.violation = "the snapshot is refused: \(error)"
    }
  }

  private func runRefusedSnapshot(_ outcome: inout GoldenOutcome) throws {
    let bytes = try read(outcome.goldenCase.input)
    do {
      _ = try codec().restore(snapshot: bytes, policy: .strict)
      outcome.actual = text(.object([JSONMember("accepted", .bool(true))]))
      outcome.violation = "the snapshot is accepted but the case is in snapshots/refused"
    } catch let error as NavigationError {
      outcome.actual = text(error.jsonValue(includingMessage: false))
    }
  }

  private func runLenientSnapshot(_ outcome: inout GoldenOutcome) throws {
    let bytes = try read(outcome.goldenCase.input)
    let codec = try self.codec()
    do {
      let report = try codec.restore(snapshot: bytes, policy: .lenient)
      let dropped = report.dropped.map(\.goldenValue)
      outcome.actual = text(
        .object([JSONMember("dropped", .array(dropped)), JSONMember("kept", try SnapshotValue.of(report.value, codec))])
      )
      if dropped.isEmpty { outcome.violation = "nothing was dropped; move the case to snapshots/valid" }
    } catch {
      outcome.actual = "\(error)\n"
      outcome.violation = "the snapshot does not decode: \(error)"
    }
  }

  private func text(_ value: JSONValue) -> String {
    String(decoding: CanonicalJSONWriter.encode(value), as: UTF8.self)
  }
}

extension DroppedPart {
  /// The part as a lenient case's expectation lists it.
  fileprivate var goldenValue: JSONValue {
    .object([
      JSONMember("code", .string(refusal.code.rawValue)),
      JSONMember("location", .string(refusal.location.description)),
      JSONMember("part", part),
      JSONMember("pointer", .string(pointer.rawValue)),
    ])
  }
}
