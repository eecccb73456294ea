public import NavigationCodec

#if canImport(FoundationEssentials)
  public import FoundationEssentials
#else
  public import Foundation
#endif

/// The app's stored exercises: the data the resolver checks states against.
///
/// Lookup by id is O(1), so resolution costs the same with ten exercises or a million.
public struct ExerciseCatalog: Sendable, Hashable {
  /// The exercises in their stored order.
  public private(set) var exercises: [Exercise]
  /// Derived from `exercises`, so equality and hashing ignore it.
  private var index: ExerciseIndex

  /// Creates a catalog; when two exercises share an id, the later one wins.
  public init(_ exercises: [Exercise] = []) {
    self.exercises = []
    self.index = ExerciseIndex(minimumCapacity: exercises.count)
    self.exercises.reserveCapacity(exercises.count)
    for exercise in exercises { upsert(exercise) }
  }

  /// The exercise with this id, if the catalog has it.
  public subscript(id: UUID) -> Exercise? {
    index.position(of: id).map { exercises[$0] }
  }

  /// Whether the catalog has an exercise with this id.
  public func contains(_ id: UUID) -> Bool { index.position(of: id) != nil }

  /// The number of exercises.
  public var count: Int { exercises.count }

  /// Adds an exercise, or replaces the one with the same id.
  public mutating func upsert(_ exercise: Exercise) {
    if let position = index.position(of: exercise.id) {
      exercises[position] = exercise
    } else {
      index.set(exercises.count, for: exercise.id)
      exercises.append(exercise)
    }
  }

  /// Removes the exercise with this id, if there is one.
  public mutating func remove(id: UUID) {
    guard let position = index.position(of: id) else { return }
    exercises.remove(at: position)
    // Every later exercise moves down one place; the index is rebuilt for them all.
    index = ExerciseIndex(minimumCapacity: exercises.count)
    for (position, exercise) in exercises.enumerated() { index.set(position, for: exercise.id) }
  }

  /// Catalogs are equal when they hold the same exercises in the same order.
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.exercises == rhs.exercises }

  /// Hashes the exercises.
  public func hash(into hasher: inout Hasher) { hasher.combine(exercises) }
}

extension ExerciseCatalog {
  /// The limits catalog files are read with: 512 MiB (room for a million exercises) and the
  /// default nesting depth.
  ///
  /// A catalog is the app's whole store, far larger than a session snapshot, so it has its
  /// own size limit; a file over it is refused with `limit-exceeded`, never cut short.
  public static let fileLimits = Limits(snapshotSize: 512 << 20)

  /// Reads a catalog file: `{"exercises": [ … ]}` with items in the snapshot's exercise form.
  ///
  /// Stored exercises are the app's own data: they are read as they are, and not held to the
  /// rules for drafts (an edit draft is checked only where it changes the stored exercise).
  /// The file's shape is checked first: an unknown field anywhere is refused before a
  /// repeated id.
  ///
  /// - Throws: `NavigationError` located by JSON Pointer; a repeated id is
  ///   `duplicate-exercise` at that item's `id`, a file over `limits.snapshotSize` is
  ///   `limit-exceeded`.
  /// - Complexity: O(*n*) in the size of the file.
  public static func decode(_ bytes: some Collection<UInt8>, limits: Limits = fileLimits) throws(NavigationError)
    -> ExerciseCatalog
  {
    let file = try CanonicalJSONDecoder(limits: limits).decode(File.self, from: bytes)
    var catalog = ExerciseCatalog()
    for (index, exercise) in file.exercises.enumerated() {
      guard !catalog.contains(exercise.id) else {
        throw NavigationError(
          .duplicateExercise, at: "/exercises" / index / "id",
          "the id \(exercise.id.uuidString.lowercased()) appears twice in the catalog")
      }
      catalog.upsert(exercise)
    }
    return catalog
  }

  /// The canonical JSON bytes of the catalog file.
  ///
  /// - Throws: `invalid-value` for an exercise JSON has no form for (a distance that is not
  ///   finite, a date outside the years 0000 to 9999).
  public func encode() throws(NavigationError) -> [UInt8] {
    try CanonicalJSONEncoder().encode(File(exercises: exercises))
  }

  /// The catalog file's form: `{"exercises": [ … ]}`, each item an exercise's `Codable` form.
  private struct File: Codable {
    var exercises: [Exercise]

    init(exercises: [Exercise]) { self.exercises = exercises }

    init(from decoder: any Decoder) throws {
      exercises = try SnapshotDecodingContainer(decoder).decode([Exercise].self, forKey: "exercises")
    }

    func encode(to encoder: any Encoder) throws {
      try SnapshotEncodingContainer(encoder).encode(exercises, forKey: "exercises")
    }
  }
}
