// libFuzzer target: snapshot decoding and resolution, and canonical re-encoding.
// Built by .ci/fuzz, not by SwiftPM. A mismatch traps, so the fuzzer reports it as a finding.
import ExerciseNavigation
import FoundationEssentials
import NavigationCodec

let resolver = NavigationResolver(catalog: .sample)

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let fromBytes = Result { () throws(NavigationError) in try NavigationSnapshot.decode(bytes) }
  if case .failure(let error) = fromBytes, "\(error)".unicodeScalars.contains(where: { $0.value < 0x20 }) {
    preconditionFailure("an error line holds a control character")
  }
  if let value = try? JSONReader().read(bytes) {
    // A node built from a value reads exactly as one parsed from the text: same value, same
    // state or the same refusal.
    guard SnapshotNode(value).value == value else { preconditionFailure("a node does not keep its value") }
    let fromValue = Result { () throws(NavigationError) in try NavigationSnapshot.decode(value) }
    guard "\(fromValue)" == "\(fromBytes)" else { preconditionFailure("decoding a value and its text disagree") }
  }
  guard let decoded = try? fromBytes.get() else { return 0 }
  let encoded = NavigationSnapshot.encode(decoded)
  // Non-finite numbers cannot come out of JSON, so decoding what we wrote must give it back.
  guard let again = try? NavigationSnapshot.decode(encoded), again == decoded else {
    preconditionFailure("decode(encode(x)) != x")
  }
  guard NavigationSnapshot.encode(again) == encoded else { preconditionFailure("encoding is not canonical") }
  if let report = try? resolver.resolve(decoded, policy: .lenient) {
    // What lenient resolution keeps is valid as it stands.
    guard (try? resolver.resolve(report.value).value) == report.value else {
      preconditionFailure("the kept state does not resolve unchanged")
    }
  }
  return 0
}
