// The helpers of this target use the engine's public and package API alone: the crash drill
// links them too, and `swift build -c release` builds it without testing enabled, where an
// `@testable` import does not compile.
package import NavigationCodec

extension LinkRoute {
  /// A route of its declaration alone, for tests of what the grammar checks and derives from
  /// declarations: it reads every link its pattern reads as `value` (with no value given,
  /// none), and prints no value.
  package init(
    declaring pattern: [LinkSegment], aliases: [[LinkSegment]] = [], query: [LinkQueryField] = [],
    summary: String = "", reading value: Target? = nil
  ) {
    self.init(
      untyped: pattern, aliases: aliases, query: query, summary: summary, read: { _ in value }, print: { _ in nil })
  }
}
