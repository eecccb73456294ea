/// The steps of ``SnapshotStore/save(_:)``, in order, for the crash drill that stops a saver at
/// each of them.
package enum SavePhase: String, CaseIterable, Sendable {
  /// The temporary file is open and empty.
  case temporaryOpened
  /// The temporary file holds the bytes, not yet flushed.
  case temporaryWritten
  /// The temporary file is flushed and closed.
  case temporaryFlushed
  /// The latest snapshot is now the previous one and no latest exists: between the renames.
  case latestKeptAsPrevious
  /// The temporary file is the latest snapshot.
  case latestReplaced
  /// The directory is flushed; the save is about to return.
  case directoryFlushed
}
