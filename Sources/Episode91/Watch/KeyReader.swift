import Foundation

/// Reads the learner's keys from standard input for `watch`, waiting at most one tick each time.
///
/// `select` sleeps until a key arrives, a signal is caught or the tick is over, so a watch that waits costs
/// no CPU between ticks. Not `poll`: on macOS `poll` does not support terminal devices (it answers at once with
/// `POLLNVAL`), and the `read` after it would block until a key is pressed, so saves would go unnoticed.
/// `select` waits on a terminal, a pipe and a file alike on macOS and Linux. On a terminal every key counts on
/// its own; otherwise (a pipe, an editor's console) each line counts as its first letter.
final class KeyReader {
  private let descriptor: Int32
  private let readsSingleKeys: Bool
  /// The terminal's mode, given back on Ctrl-Z and taken again on `fg`; nil when there is none to switch.
  private let terminal: TerminalMode?
  private var pending: [WatchInput] = []
  private var partialLine: [UInt8] = []

  init(descriptor: Int32 = STDIN_FILENO, readsSingleKeys: Bool, terminal: TerminalMode? = nil) {
    self.descriptor = descriptor
    self.readsSingleKeys = readsSingleKeys
    self.terminal = terminal
  }

  /// The next key, `.interrupt` once a signal that ends Episode91 came (noted for `Termination`), `.resize` once the
  /// window changed size (SIGWINCH), `.endOfInput` once standard input closed, or `.tick` when `milliseconds`
  /// passed with nothing to read. Ctrl-Z stops
  /// Episode91 here with the terminal restored, and `fg` comes back to single keys, as a `.tick`.
  func next(waitingAtMost milliseconds: Int32) -> WatchInput {
    if !pending.isEmpty { return pending.removeFirst() }
    let signalled = InterruptSignal.pipe.readEnd
    let resized = InterruptSignal.resizes.readEnd
    // A signal during the wait ends `select` early (EINTR); the pipe is readable on the next call.
    guard let ready = DescriptorSet.waitForReading([signalled, resized, descriptor], milliseconds: milliseconds)
    else {
      return .tick
    }
    if ready.contains(signalled) {
      while let signal = InterruptSignal.pipe.nextSignal() {
        switch signal {
        case SIGTSTP:
          if let terminal { terminal.suspend() } else { InterruptSignal.stopAsSIGTSTPWould() }
        case SIGCONT:
          terminal?.resume()
        default:
          Termination.record(signal)
          return .interrupt
        }
      }
      return .tick
    }
    if ready.contains(resized) {
      // However many came while the loop was busy, one redraw at the size the window has now.
      while InterruptSignal.resizes.nextSignal() != nil {}
      return .resize
    }
    guard ready.contains(descriptor) else { return .tick }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(descriptor, &buffer, buffer.count)
    if count < 0 {
      // A terminal that hung up (its window closed) answers EIO at once forever: that is the end of the input,
      // not a tick, or `watch` would spin. EINTR and EAGAIN only mean "nothing this time".
      return errno == EINTR || errno == EAGAIN ? .tick : .endOfInput
    }
    guard count != 0 else {
      // The last line of a piped script need not end in a newline.
      pending = lines(adding: partialLine.isEmpty ? [] : [UInt8(ascii: "\n")]) + [.endOfInput]
      return pending.removeFirst()
    }
    pending = readsSingleKeys ? Self.keys(in: buffer[..<count]) : lines(adding: buffer[..<count])
    return pending.isEmpty ? .tick : pending.removeFirst()
  }

  /// The keys in what a terminal delivered at once, space among them (`walk` turns the page with it). The arrow
  /// keys up and down and Page Up and Page Down (which `walk` scrolls with, as `less` does) arrive as escape
  /// sequences and count as one key each: `arrowUp`, `arrowDown`, `pageUp`, `pageDown`. Any other escape
  /// sequence is no key, and Ctrl-D ends the input as it would at a prompt.
  static func keys(in bytes: ArraySlice<UInt8>) -> [WatchInput] {
    var keys: [WatchInput] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x1B {
        guard let (key, length) = escapeKey(bytes[index...]) else { break }
        keys.append(.key(key))
        index += length
        continue
      }
      if byte == 0x04 { return keys + [.endOfInput] }
      if (0x20...0x7E).contains(byte) { keys.append(.key(Character(Unicode.Scalar(byte)))) }
      index += 1
    }
    return keys
  }

  /// The keys the escape sequences below stand for: characters no terminal sends on their own.
  static let arrowUp: Character = "↑"
  static let arrowDown: Character = "↓"
  static let pageUp: Character = "⇞"
  static let pageDown: Character = "⇟"

  /// The key an escape sequence at the start of `bytes` stands for, and its length. Terminals send the arrows as
  /// `ESC [ A` (or `ESC O A` in application mode, as `less` and editors leave some in) and the page keys as
  /// `ESC [ 5 ~` and `ESC [ 6 ~`; macOS's Terminal and iTerm2 send the same as Linux terminals do.
  private static func escapeKey(_ bytes: ArraySlice<UInt8>) -> (Character, Int)? {
    let sequence = Array(bytes.prefix(4))
    guard sequence.count >= 3, sequence[1] == UInt8(ascii: "[") || sequence[1] == UInt8(ascii: "O") else {
      return nil
    }
    switch sequence[2] {
    case UInt8(ascii: "A"): return (arrowUp, 3)
    case UInt8(ascii: "B"): return (arrowDown, 3)
    case UInt8(ascii: "5") where sequence.count == 4 && sequence[3] == UInt8(ascii: "~"): return (pageUp, 4)
    case UInt8(ascii: "6") where sequence.count == 4 && sequence[3] == UInt8(ascii: "~"): return (pageDown, 4)
    default: return nil
    }
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

/// The descriptors `select` found readable.
///
/// Swift imports neither `FD_SET` nor `FD_ISSET` (they are C macros), and `fd_set` differs: Glibc's holds
/// `__fds_bits`, 16 `long`s, and Darwin's holds `fds_bits`, 32 `Int32`s. Both put descriptor `n` at bit
/// `n % width` of word `n / width`, so one helper, told the word type, serves both.
struct DescriptorSet {
  #if canImport(Darwin)
    private typealias Word = Int32
  #else
    private typealias Word = Int
  #endif

  private var set = fd_set()

  /// How many descriptors the set has room for (`FD_SETSIZE`, 1024 on both systems).
  private static let capacity = Int32(MemoryLayout<fd_set>.size * 8)

  /// Waits until one of `descriptors` can be read without blocking, or `milliseconds` pass (a negative number: no
  /// limit, as for `poll`). Nil when time ran out, a signal arrived (EINTR) or `select` failed.
  static func waitForReading(_ descriptors: [Int32], milliseconds: Int32) -> DescriptorSet? {
    var ready = DescriptorSet()
    let watched = descriptors.filter { $0 >= 0 && $0 < capacity }
    for descriptor in watched { ready.insert(descriptor) }
    var timeout = timeval()
    // `.init` because the fields' types differ: `tv_usec` is `Int` on Glibc, `Int32` on Darwin.
    timeout.tv_sec = .init(milliseconds / 1000)
    timeout.tv_usec = .init(milliseconds % 1000 * 1000)
    let highest = watched.max() ?? -1
    let result =
      milliseconds < 0
      ? select(highest + 1, &ready.set, nil, nil, nil) : select(highest + 1, &ready.set, nil, nil, &timeout)
    guard result > 0 else { return nil }
    return ready
  }

  func contains(_ descriptor: Int32) -> Bool {
    guard descriptor >= 0, descriptor < Self.capacity else { return false }
    var copy = set
    return withUnsafeBytes(of: &copy) { bytes in
      let words = bytes.bindMemory(to: Word.self)
      return words[Int(descriptor) / Word.bitWidth] & (1 << (Int(descriptor) % Word.bitWidth)) != 0
    }
  }

  private mutating func insert(_ descriptor: Int32) {
    withUnsafeMutableBytes(of: &set) { bytes in
      let words = bytes.bindMemory(to: Word.self)
      words[Int(descriptor) / Word.bitWidth] |= 1 << (Int(descriptor) % Word.bitWidth)
    }
  }
}
