/// The elements of an array of the canonical decoder's document, read one after another for
/// `SnapshotDecodingContainer`'s `decode([Element].self, forKey:)`.
///
/// The array itself is built by the caller, in inlinable code: specialised in the module that
/// names the element type, its storage's metadata is known there, where this module,
/// unspecialised, would look it up at run time for every array it reads.
@usableFromInline struct TapeArrayElements {
  /// The number of elements.
  @usableFromInline let count: Int
  private let decoding: TapeDecoding
  /// The token of the next element to read.
  private var token: Int

  init(decoding: TapeDecoding, array: Int) throws(NavigationError) {
    guard decoding.tape.kind(array) == .array else { throw decoding.invalid(array, expected: "an array") }
    self.decoding = decoding
    count = decoding.tape.count(array)
    token = array + 1
  }

  /// Reads the next element as ``TapeDecoding/decode(_:at:)`` reads any value, moving past it.
  ///
  /// - Precondition: fewer than ``count`` elements were read.
  @usableFromInline mutating func decodeNext<Element: Decodable>(_ type: Element.Type) throws -> Element {
    let element = token
    token = decoding.tape.end(element)
    return try decoding.decode(type, at: element)
  }
}
