// Memory: every piece asks the sink for its room first, so nothing is written past its buffer.
/// What the encoding tree writes besides plain bytes: literals, indentation, strings and
/// integers. Each piece asks for its room at once, so a short buffer leaves the sink
/// overflowed without a byte written past it.
extension ByteSink {
  mutating func append(ascii literal: StaticString) {
    append(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
  }

  /// A newline and two spaces of indentation per level.
  mutating func appendNewline(depth: Int32) {
    let indentation = 2 &* Int(depth)
    write(1 &+ indentation) { out in
      out[0] = 0x0A
      UnsafeMutableBufferPointer(rebasing: out[1...]).initialize(repeating: UInt8(ascii: " "))
    }
  }

  /// A string in quotes, its bytes escaped where JSON requires (`escapes`: some byte needs it).
  mutating func appendJSONString(_ bytes: UnsafeBufferPointer<UInt8>, escapes: Bool) {
    append(UInt8(ascii: "\""))
    if escapes {
      for byte in bytes { JSONStringEscapes.write(byte) { append($0) } }
    } else {
      append(bytes)
    }
    append(UInt8(ascii: "\""))
  }

  /// An integer's decimal digits.
  mutating func appendDecimal(_ value: UInt64) {
    var digitCount = 1
    var rest = value / 10
    while rest > 0 {
      digitCount &+= 1
      rest /= 10
    }
    write(digitCount) { out in
      var rest = value
      for index in stride(from: digitCount - 1, through: 0, by: -1) {
        out[index] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      }
    }
  }
}
