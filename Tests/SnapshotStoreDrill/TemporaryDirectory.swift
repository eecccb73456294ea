import NavigationCodec
import NavigationCommandLine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh directory under `$TMPDIR` (or `/tmp`), removed with its files by ``remove()``.
struct TemporaryDirectory {
  let path: String

  init() throws(DrillFailure) {
    let base = getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array((base + "/store-drill-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap(mkdtemp) }) else {
      throw DrillFailure("mkdtemp in \(base): \(String(cString: strerror(errno)))")
    }
    path = String(cString: made)
  }

  /// Removes the files the store left, then the directory.
  func remove() {
    for name in (try? SystemIO.listDirectory(path)) ?? [] { unlink(path + "/" + name) }
    rmdir(path)
  }
}
