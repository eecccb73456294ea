import NavigationCodec

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension LinkFieldKind {
  /// The value an example link gives a capture of this kind when the app names none.
  var example: LinkValue {
    switch self {
    case .uuid: .uuid(UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)))
    case .keyword: .keyword(0)
    case .text: .text("example")
    case .number: .number(1)
    case .date: .date(Date(timeIntervalSince1970: 1_735_689_600))
    case .integer(let range): .integer(range.contains(1) ? 1 : range.lowerBound)
    case .bool: .bool(true)
    case .path: .text("example/path")
    }
  }
}
