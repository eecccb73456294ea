// libFuzzer target: snapshot decoding and resolution, and canonical re-encoding.
// Built by .ci/fuzz, not by SwiftPM. A mismatch traps, so the fuzzer reports it as a finding.
import ExerciseNavigation
import FoundationEssentials
import NavigationCodec

let resolver = NavigationResolver(catalog: .sample)
let format = NavigationState.snapshotFormat

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let decoded: NavigationState
  do throws(NavigationError) {
    decoded = try format.decode(bytes)
  } catch {
    if "\(error)".unicodeScalars.contains(where: { $0.value < 0x20 }) {
      preconditionFailure("an error line holds a control character")
    }
    return 0
  }
  // Non-finite numbers and dates outside the years 0000 to 9999 cannot come out of a
  // snapshot, so what was read is written, and decoding what was written gives it back.
  guard let encoded = try? format.encode(decoded) else { preconditionFailure("a decoded state does not encode") }
  guard let again = try? format.decode(encoded), again == decoded else {
    preconditionFailure("decode(encode(x)) != x")
  }
  guard (try? format.encode(again)) == encoded else { preconditionFailure("encoding is not canonical") }
  if let report = try? resolver.resolve(decoded, policy: .lenient) {
    // What lenient resolution keeps is valid as it stands.
    guard (try? resolver.resolve(report.value).value) == report.value else {
      preconditionFailure("the kept state does not resolve unchanged")
    }
  }
  return 0
}
