import NavigationCodec
import Testing

/// An enum whose `allCases` lists its cases in another order than declared, and leaves one
/// out: a keyword is a case's index in `allCases`, whatever the declaration order.
enum Shuffled: String, CaseIterable, Sendable, LinkFieldValue {
  case first, second, third, hidden
  static var allCases: [Shuffled] { [.third, .first, .second] }
}

/// A struct with words for values, not an enum: its cases are told apart by their raw values.
struct Word: RawRepresentable, CaseIterable, Hashable, Sendable, LinkFieldValue {
  var rawValue: String
  static var allCases: [Word] { [Word(rawValue: "alpha"), Word(rawValue: "beta"), Word(rawValue: "gamma")] }
}

/// An enum whose hand-written raw values give two cases one word; `allCases` lists one.
enum Aliased: RawRepresentable, CaseIterable, Sendable, LinkFieldValue {
  case colour, color
  static var allCases: [Aliased] { [.colour] }
  var rawValue: String { "colour" }
  init?(rawValue: String) { if rawValue == "colour" { self = .colour } else { return nil } }
}

/// A word type for each type `Marker` is given: as many keyword types as a test needs.
struct Tagged<Marker>: RawRepresentable, CaseIterable, Hashable, Sendable, LinkFieldValue {
  var rawValue: String
  static var allCases: [Tagged] { [Tagged(rawValue: "one"), Tagged(rawValue: "two")] }
}

/// A route with a keyword capture and an optional keyword parameter.
enum Sorting: Hashable, Sendable, Encodable {
  case sorted(Shuffled, then: Shuffled?)
}

/// Keyword fields made from `String`-backed `CaseIterable` types.
@Suite struct KeywordFieldTests {
  static func grammar() throws -> LinkGrammar<Sorting> {
    try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["sort"], webHosts: [], printed: .customScheme("sort")),
      routes: [
        LinkRoute(Sorting.sorted) {
          "by"
          LinkCapture<Shuffled>("key")
          LinkQuery<Shuffled?>("then")
        }
      ])
  }

  @Test func aRoutePrintsEachCaseByItsWordAndLeavesNoneOut() throws {
    let grammar = try Self.grammar()
    let printed: [(Sorting, String)] = [
      (.sorted(.first, then: nil), "sort://by/first"),
      (.sorted(.third, then: .second), "sort://by/third?then=second"),
      (.sorted(.second, then: .first), "sort://by/second?then=first"),
      (.sorted(.first, then: .third), "sort://by/first?then=third"),
    ]
    for (value, link) in printed {
      #expect(try grammar.link(for: value) == link)
      #expect(try grammar.match(link: link) == value)
    }
  }

  @Test(arguments: [Sorting.sorted(.hidden, then: nil), .sorted(.first, then: .hidden)])
  func aCaseAllCasesLeavesOutDoesNotPrintNamingItsField(_ value: Sorting) throws {
    let grammar = try Self.grammar()
    let field = value == .sorted(.hidden, then: nil) ? "\"key\"" : "\"then\""
    #expect {
      try grammar.link(for: value)
    } throws: { error in
      let error = error as? NavigationError
      return error?.code == .notLinkable && error?.location == "input" && error?.message.contains(field) == true
    }
  }

  @Test func aCaseIsItsIndexInAllCasesNotItsPlaceInTheDeclaration() {
    #expect(Shuffled.third.linkValue == .keyword(0))
    #expect(Shuffled.first.linkValue == .keyword(1))
    #expect(Shuffled.second.linkValue == .keyword(2))
    #expect(Shuffled(linkValue: .keyword(0)) == .third)
    #expect(Shuffled(linkValue: .keyword(2)) == .second)
    #expect(Shuffled.linkFieldKind == .keyword(["third", "first", "second"]))
  }

  @Test func aCaseAllCasesLeavesOutHasNoLinkForm() {
    #expect(Shuffled.hidden.linkValue == nil)
    #expect(Shuffled(linkValue: .keyword(3)) == nil)
    #expect(Shuffled(linkValue: .keyword(-1)) == nil)
    #expect(Shuffled(linkValue: .text("hidden")) == nil)
  }

  @Test func aTypeThatIsNotAnEnumIsReadByItsRawValues() {
    #expect(Word(rawValue: "beta").linkValue == .keyword(1))
    #expect(Word(rawValue: "gamma").linkValue == .keyword(2))
    #expect(Word(rawValue: "delta").linkValue == nil)
    #expect(Word(linkValue: .keyword(0)) == Word(rawValue: "alpha"))
    #expect(Word(linkValue: .keyword(3)) == nil)
  }

  @Test func aCaseAllCasesLeavesOutPrintsAsTheListedCaseWithItsWord() {
    #expect(Aliased.color.linkValue == .keyword(0))
    #expect(Aliased(linkValue: .keyword(0)) == .colour)
  }

  /// More keyword types than the lock-free places: every type still finds its own words.
  @Test func aProcessWithHundredsOfKeywordTypesReadsEachByItsOwnWords() {
    func check<Marker>(_: Marker.Type, depth: Int) -> Int {
      let right =
        Tagged<Marker>(rawValue: "two").linkValue == .keyword(1)
        && Tagged<Marker>(linkValue: .keyword(0)) == Tagged<Marker>(rawValue: "one")
      return (right ? 0 : 1) + (depth == 0 ? 0 : check(Tagged<Marker>.self, depth: depth - 1))
    }
    // Twice: the second pass finds every table made by the first.
    #expect(check(Int.self, depth: 300) == 0)
    #expect(check(Int.self, depth: 300) == 0)
  }

  @Test func manyThreadsFindTheSameTable() async {
    let printed = await withTaskGroup(of: [LinkValue?].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<200).map { index in [Shuffled.first, .second, .third, .hidden][index % 4].linkValue } }
      }
      var all: [[LinkValue?]] = []
      for await values in group { all.append(values) }
      return all
    }
    let expected: [LinkValue?] = (0..<200).map { [.keyword(1), .keyword(2), .keyword(0), nil][$0 % 4] }
    #expect(printed.count == 8)
    #expect(printed.allSatisfy { $0 == expected })
  }
}
