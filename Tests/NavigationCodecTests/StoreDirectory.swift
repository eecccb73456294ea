import Foundation

/// A fresh directory for one store test.
func makeStoreDirectory() throws -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID())")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}
