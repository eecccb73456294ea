import ExerciseNavigation
import Foundation
import NavigationCodec

/// What a team would write with Foundation alone: `URLComponents` and a switch over the
/// segments, producing the same unvalidated `ExerciseLink` the package's grammar produces.
enum URLComponentsBaseline {
  static func parse(_ link: String) -> ExerciseLink? {
    guard let components = URLComponents(string: link), let scheme = components.scheme?.lowercased() else { return nil }
    var segments = components.path.split(separator: "/").map(String.init)
    switch scheme {
    case "doexercise": if let host = components.host, !host.isEmpty { segments.insert(host.lowercased(), at: 0) }
    case "https": guard components.host?.lowercased() == "doexercise.app" else { return nil }
    default: return nil
    }
    var fields = BenchmarkDraft()
    for item in components.queryItems ?? [] {
      guard let value = item.value, fields.read(item.name, value) else { return nil }
    }
    var mode: Exercise.Mode?
    var rest = segments[...]
    switch rest.first {
    case "settings": return .settings
    case "exercises", "exercise", nil: rest = rest.dropFirst()
    case "history":
      guard rest.count >= 2, let type = Exercise.Mode(rawValue: rest[rest.startIndex + 1]) else { return nil }
      mode = type
      rest = rest.dropFirst(2)
    default: return nil
    }
    guard let screen = screen(rest, fields) else { return nil }
    return mode.map { .history($0, screen) } ?? .exercises(screen)
  }

  private static func screen(_ rest: ArraySlice<String>, _ fields: BenchmarkDraft) -> ExerciseLink.Screen? {
    guard let first = rest.first else { return .list }
    if first == "new" { return fields.add }
    guard let id = UUID(uuidString: first) else { return nil }
    switch rest.dropFirst().first {
    case nil: return .detail(id)
    case "edit": return fields.edit(id)
    case "delete": return .delete(id)
    case "type": return .changeType(id)
    default: return nil
    }
  }

  /// Prints a parsed link with `URLComponents`.
  static func print(_ link: ExerciseLink) -> String? {
    var components = URLComponents()
    components.scheme = "doexercise"
    var segments: [String]
    var fields: BenchmarkDraft?
    switch link {
    case .settings: segments = ["settings"]
    case .exercises(let screen):
      segments = ["exercises"]
      fields = append(screen, to: &segments)
    case .history(let mode, let screen):
      segments = ["history", mode.rawValue]
      fields = append(screen, to: &segments)
    }
    components.host = segments.first
    components.path = segments.dropFirst().map { "/" + $0 }.joined()
    if let items = fields?.queryItems, !items.isEmpty { components.queryItems = items }
    return components.string
  }

  private static func append(_ screen: ExerciseLink.Screen, to segments: inout [String]) -> BenchmarkDraft? {
    switch screen {
    case .list: return nil
    case .detail(let id): segments.append(id.uuidString.lowercased())
    case .add(let title, let type, let distance, let starts, let finished):
      segments.append("new")
      return BenchmarkDraft(title: title, type: type, distance: distance, starts: starts, finished: finished)
    case .edit(let id, let title, let type, let distance, let starts, let finished):
      segments += [id.uuidString.lowercased(), "edit"]
      return BenchmarkDraft(title: title, type: type, distance: distance, starts: starts, finished: finished)
    case .delete(let id): segments += [id.uuidString.lowercased(), "delete"]
    case .changeType(let id): segments += [id.uuidString.lowercased(), "type"]
    }
    return nil
  }
}

/// A draft's query fields, as the baselines and the floor read and write them.
struct BenchmarkDraft {
  var title: String?
  var type: Exercise.Mode?
  var distance: Double?
  var starts: Date?
  var finished: Date?

  /// Reads one parameter; `false` for one no draft has.
  mutating func read(_ name: String, _ value: String) -> Bool {
    switch name {
    case "title": title = value
    case "type": type = Exercise.Mode(rawValue: value)
    case "distance": distance = Double(value)
    case "starts": starts = Timestamp.parse(value)
    case "finished": finished = Timestamp.parse(value)
    default: return false
    }
    return true
  }

  var add: ExerciseLink.Screen {
    .add(title: title, type: type, distance: distance, starts: starts, finished: finished)
  }

  func edit(_ id: UUID) -> ExerciseLink.Screen {
    .edit(id, title: title, type: type, distance: distance, starts: starts, finished: finished)
  }

  var queryItems: [URLQueryItem] {
    var items: [URLQueryItem] = []
    if let title { items.append(URLQueryItem(name: "title", value: title)) }
    if let type { items.append(URLQueryItem(name: "type", value: type.rawValue)) }
    if let distance { items.append(URLQueryItem(name: "distance", value: String(distance))) }
    if let starts { items.append(URLQueryItem(name: "starts", value: Timestamp.format(starts))) }
    if let finished { items.append(URLQueryItem(name: "finished", value: Timestamp.format(finished))) }
    return items
  }
}

/// Mirror types of the snapshot with synthesized `Codable`, for `JSONEncoder`/`JSONDecoder`.
enum CodableMirror {
  struct Snapshot: Codable, Equatable {
    var exercises: Exercises
    var format: String
    var tab: String
    var version: Int
  }

  struct Exercises: Codable, Equatable {
    var destination: Destination?
    var path: [Route]
  }

  enum Route: Codable, Equatable {
    case history(type: String)
    case detail(exercise: UUID)
  }

  enum Destination: Codable, Equatable {
    case add(destination: FormDestination?, draft: Draft)
    case edit(destination: FormDestination?, draft: Draft)
    case alert(exercise: UUID)
    case dialog(exercise: UUID)
  }

  enum FormDestination: Codable, Equatable {
    case discard
  }

  struct Draft: Codable, Equatable {
    var distance: Double
    var finished: Date?
    var id: UUID
    var starts: Date
    var title: String
    var type: String
  }

  static func mirror(_ state: NavigationState) -> Snapshot {
    func draft(_ exercise: Exercise) -> Draft {
      Draft(
        distance: exercise.distance, finished: exercise.finished, id: exercise.id, starts: exercise.starts,
        title: exercise.title, type: exercise.type.rawValue)
    }
    let destination: Destination? =
      switch state.exercises.destination {
      case nil: nil
      case .add(let form): .add(destination: form.destination.map { _ in .discard }, draft: draft(form.draft))
      case .edit(let form): .edit(destination: form.destination.map { _ in .discard }, draft: draft(form.draft))
      case .alert(let id): .alert(exercise: id)
      case .dialog(let id): .dialog(exercise: id)
      }
    let path = state.exercises.path.map { route -> Route in
      switch route {
      case .history(let mode): .history(type: mode.rawValue)
      case .detail(let id): .detail(exercise: id)
      }
    }
    return Snapshot(
      exercises: Exercises(destination: destination, path: path), format: NavigationState.snapshotFormat.name,
      tab: state.tab.rawValue, version: NavigationState.snapshotFormat.version)
  }

  static let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }()

  static let decoder: JSONDecoder = {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
  }()
}
