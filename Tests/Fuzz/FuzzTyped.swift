// libFuzzer target: a grammar of typed routes with every field kind (UUID, one-segment text,
// exact integers of several widths, Bool, Double, Date, a keyword enum, optional query
// fields, an unlabelled payload, an indirect case, a generic enum and a capture of the rest of
// the path), alone and mounted under typed prefixes. Whatever reads must print back to a link
// that reads as the same value, and printing it again must give the same link; a case no
// route declares never prints (not-linkable), and never as another case's link.
// Built by .ci/fuzz, not by SwiftPM.
import FoundationEssentials
import NavigationCodec

enum Shade: String, CaseIterable, Sendable, LinkFieldValue {
  case light, dark
}

enum Screen: Hashable, Sendable, Encodable {
  case home
  case item(UUID)
  case page(name: String, number: Int, small: Int8?, big: UInt64?)
  case filter(on: Bool, ratio: Double?, at: Date?, shade: Shade)
  indirect case tag(String, note: String?)
  case file(Shade, path: String, line: Int?)
  case boxed(Box<Int32>)
  /// A case no route declares: printing it must refuse, never print another case's link.
  case unrouted(UUID)
}

/// A generic enum, routed through its specialisation.
enum Box<Value: Hashable & Sendable & Encodable & LinkFieldValue>: Hashable, Sendable, Encodable {
  case value(Value, label: String?)
}

let typed: LinkGrammar<Screen>? = try? LinkGrammar(
  origins: LinkOrigins(customSchemes: ["app"], webHosts: ["app.example"], printed: .customScheme("app")),
  routes: [
    LinkRoute(Screen.home) {},
    LinkRoute(Screen.item) {
      "items"
      LinkCapture<UUID>("id")
    },
    LinkRoute(Screen.page) {
      "pages"
      LinkCapture<String>("name")
      LinkCapture<Int>("number")
      LinkQuery<Int8?>("small")
      LinkQuery<UInt64?>("big")
    },
    LinkRoute(Screen.filter) {
      "filter"
      LinkCapture<Bool>("on")
      LinkQuery<Double?>("ratio")
      LinkQuery<Date?>("at")
      LinkCapture<Shade>("shade")
    },
    LinkRoute(Screen.tag) {
      "tags"
      LinkCapture<String>("tag")
      LinkQuery<String?>("note")
    },
    LinkRoute(Screen.file) {
      "files"
      LinkCapture<Shade>("shade")
      LinkRestOfPath("path")
      LinkQuery<Int?>("line")
    },
  ]
    + [
      LinkRoute(Box<Int32>.value) {
        LinkCapture<Int32>("value")
        LinkQuery<String?>("label")
      }
    ].mounted(Screen.boxed) { "boxes" })

/// The same routes mounted under typed prefixes of words and captures.
enum Place: Hashable, Sendable, Encodable {
  case root(Screen)
  case user(String, Screen)
  case archive(year: Int16, shade: Shade, Screen)
}

let mounted: LinkGrammar<Place>? = typed.flatMap { typed in
  try? LinkGrammar(
    origins: typed.origins,
    routes: typed.routes.mounted(Place.root) { "root" }
      + typed.routes.mounted(Place.user) {
        "users"
        LinkCapture<String>("user")
      }
      + typed.routes.mounted(Place.archive) {
        "archive"
        LinkCapture<Int16>("year")
        LinkCapture<Shade>("tone")
      })
}

/// The libFuzzer entry point: one input, any bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let typed, let mounted else { preconditionFailure("the typed grammars do not build") }
  let link = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
  roundTrip(link, typed)
  roundTrip(link, mounted)
  if let value = try? typed.match(link: link), case .item(let id) = value {
    refusesToPrint(.unrouted(id), typed)
    refusesToPrint(.user("x", .unrouted(id)), mounted)
  }
  return 0
}

/// A value no route declares is refused as `not-linkable`.
func refusesToPrint<Target>(_ value: Target, _ grammar: LinkGrammar<Target>) {
  do throws(NavigationError) {
    let printed = try grammar.link(for: value)
    preconditionFailure("a case no route declares printed as \(printed)")
  } catch {
    guard error.code == .notLinkable else { preconditionFailure("a case no route declares: \(error)") }
  }
}

/// Whatever `grammar` reads prints back to a link it reads as the same value, and printing
/// that again gives the same link.
func roundTrip<Target: Equatable>(_ link: String, _ grammar: LinkGrammar<Target>) {
  guard let value = try? grammar.match(link: link) else { return }
  let printed: String
  do throws(NavigationError) {
    printed = try grammar.link(for: value)
  } catch {
    // A link whose canonical spelling (escapes can triple it) exceeds the length limit is
    // refused rather than printed unreadable; nothing else that reads may fail to print.
    if error.code == .notLinkable, error.message.contains("longer than the limit") { return }
    preconditionFailure("a parsed link does not print: \(link): \(error)")
  }
  guard let reparsed = try? grammar.match(link: printed), reparsed == value else {
    preconditionFailure("round trip changed the value: \(link) → \(printed)")
  }
  guard (try? grammar.link(for: reparsed)) == printed else {
    preconditionFailure("printing is not canonical: \(printed)")
  }
}
