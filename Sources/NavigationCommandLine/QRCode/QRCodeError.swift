/// Why a QR code cannot be made.
enum QRCodeError: Error, Equatable, Sendable {
  /// The data is longer than the largest code holds at level M.
  case tooLong(byteCount: Int, capacity: Int)
}
