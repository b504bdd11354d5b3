import Effect

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// Output to a file descriptor that may fail to arrive (a full disk, a closed pipe): what Episode91 and every
/// checkpoint's shell write their screens through, so a result that never arrived fails the run instead of
/// passing unseen.
///
/// Each write goes out at once with `write(2)`, whole (a short write or `EINTR` is retried), after `fflush(nil)`
/// flushes what C's or Swift's `print` buffered, so the two stay in order. `FileHandle` is not used: on a full
/// disk it stops the program with a crash report, on Linux and macOS alike.
public struct FallibleOutput: Sendable {
  public let write: @Sendable (String) -> Void
  /// Why what was written could not all be delivered, from the first write that failed, or `nil` when it was.
  public let failure: @Sendable () -> String?

  /// Writes to `descriptor` (standard output, or in a test `/dev/full`, which Linux has and macOS does not),
  /// remembering the first failure.
  public init(descriptor: Int32) {
    let firstFailure = LockIsolated<String?>(nil)
    write = { text in
      if !writeAll(text, to: descriptor) {
        let reason = String(cString: strerror(errno))
        firstFailure.withValue { $0 = $0 ?? reason }
      }
    }
    failure = { firstFailure.value }
  }

  /// Writes to `descriptor` (standard error) and forgets a failure: with standard error closed or full, a message
  /// has nowhere left to go, and the program carries on to its exit status.
  public static func bestEffort(descriptor: Int32) -> @Sendable (String) -> Void {
    { text in _ = writeAll(text, to: descriptor) }
  }
}

/// Whether all of `text` reached `descriptor`; `errno` says why not.
private func writeAll(_ text: String, to descriptor: Int32) -> Bool {
  guard fflush(nil) == 0 else { return false }
  let bytes = Array(text.utf8)
  var written = 0
  while written < bytes.count {
    let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 {
      guard errno == EINTR else { return false }
      continue
    }
    written += count
  }
  return true
}
