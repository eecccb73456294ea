import ExerciseNavigation
import NavigationCodec

extension JSONValue {
  /// A state's canonical snapshot as a JSON value, for output that holds it inside other JSON.
  init(snapshotOf state: NavigationState) throws(NavigationError) {
    self = try JSONReader().read(NavigationState.snapshotFormat.encode(state))
  }
}
