import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// Routes that read and write their values in place, in the slots the grammar lays out.
@Suite struct LinkValuesTests {
  enum Page: Hashable, Sendable {
    case profile(UUID, tab: Int?)
    case search(String, limit: Double?)
    case range(from: Date, to: Date)
    case filters([String])
  }

  static let id = UUID(
    uuid: (0x6f, 0x1c, 0x2a, 0x9e, 0x3b, 0x4d, 0x4c, 0x8e, 0x9f, 0x10, 0x2a, 0x3b, 0x4c, 0x5d, 0x6e, 0x7f))
  static let origins = LinkOrigins(customSchemes: ["app"], webHosts: [], printed: .customScheme("app"))
  /// More query fields than a link usually has, and more than 64, to reach every slot.
  static let filterNames = (0..<70).map { "f\($0)" }

  static let routes: [LinkRoute<Page>] = [
    LinkRoute(
      [.literal("profile"), .capture("id", .uuid)], query: [LinkQueryField("tab", .keyword(["posts", "likes"]))],
      read: { values in
        values[capture: "id"]?.uuid.map { .profile($0, tab: values[parameter: "tab"]?.keyword) }
      },
      write: { page, values in
        guard case .profile(let id, let tab) = page else { return false }
        values[capture: "id"] = .uuid(id)
        values[parameter: "tab"] = tab.map(LinkValue.keyword)
        return true
      }),
    // Positional captures, read and written by their index.
    LinkRoute(
      [.literal("range"), .capture(.date), .capture(.date)],
      read: { values in
        guard let from = values[capture: 0]?.date, let to = values[capture: 1]?.date else { return nil }
        return .range(from: from, to: to)
      },
      write: { page, values in
        guard case .range(let from, let to) = page else { return false }
        values[capture: 0] = .date(from)
        values[capture: 1] = .date(to)
        return true
      }),
    LinkRoute(
      [.literal("filters")], query: filterNames.map { LinkQueryField($0, .text) },
      read: { values in .filters(filterNames.compactMap { values[parameter: $0]?.text }) },
      write: { page, values in
        guard case .filters(let texts) = page, texts.count <= filterNames.count else { return false }
        for (name, text) in zip(filterNames, texts) { values[parameter: name] = .text(text) }
        return true
      }),
    // Fills a slot and declines a long query: the next route must not see that value.
    LinkRoute(
      [.literal("search"), .capture("query", .text)], query: [LinkQueryField("limit", .number)],
      read: { values in values[capture: "query"]?.text.map { .search($0, limit: values[parameter: "limit"]?.number) } },
      write: { page, values in
        guard case .search(let query, let limit) = page else { return false }
        values[capture: "query"] = .text(query)
        values[parameter: "limit"] = limit.map(LinkValue.number)
        return query.count < 20
      }),
    LinkRoute(
      [.literal("find"), .capture("query", .text)], query: [LinkQueryField("limit", .number)],
      read: { values in values[capture: "query"]?.text.map { .search($0, limit: values[parameter: "limit"]?.number) } },
      write: { page, values in
        guard case .search(let query, _) = page else { return false }
        values[capture: "query"] = .text(query)
        return true
      }),
  ]

  static let grammar = LinkGrammar.checked(origins: origins, routes: routes)

  @Test func namedCapturesAndParametersReadAndPrintInPlace() throws {
    let link = "app://profile/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?tab=likes"
    #expect(try Self.grammar.match(link: link) == .profile(Self.id, tab: 1))
    #expect(try Self.grammar.link(for: .profile(Self.id, tab: 1)) == link)
    #expect(
      try Self.grammar.link(for: .profile(Self.id, tab: nil)) == "app://profile/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
  }

  @Test func positionalCapturesReadAndPrintByIndex() throws {
    let page = Page.range(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 86_400))
    let link = "app://range/1970-01-01T00:00:00Z/1970-01-02T00:00:00Z"
    #expect(try Self.grammar.link(for: page) == link)
    #expect(try Self.grammar.match(link: link) == page)
  }

  /// A date is written in place where every byte of its text prints raw; as a custom-scheme
  /// link's host ":" is escaped, and a year past 9999 has only its expanded form ("+10000").
  @Test func datesPrintRawOnlyWhereTheirComponentAllows() throws {
    let morning = Date(timeIntervalSince1970: 1_746_079_200.25)
    let farFuture = Date(timeIntervalSince1970: 253_402_300_800)
    #expect(
      try Self.grammar.link(for: .range(from: morning, to: farFuture))
        == "app://range/2025-05-01T06:00:00.250Z/+10000-01-01T00:00:00Z")
    let hostFirst = LinkGrammar.checked(
      origins: Self.origins,
      routes: [
        LinkRoute(
          [.capture(.date)], read: { $0[capture: 0]?.date },
          write: { date, values in
            values[capture: 0] = .date(date)
            return true
          })
      ])
    #expect(try hostFirst.link(for: morning) == "app://2025-05-01T06%3A00%3A00.250Z")
  }

  /// Words that print raw are copied whole; the others are escaped wherever they stand: a
  /// custom-scheme link's host, a path segment, a query name or a keyword value.
  @Test func wordsAreEscapedWhereTheirComponentNeedsIt() throws {
    let grammar = LinkGrammar.checked(
      origins: Self.origins,
      routes: [
        LinkRoute(
          [.literal("café"), .literal("a&b"), .capture(.keyword(["x y", "z"]))],
          query: [LinkQueryField("n m", .keyword(["p&q"]))],
          read: { values in values[capture: 0]?.keyword.map { $0 + 10 * (values[parameter: "n m"]?.keyword ?? 5) } },
          write: { value, values in
            values[capture: 0] = .keyword(value % 10)
            values[parameter: "n m"] = value < 50 ? .keyword(value / 10) : nil
            return true
          })
      ])
    let link = "app://caf%C3%A9/a&b/x%20y?n%20m=p%26q"
    #expect(try grammar.link(for: 0) == link)
    #expect(try grammar.match(link: link) == 0)
    #expect(try grammar.link(for: 51) == "app://caf%C3%A9/a&b/z")
  }

  /// A route written by hand sees each value as its kind reads it from the link, by name, by
  /// position and in its match, whether the link escaped it or not; text left out is `nil`.
  @Test func everyKindReadFromALinkReachesARouteWrittenByHand() throws {
    let kinds: [LinkFieldKind] = [.uuid, .keyword(["a b", "c"]), .text, .number, .date, .integer(-5...5), .bool]
    let grammar = LinkGrammar<[LinkValue?]>.checked(
      origins: Self.origins,
      routes: [
        LinkRoute(
          [.literal("all")] + kinds.enumerated().map { .capture("c\($0.offset)", $0.element) } + [
            .capture("rest", .path)
          ],
          query: [LinkQueryField("q", .text), LinkQueryField("absent", .text)],
          read: { values in
            let match = values.match()
            let byName = (0...kinds.count).map { values[capture: "c\($0)"] ?? values[capture: "rest"] }
            let byPosition = (0...kinds.count).map { values[capture: $0] }
            guard byName == byPosition, match.captures == byPosition.compactMap({ $0 }) else { return nil }
            return byPosition + [values[parameter: "q"], values[parameter: "absent"], match.parameters["q"]]
          },
          write: { _, _ in false })
      ])
    let link =
      "app://all/6F1C2A9E-3B4D-4C8E-9F10-2A3B4C5D6E7F/a%20b/caf%C3%A9/-1.5/2025-05-01T06:00:00.250Z/-5/true"
      + "/x/y%20z?q=p%26q+r"
    let date = Date(timeIntervalSince1970: 1_746_079_200.25)
    let values: [LinkValue?] = [
      .uuid(Self.id), .keyword(0), .text("café"), .number(-1.5), .date(date), .integer(-5), .bool(true),
      .text("x/y z"), .text("p&q r"), nil, .text("p&q r"),
    ]
    #expect(try grammar.match(link: link) == values)
  }

  /// Values read from a link and values to print share one buffer, typed as either: their
  /// slots must be laid out alike.
  @Test func valuesReadAndValuesToPrintTakeSlotsOfOneLayout() {
    #expect(MemoryLayout<ReadValue?>.stride == MemoryLayout<LinkValue?>.stride)
    #expect(MemoryLayout<ReadValue?>.alignment == MemoryLayout<LinkValue?>.alignment)
  }

  /// Names longer than a key holds, alike in their first and last eight bytes, are told apart
  /// by their bytes: each fills its own field, and a third is unknown.
  @Test func longParameterNamesAlikeAtBothEndsReadAsTheirOwnFields() throws {
    let (first, second, third) = ("aaaaaaaaXbbbbbbbb", "aaaaaaaaYbbbbbbbb", "aaaaaaaaZbbbbbbbb")
    let grammar = LinkGrammar<[String?]>.checked(
      origins: Self.origins,
      routes: [
        LinkRoute(
          [.literal("names")], query: [LinkQueryField(first, .text), LinkQueryField(second, .text)],
          read: { values in [values[parameter: first]?.text, values[parameter: second]?.text] },
          write: { _, _ in false })
      ])
    #expect(try grammar.match(link: "app://names?\(second)=2&\(first)=1") == ["1", "2"])
    #expect(try grammar.match(link: "app://names?\(second)=2") == [nil, "2"])
    let error = refusal { () throws(NavigationError) in try grammar.match(link: "app://names?\(third)=3") }
    #expect(error?.code == .unknownParameter)
    #expect(error?.location.description == "query/\(third)")
  }

  @Test func everySlotOfALargeRouteReadsAndPrints() throws {
    let texts = Self.filterNames.map { "value \($0)" }
    let link = try Self.grammar.link(for: .filters(texts))
    #expect(link.hasPrefix("app://filters?f0=value%20f0&f1=value%20f1&"))
    #expect(link.hasSuffix("&f69=value%20f69"))
    #expect(try Self.grammar.match(link: link) == .filters(texts))
  }

  @Test func aParameterGivenTwiceIsRefusedWhereverItIsDeclared() {
    for name in ["f0", "f63", "f64", "f69"] {
      let error = refusal { () throws(NavigationError) in
        try Self.grammar.match(link: "app://filters?\(name)=a&\(name)=b")
      }
      #expect(error?.code == .duplicateParameter)
      #expect(error?.location.description == "query/\(name)")
    }
  }

  @Test func aRouteThatDeclinesLeavesNoValueForTheNext() throws {
    let long = String(repeating: "x", count: 30)
    // `search` fills `limit` and declines; `find` prints without it.
    #expect(try Self.grammar.link(for: .search(long, limit: 3)) == "app://find/\(long)")
    #expect(try Self.grammar.link(for: .search("short", limit: 3)) == "app://search/short?limit=3")
  }

  @Test func aValueUnderAnUndeclaredNameOrOfAnotherKindDoesNotPrint() throws {
    let stray = LinkGrammar<Page>.checked(
      origins: Self.origins,
      routes: [
        LinkRoute(
          [.literal("profile"), .capture("id", .uuid)],
          read: { values in values[capture: "id"]?.uuid.map { .profile($0, tab: nil) } },
          write: { page, values in
            guard case .profile(let id, let tab) = page else { return false }
            values[capture: "id"] = .uuid(id)
            values[parameter: "tab"] = tab.map(LinkValue.keyword)  // not declared by this route
            return true
          }),
        LinkRoute(
          [.literal("search"), .capture("query", .uuid)],
          read: { _ in nil },
          write: { page, values in
            guard case .search(let query, _) = page else { return false }
            values[capture: "query"] = .text(query)  // a UUID capture
            return true
          }),
      ])
    #expect(try stray.link(for: .profile(Self.id, tab: nil)) == "app://profile/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
    for page in [Page.profile(Self.id, tab: 0), .search("a", limit: nil)] {
      let error = refusal { () throws(NavigationError) in try stray.link(for: page) }
      #expect(error?.code == .notLinkable)
      #expect(error?.location.description == "input")
    }
    let unread = refusal { () throws(NavigationError) in
      try stray.match(link: "app://search/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f")
    }
    #expect(unread?.code == .unknownRoute)
    #expect(unread?.location.description == "path/0")
  }

  @Test func aMountedRouteReadsItsOwnValuesAfterThePrefixs() throws {
    enum Outer: Hashable, Sendable { case user(String, Page) }
    let mounted = LinkGrammar<Outer>.checked(
      origins: Self.origins,
      routes: Array(Self.routes.prefix(2)).mounted(
        under: [.literal("users"), .capture("user", .text)],
        read: { page, prefix in prefix[capture: "user"]?.text.map { Outer.user($0, page) } },
        write: { outer, prefix in
          guard case .user(let user, let page) = outer else { return nil }
          prefix[capture: "user"] = .text(user)
          return page
        }))
    let page = Page.range(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 60))
    let link = "app://users/ann/range/1970-01-01T00:00:00Z/1970-01-01T00:01:00Z"
    #expect(try mounted.link(for: .user("ann", page)) == link)
    #expect(try mounted.match(link: link) == .user("ann", page))
    let profile = "app://users/bo/profile/6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f?tab=posts"
    #expect(try mounted.match(link: profile) == .user("bo", .profile(Self.id, tab: 0)))
    #expect(try mounted.link(for: .user("bo", .profile(Self.id, tab: 0))) == profile)
  }

  /// The same grammar declared with `LinkMatch` functions reads and prints alike, errors
  /// included, on generated links and values.
  @Test func routesInPlaceAgreeWithRoutesThroughMatches() throws {
    let matchRoutes: [LinkRoute<Page>] = [
      LinkRoute(
        [.literal("profile"), .capture("id", .uuid)], query: [LinkQueryField("tab", .keyword(["posts", "likes"]))],
        parse: { match in match.capture(named: "id")?.uuid.map { .profile($0, tab: match.parameters["tab"]?.keyword) }
        },
        print: { page in
          guard case .profile(let id, let tab) = page else { return nil }
          return LinkMatch(named: ["id": .uuid(id)], parameters: tab.map { ["tab": .keyword($0)] } ?? [:])
        }),
      LinkRoute(
        [.literal("range"), .capture(.date), .capture(.date)],
        parse: { match in
          guard let from = match.capture(0)?.date, let to = match.capture(1)?.date else { return nil }
          return .range(from: from, to: to)
        },
        print: { page in
          guard case .range(let from, let to) = page else { return nil }
          return LinkMatch(captures: [.date(from), .date(to)])
        }),
    ]
    let inPlace = LinkGrammar.checked(origins: Self.origins, routes: Array(Self.routes.prefix(2)))
    let throughMatches = LinkGrammar.checked(origins: Self.origins, routes: matchRoutes)
    var random = SplitMix64(seed: 19)
    let pieces = [
      "profile", "range", "6f1c2a9e-3b4d-4c8e-9f10-2a3b4c5d6e7f", "1970-01-01T00:00:00Z", "2025-13-01T00:00:00Z",
      "tab=posts", "tab=likes", "tab=none", "x=1", "", "%zz", "r%61nge",
    ]
    for _ in 0..<2_000 {
      var link =
        "app://" + (0..<Int(random.next() % 4)).map { _ in pieces[Int(random.next() % 12)] }.joined(separator: "/")
      if random.next() % 3 == 0 { link += "?" + pieces[5 + Int(random.next() % 4)] }
      let read = (
        try? inPlace.match(link: link), refusal { () throws(NavigationError) in try inPlace.match(link: link) }
      )
      let reference = (
        try? throughMatches.match(link: link),
        refusal { () throws(NavigationError) in try throughMatches.match(link: link) }
      )
      #expect(read.0 == reference.0, "\(link)")
      #expect(read.1?.code == reference.1?.code && read.1?.location == reference.1?.location, "\(link)")
      if let page = read.0 {
        #expect(try inPlace.link(for: page) == throughMatches.link(for: page), "\(link)")
      }
    }
  }
}
