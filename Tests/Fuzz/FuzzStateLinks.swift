// libFuzzer target: snapshot → state → link → state. Every resolved, linkable state must
// survive print then parse. Built by .ci/fuzz, not by SwiftPM.
import ExerciseNavigation
import FoundationEssentials
import NavigationCodec

let catalog = ExerciseCatalog.sample
let now = Date(milliseconds: 1_746_086_400_000)

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let resolver = NavigationResolver(catalog: catalog)
  guard let decoded = try? NavigationState.snapshotFormat.decode(bytes),
    var state = try? resolver.resolve(decoded, policy: .lenient).value
  else { return 0 }
  // Links give new drafts the generator's first id; align the add draft with it.
  if case .add(var form)? = state.exercises.destination {
    form.draft.id = UUID(sequential: 1)
    state.exercises.destination = .add(form)
    guard (try? resolver.resolve(state).value) == state else { return 0 }
  }
  let codec = ExerciseCodec(catalog: catalog, ids: .sequential(), clock: .fixed(now))
  guard let link = try? codec.link(for: state) else { return 0 }
  let reader = ExerciseCodec(catalog: catalog, ids: .sequential(), clock: .fixed(now))
  guard let reopened = try? reader.open(link: link).value, reopened == state else {
    preconditionFailure("parse(print(s)) != s for \(link)")
  }
  return 0
}
