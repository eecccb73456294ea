import NavigationCodec

/// The exercise object form shared by snapshots and catalog files:
/// `{"distance", "finished"?, "id", "starts", "title", "type"}`.
enum ExerciseSchema {
  static let modeNames = Exercise.Mode.allCases.map(\.rawValue)
  static let fields = ["distance", "finished", "id", "starts", "title", "type"]

  /// Reads an exercise object, its fields in the order `Exercise`'s `Codable` conformance
  /// reads them (so both report the same first error); unread fields are noted in `unread`.
  static func read(_ node: SnapshotNode, _ unread: inout UnreadFields) throws(NavigationError) -> Exercise {
    var object = try node.object(fields: fields)
    let id = try object.required("id").uuid()
    let distance = try object.required("distance").number()
    let title = try object.required("title").string()
    let starts = try object.required("starts").date()
    let finished = try object.optional("finished")?.date()
    let type = try mode(object.required("type"))
    object.finish(deferringTo: &unread)
    return Exercise(id: id, distance: distance, title: title, starts: starts, finished: finished, type: type)
  }

  static func mode(_ node: SnapshotNode) throws(NavigationError) -> Exercise.Mode {
    Exercise.Mode.allCases[try node.oneOf(modeNames)]
  }

  static func write(_ exercise: Exercise, to output: inout some JSONOutput) {
    output.beginObject()
    output.key("distance")
    output.number(exercise.distance)
    if let finished = exercise.finished {
      output.key("finished")
      output.string(Timestamp.format(finished))
    }
    output.key("id")
    output.string(UUIDText.format(exercise.id))
    output.key("starts")
    output.string(Timestamp.format(exercise.starts))
    output.key("title")
    output.string(exercise.title)
    output.key("type")
    output.string(exercise.type.rawValue)
    output.endObject()
  }
}
