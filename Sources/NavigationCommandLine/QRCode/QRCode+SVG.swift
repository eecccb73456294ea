// A code drawn as inline SVG.
extension QRCode {
  /// The light margin around the symbol, in modules, that scanners need to find its edges.
  static let quietZone = 4

  /// The code as one `<svg>` element: a light square with the quiet zone, and one path of
  /// the dark modules, each row's runs as rectangles.
  ///
  /// The code stays dark on light whatever the page's colours, as scanners expect; it is an
  /// image whose accessible name is `label`, escaped here.
  ///
  /// - Parameters:
  ///   - label: What the code holds, for screen readers.
  ///   - moduleSize: The pixels of one module at the SVG's own size.
  /// - Returns: The `<svg>` element's text.
  func svg(label: String, moduleSize: Int = 4) -> String {
    let side = size + 2 * Self.quietZone
    let pixels = side * moduleSize
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"qr\" viewBox=\"0 0 \(side) \(side)\""
      + " width=\"\(pixels)\" height=\"\(pixels)\" role=\"img\" aria-label=\"\(HTMLText.escaping(label))\""
      + " shape-rendering=\"crispEdges\"><rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
      + "<path fill=\"#000\" d=\"\(darkPath)\"/></svg>"
  }

  /// The dark modules as path data: for each run of dark modules in a row, a rectangle one
  /// module high (`M4 4h7v1h-7z`).
  var darkPath: String {
    // Written as ASCII bytes: a page holds a thousand codes, each a few hundred runs.
    var path: [UInt8] = []
    for row in 0..<size {
      var column = 0
      while column < size {
        guard self[row, column] else {
          column += 1
          continue
        }
        var end = column + 1
        while end < size && self[row, end] { end += 1 }
        path.append(UInt8(ascii: "M"))
        Self.appendDecimal(column + Self.quietZone, to: &path)
        path.append(UInt8(ascii: " "))
        Self.appendDecimal(row + Self.quietZone, to: &path)
        path.append(UInt8(ascii: "h"))
        Self.appendDecimal(end - column, to: &path)
        path.append(contentsOf: "v1h-".utf8)
        Self.appendDecimal(end - column, to: &path)
        path.append(UInt8(ascii: "z"))
        column = end
      }
    }
    return String(decoding: path, as: UTF8.self)
  }

  /// Appends a non-negative number's decimal digits.
  private static func appendDecimal(_ value: Int, to bytes: inout [UInt8]) {
    if value >= 10 { appendDecimal(value / 10, to: &bytes) }
    bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
  }
}
