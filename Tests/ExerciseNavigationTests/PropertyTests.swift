import ExerciseNavigation
import Foundation
import NavigationCodec
import TestSupport
import Testing

/// Seeded properties over generated states; a failure names its seed.
@Suite struct PropertyTests {
  static let now = Date(milliseconds: 1_746_086_400_000)
  static let seeds: [UInt64] = Array(1...8)
  static let resolver = NavigationResolver(catalog: .sample, clock: .fixed(now))

  @Test(arguments: seeds) func validStatesSurviveEncodeDecodeAndResolveUnchanged(_ seed: UInt64) throws {
    var generator = StateGenerator(seed: seed, now: Self.now)
    for _ in 0..<250 {
      let state = generator.state()
      let bytes = try NavigationState.snapshotFormat.encode(state)
      let decoded = try NavigationState.snapshotFormat.decode(bytes)
      #expect(decoded == state, "seed \(seed)")
      #expect(try NavigationState.snapshotFormat.encode(decoded) == bytes)
      #expect(
        try Self.resolver.resolve(state).value == state, "seed \(seed): \(String(decoding: bytes, as: UTF8.self))")
    }
  }

  @Test(arguments: seeds) func linkableStatesSurvivePrintThenParse(_ seed: UInt64) throws {
    var generator = StateGenerator(seed: seed, now: Self.now)
    var printed = 0
    for _ in 0..<250 {
      let state = generator.state()
      let codec = ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(Self.now))
      let link: String
      do {
        link = try codec.link(for: state)
      } catch {
        // Only discard alerts and a settings tab over a stack have no link form.
        let hasDiscard = state.exercises.destination?.form?.destination != nil
        let settingsOverStack = state.tab == .settings && state.exercises != .init()
        #expect(error.code == .notLinkable && (hasDiscard || settingsOverStack), "seed \(seed): \(error)")
        continue
      }
      printed += 1
      #expect(try codec.open(link: link).value == state, "seed \(seed): \(link)")
      // Printing is canonical: printing the parsed link again gives the same text.
      let again = ExerciseCodec(catalog: .sample, ids: .sequential(), clock: .fixed(Self.now))
      #expect(try again.link(for: again.open(link: link).value) == link)
    }
    #expect(printed > 150)
  }

  @Test(arguments: seeds) func singleMutationsAreRefusedWithTheirRulesCode(_ seed: UInt64) throws {
    var generator = StateGenerator(seed: seed, now: Self.now)
    for mutation in StateGenerator.Mutation.allCases {
      let state = generator.mutated(mutation)
      let error = refusal { () throws(NavigationError) in try Self.resolver.resolve(state) }
      #expect(error?.code == mutation.code, "seed \(seed), \(mutation): \(String(describing: error))")
      // The snapshot survives encoding, so the refusal is the resolver's, not the syntax's.
      // (JSON has no infinity: like JSON.stringify, the writer puts null there.)
      // Nor has a snapshot a form for a date past the year 9999.
      if mutation != .infiniteDistance && mutation != .dateAfterYear9999 {
        #expect(try NavigationState.snapshotFormat.decode(NavigationState.snapshotFormat.encode(state)) == state)
      }
    }
  }
}
