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
  guard let state = try? codec().open(link: link).value else { return 0 }
  // print(parse(u)) must read back as the same state, and print again the same text.
  guard let printed = try? codec().link(for: state) else {
    preconditionFailure("a parsed link does not print: \(link)")
  }
  guard let reparsed = try? codec().open(link: printed).value, reparsed == state else {
    preconditionFailure("round trip changed the state: \(link) → \(printed)")
  }
  guard (try? codec().link(for: reparsed)) == printed else {
    preconditionFailure("printing is not canonical: \(printed)")
  }
  return 0
}
