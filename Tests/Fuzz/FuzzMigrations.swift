// libFuzzer target: reading snapshots of any version of the reader format
// (Tests/NavigationCodecTests/ReaderSession.swift, compiled in), strictly and leniently, through
// its three migrations. Built by .ci/fuzz, not by SwiftPM. A broken law traps, so the fuzzer
// reports it as a finding.
import FoundationEssentials
import NavigationCodec

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let format = ReaderSession.format
  let strict = Result { () throws(NavigationError) in try format.decode(bytes, policy: .strict) }
  let lenient = Result { () throws(NavigationError) in try format.decode(bytes, policy: .lenient) }
  switch (strict, lenient) {
  case (.success(let kept), .success(let read)):
    // Nothing refused: both policies read the same session, and lenient dropped nothing.
    precondition(kept.value == read.value && kept.dropped.isEmpty && read.dropped.isEmpty, "strict and lenient differ")
    checkCurrentBytes(of: read)
  case (.failure(let refusal), .success(let read)):
    // Strict fails exactly where lenient dropped its first part.
    precondition(read.dropped.first?.refusal == refusal, "strict refusal is not lenient's first drop")
    checkCurrentBytes(of: read)
  case (.success, .failure):
    preconditionFailure("lenient refused what strict read")
  case (.failure(let refusal), .failure(let lenientRefusal)):
    // A refusal that is not a migration's is the same under both policies.
    precondition(refusal == lenientRefusal || refusal.code == .removedScreen, "the two policies fail differently")
    precondition(!"\(refusal)".contains("\n"), "an error description is not one line")
  }
  return 0
}

/// Whatever reads writes current bytes that read back to the same session, with no migration.
func checkCurrentBytes(of read: MigratedSnapshot<ReaderSession>) {
  guard let bytes = try? ReaderSession.format.encode(read.value) else {
    preconditionFailure("a session that was read does not encode")
  }
  guard let again = try? ReaderSession.format.decode(bytes, policy: .strict) else {
    preconditionFailure("current bytes do not read back")
  }
  precondition(again.value == read.value && again.migrations.isEmpty && again.version == 4, "the round trip changed")
}
