import Testing

@testable import NavigationCodec

/// A group asks, for a value's case, only the routes declared for that case or for none, in
/// the order declared.
@Suite struct CaseDispatchTests {
  enum Screen: Sendable {
    case list, detail, edit, settings
  }

  /// Routes declared for no case, for `detail` (tag 1), for `list` (tag 0), and for tag 5,
  /// past the enum's cases.
  let dispatch = CaseDispatch<Screen>([nil, 1, nil, 0, 1, 5])

  private func routes(for tag: UInt32?) -> [Int] {
    dispatch.members(for: tag).map { dispatch.members[$0] }
  }

  @Test func eachCaseAsksItsOwnRoutesAndThoseOfNoCase() {
    #expect(routes(for: 1) == [0, 1, 2, 4])
    #expect(routes(for: 0) == [0, 2, 3])
    #expect(routes(for: 5) == [0, 2, 5])
  }

  @Test func aCaseNoRouteIsDeclaredForAsksTheRoutesOfNoCase() {
    #expect(routes(for: 3) == [0, 2])
    #expect(routes(for: 7) == [0, 2])
    #expect(routes(for: UInt32.max) == [0, 2])
  }

  @Test func aValueWhoseCaseIsNotReadAsksEveryRoute() {
    #expect(routes(for: nil) == [0, 1, 2, 3, 4, 5])
  }

  @Test func theTagIsReadFromTheValue() {
    var value = Screen.edit
    #expect(dispatch.tag(in: &value) == 2)
    #expect(CaseDispatch<Screen>([nil, nil]).tag(in: &value) == nil)
  }
}
