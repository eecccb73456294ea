import Foundation
import TestSupport
import Testing

@testable import NavigationCodec

/// A group of typed routes prints each value straight from the case's storage; the link must
/// be byte for byte the one the route's slots print, and a value that does not print must be
/// refused with the same reason, over many values of every field kind.
@Suite struct TypedDirectPrintingTests {
  enum Genre: String, CaseIterable, Hashable, Sendable, LinkFieldValue {
    case fiction, poetry
    case essays = "essays & notes"
  }

  /// An app's own text type, printed through its conformance.
  struct Slug: LinkFieldValue, Hashable {
    var text: String
    static var linkFieldKind: LinkFieldKind { .text }
    static var linkSample: Slug? { Slug(text: "sample") }
    init(text: String) { self.text = text }
    init?(linkValue: LinkValue) {
      guard let text = linkValue.text, !text.isEmpty else { return nil }
      self.text = text
    }
    var linkValue: LinkValue? { text.isEmpty ? nil : .text(text) }
  }

  enum Screen: Hashable, Sendable {
    case list
    case item(UUID, title: String?, weight: Double?, at: Date?, count: Int?, flag: Bool?, genre: Genre?)
    case named(String, number: Int, flag: Bool, on: Bool, weight: Double, at: Date, genre: Genre)
    case files(slug: Slug?, path: String)
    case custom(Slug, Int8, note: String?)
  }

  enum Outer: Hashable, Sendable {
    case root(Screen)
    case under(tag: Genre, Screen)
  }

  static let screens: [LinkRoute<Screen>] = [
    LinkRoute(Screen.list) {},
    LinkRoute(Screen.item) {
      "items"
      LinkCapture<UUID>("id")
      LinkQuery<String?>("title")
      LinkQuery<Double?>("weight")
      LinkQuery<Date?>("at")
      LinkQuery<Int?>("count")
      LinkQuery<Bool?>("flag")
      LinkQuery<Genre?>("genre")
    },
    LinkRoute(Screen.named) {
      "named"
      LinkCapture<String>("name")
      LinkCapture<Int>("number")
      LinkQuery<Bool>("flag")
      LinkCapture<Bool>("on")
      LinkQuery<Double>("weight")
      LinkCapture<Date>("at")
      LinkCapture<Genre>("genre")
    },
    LinkRoute(Screen.files) {
      "files"
      LinkQuery<Slug?>("slug")
      LinkRestOfPath("path")
    },
    LinkRoute(Screen.custom) {
      "custom"
      LinkCapture<Slug>("slug")
      LinkCapture<Int8>("small")
      LinkQuery<String?>("note")
    },
  ]

  static func grammar() throws -> LinkGrammar<Outer> {
    try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["lib"], webHosts: [], printed: .customScheme("lib")),
      routes: screens.mounted(Outer.root) { "r" }
        + screens.mounted(Outer.under) {
          LinkCapture<Genre>("tag")
        })
  }

  /// A printed link, or why a value has none.
  enum Outcome: Equatable {
    case link(String)
    case refused(String)
  }

  /// The link the grammar's routes print through their slots, or why none does.
  static func printedThroughSlots(_ value: Outer, _ grammar: LinkGrammar<Outer>) -> Outcome {
    var reason: String?
    let link = grammar.matcher.link { values in
      for (index, route) in grammar.routes.enumerated() {
        values.prepare(route: index)
        if route.write(value, &values), let link = grammar.matcher.render(values) { return link }
      }
      reason = values.notLinkable
      return nil
    }
    if let link { return .link(link) }
    return .refused(reason ?? "no route of the link grammar prints this value")
  }

  static func printed(_ value: Outer, _ grammar: LinkGrammar<Outer>) -> Outcome {
    do throws(NavigationError) {
      return .link(try grammar.link(for: value))
    } catch {
      return .refused(error.message)
    }
  }

  @Test func everyValuePrintsAsItsSlotsDo() throws {
    let grammar = try Self.grammar()
    var random = SplitMix64(seed: 53)
    var values: [Outer] = []
    for _ in 0..<3_000 {
      let screen = Self.screen(&random)
      values.append(.root(screen))
      values.append(.under(tag: Self.pick(Genre.allCases, &random), screen))
    }
    var mismatches: [String] = []
    var refused = 0
    for value in values {
      let direct = Self.printed(value, grammar)
      let slots = Self.printedThroughSlots(value, grammar)
      if case .refused = direct { refused += 1 }
      if direct != slots { mismatches.append("\(value): \(direct) vs \(slots)") }
    }
    #expect(mismatches.prefix(5) == [])
    // Both outcomes are covered: most values print, some are refused.
    #expect(refused > 100 && refused < values.count / 2)
  }

  /// Each route's own printing, asked directly: it prints every value its slots print, the
  /// same bytes, and nothing else.
  @Test func eachRoutePrintsStraightWhatItsSlotsPrint() throws {
    let grammar = try LinkGrammar(
      origins: LinkOrigins(customSchemes: ["lib"], webHosts: [], printed: .customScheme("lib")), routes: Self.screens)
    let matcher = grammar.matcher
    var random = SplitMix64(seed: 59)
    var mismatches: [String] = []
    var printed = 0
    for _ in 0..<6_000 {
      let screen = Self.screen(&random)
      for (index, route) in grammar.routes.enumerated() {
        let slots = matcher.link { values in
          values.prepare(route: index)
          return route.write(screen, &values) ? matcher.render(values) : nil
        }
        let direct = matcher.link { values in
          values.prepare(route: index)
          var value = screen
          return route.printInPlace?(&value, &values, matcher, false)
        }
        if slots != nil { printed += 1 }
        if direct != slots { mismatches.append("\(screen) by route \(index): \(direct ?? "-") vs \(slots ?? "-")") }
      }
    }
    #expect(mismatches.prefix(5) == [])
    #expect(printed > 2_000)
  }

  // MARK: Random values

  static func pick<Value>(_ choices: [Value], _ random: inout SplitMix64) -> Value {
    choices[Int(random.next() % UInt64(choices.count))]
  }

  static func maybe<Value>(_ value: Value, _ random: inout SplitMix64) -> Value? {
    random.next() % 3 == 0 ? nil : value
  }

  /// Text of every kind a field meets: plain, escaped, non-ASCII, and pieces that do not fit
  /// one segment (empty, dots, slashes).
  static func text(_ random: inout SplitMix64) -> String {
    let pieces = ["a", "Run", "5 km", "é", "日本", "&", "=", "+", "%", "?", "#", "/", "\\", ".", "..", "", "~-_", ":@"]
    return (0..<Int(random.next() % 4)).map { _ in pick(pieces, &random) }.joined()
  }

  static func number(_ random: inout SplitMix64) -> Double {
    pick(
      [
        0, -0.0, 1.5, -2, 1e21, 1e-7, 123.456, .infinity, .nan, Double(bitPattern: random.next()),
        Double(random.next() % 1_000_000) / 1000,
      ], &random)
  }

  static func date(_ random: inout SplitMix64) -> Date {
    pick(
      [
        Date(timeIntervalSince1970: Double(random.next() % 4_000_000_000_000) / 1000),
        Date(timeIntervalSince1970: -62_200_000_000), Date(timeIntervalSince1970: 1e12),
      ], &random)
  }

  static func screen(_ random: inout SplitMix64) -> Screen {
    let uuid = UUID(uuid: withUnsafeBytes(of: (random.next(), random.next())) { $0.load(as: uuid_t.self) })
    let integer = pick([0, -1, Int.max, Int.min, Int(truncatingIfNeeded: random.next())], &random)
    let genre = pick(Genre.allCases, &random)
    switch random.next() % 5 {
    case 0: return .list
    case 1:
      return .item(
        uuid, title: maybe(text(&random), &random), weight: maybe(number(&random), &random),
        at: maybe(date(&random), &random), count: maybe(integer, &random), flag: maybe(random.next() % 2 == 0, &random),
        genre: maybe(genre, &random))
    case 2:
      return .named(
        text(&random), number: integer, flag: random.next() % 2 == 0, on: random.next() % 2 == 0,
        weight: number(&random), at: date(&random), genre: genre)
    case 3:
      let path = (0..<Int(random.next() % 3 + 1)).map { _ in text(&random) }.joined(separator: "/")
      return .files(slug: maybe(Slug(text: text(&random)), &random), path: path)
    default:
      return .custom(
        Slug(text: text(&random)), Int8(truncatingIfNeeded: random.next()), note: maybe(text(&random), &random))
    }
  }
}
