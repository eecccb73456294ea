// libFuzzer target: snapshot decoding and resolution, and canonical re-encoding.
// Built by .ci/fuzz, not by SwiftPM. A mismatch traps, so the fuzzer reports it as a finding.
import ExerciseNavigation
import FoundationEssentials
import NavigationCodec

let resolver = NavigationResolver(catalog: .sample)
let codableFormat = SnapshotFormat<NavigationState>(name: NavigationSnapshot.format, version: 1)

/// A reading's outcome, to compare two readers: the state's bytes, or the code and location.
func outcome(_ result: Result<NavigationState, NavigationError>) -> String {
  switch result {
  case .success(let state): String(decoding: NavigationSnapshot.encode(state), as: UTF8.self)
  case .failure(let error): "\(error.code) at \(error.location)"
  }
}

/// A reading's state's bytes, or where it was refused.
func place(_ result: Result<NavigationState, NavigationError>) -> String {
  switch result {
  case .success: outcome(result)
  case .failure(let error): "refused at \(error.location)"
  }
}

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let fromBytes = Result { () throws(NavigationError) in try NavigationSnapshot.decode(bytes) }
  if case .failure(let error) = fromBytes, "\(error)".unicodeScalars.contains(where: { $0.value < 0x20 }) {
    preconditionFailure("an error line holds a control character")
  }
  // One schema: the hand-written reader and the Codable path agree on every input.
  let fromCodable = Result { () throws(NavigationError) in try codableFormat.decode(bytes) }
  guard outcome(fromBytes) == outcome(fromCodable) else {
    preconditionFailure("the readers disagree: \(outcome(fromBytes)) vs \(outcome(fromCodable))")
  }
  if let value = try? JSONReader().read(bytes) {
    // A node built from a value reads as one parsed from the text: the same state, or a
    // refusal at the same place. A value's numbers are `Double`s, so a number its text spells
    // past a `Double`'s precision (a version of 90 digits with a fraction) may be refused
    // under another code or named otherwise from the value, never elsewhere or not at all.
    guard SnapshotNode(value).value == value else { preconditionFailure("a node does not keep its value") }
    let fromValue = Result { () throws(NavigationError) in try NavigationSnapshot.decode(value) }
    guard place(fromValue) == place(fromBytes) else {
      preconditionFailure("decoding a value and its text disagree")
    }
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
