// libFuzzer target: link parsing and resolution, and the round trip of whatever parses.
// Built by .ci/fuzz, not by SwiftPM. A mismatch traps, so the fuzzer reports it as a finding.
import ExerciseNavigation
import FoundationEssentials
import NavigationCodec

let catalog = ExerciseCatalog.sample
let now = Date(milliseconds: 1_746_086_400_000)

func codec() -> ExerciseCodec {
  ExerciseCodec(catalog: catalog, ids: .sequential(), clock: .fixed(now))
}

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let link = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  _ = try? codec().open(link: link, policy: .lenient)
  let opened = Result { () throws(NavigationError) in try codec().open(link: link).value }
  if case .failure(let error) = opened, "\(error)".unicodeScalars.contains(where: { $0.value < 0x20 }) {
    preconditionFailure("an error line holds a control character: \(link)")
  }
  // Reading the extras too reads and refuses exactly what opening does.
  let reading = Result { () throws(NavigationError) in try codec().read(link: link) }
  guard (try? reading.get().target.value) == (try? opened.get()), refusal(of: reading) == refusal(of: opened) else {
    preconditionFailure("reading the extras and opening disagree: \(link)")
  }
  guard let state = try? opened.get() else { return 0 }
  // A state that opens saves a session that opens as the same state (dates, titles).
  guard let restored = try? codec().restore(snapshot: NavigationState.snapshotFormat.encode(state)).value,
    restored == state
  else {
    preconditionFailure("the session of an opened link does not reopen: \(link)")
  }
  // print(parse(u)) must read back as the same state, and print again the same text.
  guard let printed = try? codec().link(for: state) else {
    preconditionFailure("a parsed link does not print: \(link)")
  }
  guard let reparsed = try? codec().open(link: printed).value, reparsed == state else {
    preconditionFailure("round trip changed the state: \(link) → \(printed)")
  }
  guard (try? codec().read(link: printed))?.extras.isEmpty == true else {
    preconditionFailure("a printed link carries ignored parameters or a fragment: \(printed)")
  }
  guard (try? codec().link(for: reparsed)) == printed else {
    preconditionFailure("printing is not canonical: \(printed)")
  }
  return 0
}

/// The refusal of a result, if it is one.
func refusal<Value>(of result: Result<Value, NavigationError>) -> NavigationError? {
  guard case .failure(let error) = result else { return nil }
  return error
}
