// Memory: each buffer lent to `read`/`write` is an array's, for the call, within its size.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads, writes and flushes through the system calls themselves, for the snapshot store and
/// the command line: each reports the system's error number instead of trapping (as
/// Foundation's `FileHandle` does on a full disk or a closed stream), and retries a call a
/// signal interrupted.
package enum FileIO {
  /// Writes all of `bytes`, however many calls that takes.
  ///
  /// - Returns: The error number of the write that failed, or `nil` when all were written.
  package static func write(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
    bytes.withUnsafeBufferPointer { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
  }

  /// Flushes a file's data to storage.
  ///
  /// On Apple platforms `fsync` hands the data to the drive, whose cache can still lose it on a
  /// power loss; `F_FULLFSYNC` asks the drive to write its cache out. File systems that refuse
  /// it (some network and FAT volumes) get `fsync`.
  ///
  /// - Returns: The error number of the flush that failed, or `nil` when the data is stored.
  package static func synchronize(_ descriptor: Int32) -> Int32? {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return nil }
    #endif
    while fsync(descriptor) != 0 {
      if errno == EINTR { continue }
      return errno
    }
    return nil
  }

  /// The first `limit` bytes of the regular file at `path`, or `nil` when it cannot be read.
  ///
  /// A symbolic link is not followed, and a FIFO, device or socket is not read, so that no
  /// read waits for a writer.
  package static func readRegularFile(_ path: String, upTo limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    var bytes: [UInt8] = []
    while bytes.count < limit {
      guard case .success(let chunk) = readChunk(descriptor, upTo: min(1 << 16, limit - bytes.count)) else {
        return nil
      }
      if chunk.isEmpty { break }
      bytes += chunk
    }
    return bytes
  }

  /// One read of at most `limit` bytes (empty at the end of the file), or the error number of
  /// the read that failed.
  package static func readChunk(_ descriptor: Int32, upTo limit: Int) -> Result<[UInt8], ErrorNumber> {
    var failure: Int32?
    let bytes = [UInt8](unsafeUninitializedCapacity: max(limit, 1)) { buffer, count in
      count = 0
      while true {
        let result = systemRead(descriptor, buffer.baseAddress, limit)
        if result >= 0 {
          count = result
          return
        }
        if errno == EINTR { continue }
        failure = errno
        return
      }
    }
    if let failure { return .failure(ErrorNumber(code: failure)) }
    return .success(bytes)
  }

  /// A system call's error number, as an error.
  package struct ErrorNumber: Error {
    package let code: Int32
  }
}

// The C library's `read` and `write` under names that the members of `FileIO` do not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
