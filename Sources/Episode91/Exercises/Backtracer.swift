import Foundation

/// Swift's backtracer for a check that crashes, asked for only where the runtime can find it.
///
/// A crash names the workbook's lines only through `swift-backtrace`, a helper the runtime starts when a program
/// crashes. `SWIFT_BACKTRACE=enable=yes` asks for it even though the check's output is captured (on macOS the
/// default is `enable=tty`: only at a terminal). But when the runtime cannot find the helper, that same setting
/// makes it print "swift runtime: unable to locate swift-backtrace; disabling backtracing." into the output `verify`
/// shows, as soon as the check starts, crash or not. So the setting is passed on only where the helper is.
///
/// Where the runtime looks (swift's `docs/Backtracing.rst` and `stdlib/public/runtime/Paths.cpp`): under its
/// root, `SWIFT_ROOT` if set, else the folder above the runtime library's `lib/swift`. A swift.org toolchain on
/// Linux has it (`usr/libexec/swift/linux/swift-backtrace`). On a Mac the checkpoints load the runtime in macOS
/// itself (`/usr/lib/swift`), whose root is `/usr`; whether macOS has the helper there is not checked here: this
/// looks, as the runtime does.
enum Backtracer {
  /// The variables a checkpoint's `--check` gets for crashes: the backtracer on, when the runtime will find it
  /// under the root `environment` gives it; otherwise none, leaving the platform's default.
  static func environment(
    inheriting environment: [String: String] = ProcessInfo.processInfo.environment,
    runtimeRoot: String? = Backtracer.runtimeRoot
  ) -> [String: String] {
    let root = environment["SWIFT_ROOT"].flatMap { $0.isEmpty ? nil : $0 } ?? runtimeRoot
    guard let root, isPresent(under: root) else { return [:] }
    return ["SWIFT_BACKTRACE": "enable=yes"]
  }

  /// Whether `swift-backtrace` is in one of the places the runtime tries under `root`, in its order:
  /// `libexec/swift/<platform>[/<arch>]`, `libexec/swift[/<arch>]`, `bin[/<arch>]`, then `root` itself.
  static func isPresent(under root: String) -> Bool {
    let base = URL(fileURLWithPath: root)
    let folders = [
      "libexec/swift/\(platform)", "libexec/swift/\(platform)/\(architecture)", "libexec/swift",
      "libexec/swift/\(architecture)", "bin", "bin/\(architecture)", "",
    ]
    return folders.contains { folder in
      FileManager.default.fileExists(
        atPath: base.appendingPathComponent(folder).appendingPathComponent("swift-backtrace").path)
    }
  }

  /// The runtime's own answer for its root (`swift_getRootPath`, exported by Swift 5.9's runtime and later),
  /// found with `dlsym` in the runtime this process loaded, which is the one the checkpoints load: same toolchain,
  /// same machine. Nil for a runtime without it, which has no backtracer either.
  static let runtimeRoot: String? = {
    // `RTLD_DEFAULT`, which Swift does not import: `((void *) 0)` in Glibc's <dlfcn.h>, `((void *) -2)` in macOS's.
    #if canImport(Darwin)
      let everyImage = UnsafeMutableRawPointer(bitPattern: -2)
    #else
      let everyImage: UnsafeMutableRawPointer? = nil
    #endif
    guard let symbol = dlsym(everyImage, "swift_getRootPath") else { return nil }
    typealias GetRootPath = @convention(c) () -> UnsafePointer<CChar>?
    return unsafeBitCast(symbol, to: GetRootPath.self)().map { String(cString: $0) }
  }()

  /// The runtime's names for this system and processor (`SWIFT_LIB_SUBDIR`, `SWIFT_ARCH`).
  private static var platform: String {
    #if os(macOS)
      "macosx"
    #else
      "linux"
    #endif
  }

  private static var architecture: String {
    #if arch(arm64)
      #if os(macOS)
        "arm64"
      #else
        "aarch64"
      #endif
    #else
      "x86_64"
    #endif
  }
}
