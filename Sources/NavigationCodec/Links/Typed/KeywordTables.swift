import Synchronization

/// Where each ``KeywordTable`` is found: open addressing over a fixed number of places, keyed
/// by the type's identity, read without a lock.
///
/// A place's key is claimed once, by compare-and-exchange, and its table stored after; a
/// reader that finds the key before the table treats the place as empty for that call. A
/// process with more keyword types than places keeps the others' tables in a dictionary
/// behind a lock.
@usableFromInline
enum KeywordTables {
  private static let capacity = 256
  /// The tables of the types that found no free place.
  private static let overflow = Mutex<[UInt: UInt]>([:])
  private nonisolated(unsafe) static let places: UnsafeMutablePointer<Place> = {
    let places = UnsafeMutablePointer<Place>.allocate(capacity: capacity)
    for index in 0..<capacity { (places + index).initialize(to: Place()) }
    return places
  }()

  private struct Place: ~Copyable {
    let key = Atomic<UInt>(0)
    let table = Atomic<UInt>(0)
  }

  /// The table stored under `key`, or `nil`.
  @usableFromInline
  static func find(_ key: UInt) -> UnsafeRawPointer? {
    // The key's own place holds it unless another key took that place first: looked at here,
    // with the probe past it out of line, so that the usual call saves no registers for it.
    let place = places + start(key)
    if place.pointee.key.load(ordering: .acquiring) == key {
      return UnsafeRawPointer(bitPattern: place.pointee.table.load(ordering: .acquiring))
    }
    return probe(key)
  }

  /// The table stored under `key`, found by probing every place from the key's own, then the
  /// overflow dictionary; `nil` when there is none.
  @inline(never)
  private static func probe(_ key: UInt) -> UnsafeRawPointer? {
    var index = start(key)
    for _ in 0..<capacity {
      let place = places + index
      let found = place.pointee.key.load(ordering: .acquiring)
      if found == key { return UnsafeRawPointer(bitPattern: place.pointee.table.load(ordering: .acquiring)) }
      if found == 0 { return nil }
      index = (index + 1) % capacity
    }
    return UnsafeRawPointer(bitPattern: overflow.withLock { $0[key] } ?? 0)
  }

  /// Stores `table` under `key`, retained for the life of the process, when the key has no
  /// table yet: in a free place, or in the overflow dictionary when none is free.
  static func store(_ key: UInt, _ table: AnyObject) {
    var index = start(key)
    for _ in 0..<capacity {
      let place = places + index
      let (claimed, found) = place.pointee.key.compareExchange(
        expected: 0, desired: key, ordering: .acquiringAndReleasing)
      if claimed {
        let retained = Unmanaged.passRetained(table).toOpaque()
        place.pointee.table.store(UInt(bitPattern: retained), ordering: .releasing)
        return
      }
      if found == key { return }
      index = (index + 1) % capacity
    }
    let retained = Unmanaged.passRetained(table)
    let kept = overflow.withLock { tables in
      guard tables[key] == nil else { return false }
      tables[key] = UInt(bitPattern: retained.toOpaque())
      return true
    }
    if !kept { retained.release() }
  }

  private static func start(_ key: UInt) -> Int { Int(truncatingIfNeeded: (key >> 4) % UInt(capacity)) }
}
