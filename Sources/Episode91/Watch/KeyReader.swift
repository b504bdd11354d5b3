import Foundation

/// Reads the learner's keys from standard input for `watch`, waiting at most one tick each time.
///
/// `poll` sleeps until a key arrives, a signal is caught or the tick is over, so a watch that waits costs
/// no CPU between ticks. On a terminal every key counts on its own; otherwise (a pipe, an editor's console)
/// each line counts as its first letter.
final class KeyReader {
  private let descriptor: Int32
  private let readsSingleKeys: Bool
  private var pending: [WatchInput] = []
  private var partialLine: [UInt8] = []

  init(descriptor: Int32 = STDIN_FILENO, readsSingleKeys: Bool) {
    self.descriptor = descriptor
    self.readsSingleKeys = readsSingleKeys
  }

  /// The next key, `.interrupt` once a signal came, `.endOfInput` once standard input closed, or `.tick`
  /// when `milliseconds` passed with nothing to read.
  func next(waitingAtMost milliseconds: Int32) -> WatchInput {
    if !pending.isEmpty { return pending.removeFirst() }
    let events = Int16(POLLIN)
    var watched = [
      pollfd(fd: InterruptSignal.pipe.read, events: events, revents: 0),
      pollfd(fd: descriptor, events: events, revents: 0),
    ]
    // A signal during the wait ends `poll` early (EINTR); the pipe is readable on the next call.
    guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return .tick }
    if watched[0].revents != 0 { return .interrupt }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptor, &buffer, buffer.count)
    guard count != 0 else {
      // The last line of a piped script need not end in a newline.
      pending = lines(adding: partialLine.isEmpty ? [] : [UInt8(ascii: "\n")]) + [.endOfInput]
      return pending.removeFirst()
    }
    guard count > 0 else { return .tick }
    pending = readsSingleKeys ? Self.keys(in: buffer[..<count]) : lines(adding: buffer[..<count])
    return pending.isEmpty ? .tick : pending.removeFirst()
  }

  /// The keys in what a terminal delivered at once. An escape sequence (an arrow key) is not a key, and
  /// Ctrl-D ends the input as it would at a prompt.
  static func keys(in bytes: ArraySlice<UInt8>) -> [WatchInput] {
    var keys: [WatchInput] = []
    for byte in bytes {
      if byte == 0x1B { break }
      if byte == 0x04 { return keys + [.endOfInput] }
      if (0x21...0x7E).contains(byte) { keys.append(.key(Character(Unicode.Scalar(byte)))) }
    }
    return keys
  }

  /// The complete lines so far, each as its first letter; an empty line is no key.
  private func lines(adding bytes: ArraySlice<UInt8>) -> [WatchInput] {
    partialLine += bytes
    var keys: [WatchInput] = []
    while let end = partialLine.firstIndex(of: UInt8(ascii: "\n")) {
      let line = String(decoding: partialLine[..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
      partialLine.removeSubrange(...end)
      if let first = line.first { keys.append(.key(first)) }
    }
    return keys
  }
}
