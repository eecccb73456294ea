#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a link opens over a list screen (the root list, or one type's history): the cases the
/// grammar's typed routes declare, one per route, their values the link's.
enum ListScreen: Sendable {
  /// The list itself.
  case list
  /// The add sheet, with the fields the link gives.
  case add(title: String?, type: Exercise.Mode?, distance: Double?, starts: Date?, finished: Date?)
  /// An exercise's detail, pushed on the list.
  case detail(UUID)
  /// The editor of a stored exercise, with the fields the link overrides.
  case edit(UUID, title: String?, type: Exercise.Mode?, distance: Double?, starts: Date?, finished: Date?)
  /// The delete confirmation.
  case delete(UUID)
  /// The change-type dialog.
  case changeType(UUID)

  /// What `link` opens over its list screen, whose own screens are the first `depth`; `nil`
  /// when anything but one detail, or a detail and a destination, is over it.
  init?(_ link: borrowing ExerciseLink, listDepth depth: Int) {
    guard link.tab == .exercises, link.path.count <= depth + 1 else { return nil }
    if link.path.count > depth {
      guard case .detail(let id) = link.path[depth], case .none = link.destination else { return nil }
      self = .detail(id)
      return
    }
    switch link.destination {
    case .none: self = .list
    case .add(let fields)?:
      self = .add(
        title: fields.title, type: fields.type, distance: fields.distance, starts: fields.starts,
        finished: fields.finished)
    case .edit(let id, let fields)?:
      self = .edit(
        id, title: fields.title, type: fields.type, distance: fields.distance, starts: fields.starts,
        finished: fields.finished)
    case .alert(let id)?: self = .delete(id)
    case .dialog(let id)?: self = .changeType(id)
    }
  }

  /// The link that opens this screen over `list`: the root list when `nil`, else the one
  /// screen pushed first.
  ///
  /// Consuming: a link read from its values gives its screen up, and the draft's text is
  /// moved into the link rather than copied and the screen then destroyed.
  consuming func link(under list: Route?) -> ExerciseLink {
    // The stack is built in one go: links are read on every app open.
    switch consume self {
    case .list: ExerciseLink(path: list.map { [$0] } ?? [])
    case .detail(let id): ExerciseLink(path: list.map { [$0, .detail(id)] } ?? [.detail(id)])
    case .add(let title, let type, let distance, let starts, let finished):
      ExerciseLink(
        path: list.map { [$0] } ?? [],
        destination: .add(
          ExerciseLink.DraftFields(title: title, type: type, distance: distance, starts: starts, finished: finished)))
    case .edit(let id, let title, let type, let distance, let starts, let finished):
      ExerciseLink(
        path: list.map { [$0] } ?? [],
        destination: .edit(
          id, ExerciseLink.DraftFields(title: title, type: type, distance: distance, starts: starts, finished: finished)
        ))
    case .delete(let id): ExerciseLink(path: list.map { [$0] } ?? [], destination: .alert(id))
    case .changeType(let id): ExerciseLink(path: list.map { [$0] } ?? [], destination: .dialog(id))
    }
  }
}
