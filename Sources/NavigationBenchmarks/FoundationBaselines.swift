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
    var fields = ExerciseLink.DraftFields()
    for item in components.queryItems ?? [] {
      guard let value = item.value else { return nil }
      switch item.name {
      case "title": fields.title = value
      case "type": fields.type = Exercise.Mode(rawValue: value)
      case "distance": fields.distance = Double(value)
      case "starts": fields.starts = Timestamp.parse(value)
      case "finished": fields.finished = Timestamp.parse(value)
      default: return nil
      }
    }
    var path: [Route] = []
    var rest = segments[...]
    switch rest.first {
    case "settings": return ExerciseLink(tab: .settings)
    case "exercises", "exercise", nil: rest = rest.dropFirst()
    case "history":
      guard rest.count >= 2, let mode = Exercise.Mode(rawValue: rest[rest.startIndex + 1]) else { return nil }
      path = [.history(mode)]
      rest = rest.dropFirst(2)
    default: return nil
    }
    guard let first = rest.first else { return ExerciseLink(path: path) }
    if first == "new" { return ExerciseLink(path: path, destination: .add(fields)) }
    guard let id = UUID(uuidString: first) else { return nil }
    switch rest.dropFirst().first {
    case nil: return ExerciseLink(path: path + [.detail(id)])
    case "edit": return ExerciseLink(path: path, destination: .edit(id, fields))
    case "delete": return ExerciseLink(path: path, destination: .alert(id))
    case "type": return ExerciseLink(path: path, destination: .dialog(id))
    default: return nil
    }
  }

  /// Prints a parsed link with `URLComponents`.
  static func print(_ link: ExerciseLink) -> String? {
    var components = URLComponents()
    components.scheme = "doexercise"
    var segments: [String] = []
    var fields: ExerciseLink.DraftFields?
    if link.tab == .settings {
      segments = ["settings"]
    } else {
      if case .history(let mode)? = link.path.first {
        segments = ["history", mode.rawValue]
      } else {
        segments = ["exercises"]
      }
      if case .detail(let id)? = link.path.last { segments.append(id.uuidString.lowercased()) }
      switch link.destination {
      case nil: break
      case .add(let draft):
        segments.append("new")
        fields = draft
      case .edit(let id, let draft):
        segments += [id.uuidString.lowercased(), "edit"]
        fields = draft
      case .alert(let id): segments += [id.uuidString.lowercased(), "delete"]
      case .dialog(let id): segments += [id.uuidString.lowercased(), "type"]
      }
    }
    components.host = segments.first
    components.path = segments.dropFirst().map { "/" + $0 }.joined()
    if let fields {
      var items: [URLQueryItem] = []
      if let title = fields.title { items.append(URLQueryItem(name: "title", value: title)) }
      if let type = fields.type { items.append(URLQueryItem(name: "type", value: type.rawValue)) }
      if let distance = fields.distance { items.append(URLQueryItem(name: "distance", value: String(distance))) }
      if let starts = fields.starts { items.append(URLQueryItem(name: "starts", value: Timestamp.format(starts))) }
      if let finished = fields.finished {
        items.append(URLQueryItem(name: "finished", value: Timestamp.format(finished)))
      }
      if !items.isEmpty { components.queryItems = items }
    }
    return components.string
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
