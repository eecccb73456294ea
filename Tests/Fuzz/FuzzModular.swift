// libFuzzer target: the sample modular app's link and snapshot readers
// (Sources/ModularSample, compiled in). Each input is read as a link and
// as a saved session. Built by .ci/fuzz, not by SwiftPM. A broken law traps, so the fuzzer
// reports it as a finding.
@testable internal import NavigationCodec

let app: ModularSampleApp = {
  guard let app = try? ModularSampleApp() else { preconditionFailure("the sample app does not compose") }
  return app
}()

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  checkLink(String(decoding: bytes, as: UTF8.self))
  checkSession(bytes)
  return 0
}

/// A link that reads prints back to a link that reads the same path.
func checkLink(_ link: String) {
  guard let path = try? app.links.match(link: link) else { return }
  switch Result(catching: { () throws(NavigationError) in try app.links.link(for: path) }) {
  case .success(let printed):
    precondition((try? app.links.match(link: printed)) == path, "a printed link does not read back")
  case .failure(let refusal):
    precondition(refusal.code == .notLinkable, "printing failed with \(refusal.code)")
  }
}

/// Strict reading fails exactly where lenient reading drops its first part, and what lenient
/// reading keeps writes bytes that read back to it.
func checkSession(_ bytes: UnsafeBufferPointer<UInt8>) {
  let strict = Result { () throws(NavigationError) in try open(bytes, policy: .strict) }
  let lenient = Result { () throws(NavigationError) in try open(bytes, policy: .lenient) }
  switch (strict, lenient) {
  case (.success(let kept), .success(let read)):
    precondition(kept.value == read.value && read.dropped.isEmpty, "strict and lenient differ")
    checkBytes(of: read.value)
  case (.failure(let refusal), .success(let read)):
    precondition(read.dropped.first?.refusal == refusal, "strict refusal is not lenient's first drop")
    checkBytes(of: read.value)
  case (.success, .failure):
    preconditionFailure("lenient refused what strict read")
  case (.failure(let refusal), .failure(let other)):
    // A part a migration refuses fails strict reading there; lenient reading drops it and
    // may fail later in the document.
    precondition(refusal == other || refusal == firstMigrationDrop(bytes), "the two policies fail differently")
    precondition(!"\(refusal)".contains("\n"), "an error description is not one line")
  }
}

func open(_ bytes: UnsafeBufferPointer<UInt8>, policy: ResolutionPolicy) throws(NavigationError)
  -> ResolutionReport<ModularSession>
{
  // The app's own restore: the path checked by the modules, and a held link read again.
  try app.restore(Array(bytes), policy: policy)
}

/// The first part the format's migrations drop when reading leniently, if any.
func firstMigrationDrop(_ bytes: UnsafeBufferPointer<UInt8>) -> NavigationError? {
  let root = try? SnapshotNode(parsing: bytes, limits: app.format.limits)
  return root.flatMap { try? app.format.envelope.open($0, policy: .lenient).dropped.first?.refusal }
}

func checkBytes(of session: ModularSession) {
  guard let bytes = try? app.format.encode(session), let again = try? app.format.decode(bytes) else {
    preconditionFailure("a session that was read does not write and read back")
  }
  precondition(again == session, "the round trip changed the session")
}
