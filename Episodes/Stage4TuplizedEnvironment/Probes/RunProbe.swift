import PrimeTimeTerminal
import ProbeKit

/// `--probe <name>`: this checkpoint's answer to one of `Episode91 compare`'s questions, as one line of JSON in
/// the format of ProbeKit's `ProbeReport`.
///
/// - Returns: 0 with the answer on standard output, or 2 with nothing on it when `name` is not a probe.
@MainActor
func runProbe(named name: String, console: Console) async -> Int32 {
  await PrimeTimeProbes.answer(probeNamed: name, write: console.write, writeError: console.writeError)
}
