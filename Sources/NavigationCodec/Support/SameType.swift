// Memory: the bit cast is made only once the two types are found equal: it reinterprets nothing.
/// `value` as a `Target` when its type is `Target` itself, `nil` otherwise.
///
/// A comparison of metatypes and a reinterpretation that changes nothing, where `value as?
/// Target` goes through the runtime's general dynamic cast, many times dearer, and dearest
/// when it fails, which is the common case here. The coders ask this of the values they treat
/// specially: dates, UUIDs, URLs and data, and their own decoder behind an `any Decoder`.
@inline(__always)
func sameType<Value, Target>(_ value: Value, as target: Target.Type) -> Target? {
  guard Value.self == Target.self else { return nil }
  return unsafeBitCast(value, to: Target.self)
}
