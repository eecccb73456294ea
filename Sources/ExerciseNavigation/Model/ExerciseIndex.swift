#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The positions of a catalog's exercises by id: an open-addressing table keyed by the bits of
/// the UUID itself.
///
/// Resolution looks an id up for every route and destination of every link and snapshot. A
/// `Dictionary` hashes a UUID's 16 bytes through SipHash on each lookup; ids are distinct in
/// their bits (random, for version 4), so mixing their two halves with a per-process seed
/// spreads them as well for a fraction of the cost. The seed keeps the layout from being
/// predictable, so ids chosen to collide cannot slow lookups down.
struct ExerciseIndex: Sendable {
  /// A slot holds an id as two words and its position; a negative position marks it empty.
  private struct Slot {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var position = -1
  }

  private var slots: [Slot] = []
  private var count = 0

  private static let seed = UInt64.random(in: .min ... .max)

  init(minimumCapacity: Int = 0) {
    reserve(minimumCapacity)
  }

  /// The position stored for `id`, if any.
  func position(of id: UUID) -> Int? {
    guard !slots.isEmpty else { return nil }
    let slot = slots[probe(Self.words(id))]
    return slot.position < 0 ? nil : slot.position
  }

  /// Stores `position` for `id`, replacing any position it had.
  mutating func set(_ position: Int, for id: UUID) {
    reserve(count + 1)
    let key = Self.words(id)
    let index = probe(key)
    if slots[index].position < 0 { count += 1 }
    slots[index] = Slot(low: key.low, high: key.high, position: position)
  }

  /// The slot holding `key`, or the empty slot where it would go (the table is never full).
  @inline(__always)  // a lookup is this loop; a call per lookup showed up in link opening
  private func probe(_ key: (low: UInt64, high: UInt64)) -> Int {
    let mask = slots.count - 1
    var index = Self.hash(key) & mask
    while true {
      let slot = slots[index]
      if slot.position < 0 || (slot.low == key.low && slot.high == key.high) { return index }
      index = (index + 1) & mask
    }
  }

  /// Keeps the table at most half full, so probes stay short.
  private mutating func reserve(_ capacity: Int) {
    guard 2 * capacity > slots.count else { return }
    var size = 16
    while size < 2 * capacity { size *= 2 }
    let old = slots
    slots = Array(repeating: Slot(), count: size)
    for slot in old where slot.position >= 0 {
      slots[probe((slot.low, slot.high))] = slot
    }
  }

  private static func words(_ id: UUID) -> (low: UInt64, high: UInt64) {
    withUnsafeBytes(of: id.uuid) { raw in
      (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
  }

  private static func hash(_ key: (low: UInt64, high: UInt64)) -> Int {
    // The seeded first half is mixed before the second joins it: mixing `low ^ high` once
    // would let ids with equal combinations collide whatever the seed.
    Int(truncatingIfNeeded: mix(mix(key.low ^ seed) ^ key.high))
  }

  /// SplitMix64's finaliser: a bijection that spreads every input bit over the output.
  private static func mix(_ value: UInt64) -> UInt64 {
    var mixed = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
