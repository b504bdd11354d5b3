import Foundation

/// What a checkpoint says about itself when `Episode91 compare` probes it: one type for both sides, so the
/// checkpoints write exactly the fields Episode91 reads. A checkpoint writes it through `CheckpointProbes`;
/// Episode91 reads it with `ProbeReport.parse`, which checks the rules below.
///
/// # The probe protocol, version 2
///
/// Every cell of the `compare` table is something a checkpoint measured about itself while running, never
/// a claim written into Episode91. A checkpoint implements the probes with its own architecture; Episode91
/// only runs them and renders what they report.
///
/// A checkpoint reports keys and values, never sentences: each `cell` and `detail` is a `ProbeSentence`, whose
/// key names the sentence in Episode91's catalogs, so Episode91 writes it in the learner's language without
/// reading a checkpoint's English back. (Version 1 sent English strings.)
///
/// ## Command
///
///     <StageTarget> --probe <name>
///
/// - Episode91 runs the executable that `swift build` put next to its own (same build folder, so the same
///   configuration), with standard input from `/dev/null`, an empty temporary folder (deleted afterwards)
///   as the working directory, and its own environment. Up to three probe processes run at once, from any
///   stages, so a probe must not depend on another one running or not.
/// - The checkpoint prints **exactly one JSON object on standard output** (one line or pretty-printed; a
///   trailing newline is fine; nothing else on standard output) and **exits 0**.
/// - Standard error is free for the checkpoint's own use; Episode91 shows its first line when a probe fails.
/// - A probe never touches the network, the learner's data directory or real files (use doubles and
///   tripwires), and finishes within 2 seconds. Episode91 kills a probe (SIGKILL, no chance to clean up)
///   after `ProbeReport.timeout` (20) seconds and shows "probe failed".
/// - Anything else (another exit status, a crash, a timeout, output that is not the object below, or an
///   object that breaks a rule below) reads "probe failed", and the reason is listed under the table.
///
/// ## The object
///
/// | field           | type                    | required          | meaning                                        |
/// |-----------------|-------------------------|-------------------|------------------------------------------------|
/// | `probe`         | string                  | yes               | the probe answered; equals `<name>`            |
/// | `stage`         | integer                 | yes               | the checkpoint's stage number, 1–6; must match |
/// |                 |                         |                   | the executable (catches a copied checkpoint)   |
/// | `outcome`       | string                  | yes               | a keyword from the list below                  |
/// | `cell`          | sentence                | yes               | 1–22 columns shown in the table, in every      |
/// |                 |                         |                   | language                                       |
/// | `detail`        | sentence                | yes               | one sentence: what happened (`--details`)      |
/// | `good`          | true, false or null     | no (null)         | green, red or plain: is this what we want?     |
/// | `quote`         | {"file", "symbol"}      | no                | quote the declaration of `symbol` from `file`  |
/// | `nanoseconds`   | number ≥ 0              | for `read-cost`   | mean cost of one dependency read               |
/// | `configuration` | "debug" or "release"    | for `read-cost`   | how the checkpoint was compiled (`#if DEBUG`)  |
/// | `reads`         | {situation: number ≥ 0} | no                | more read costs, by situation, for             |
/// |                 |                         |                   | `scripts/benchmark-dependency-reads`           |
///
/// A sentence is `{"key": <ProbeMessage>, "values": {<placeholder>: <value>}}`, `values` left out when empty:
/// the key must be one Episode91 knows, and the values must fill exactly its placeholders. A value is a string,
/// shown as it is in every language (code, a number), or a sentence object, for a word the catalog translates.
///
/// Unknown fields are ignored, so the protocol can grow. `quote.file` is relative to the checkpoint folder
/// (`App/AppEnvironment.swift`); Episode91 reads that file and prints the declaration of `symbol` (the
/// struct, class or typealias header and its stored properties) under the table. Use it when the answer is
/// "the compiler refuses it": the evidence is then the checkpoint's own source, quoted at run time.
///
/// Example: `{"probe": "shared-dependency", "stage": 2, "outcome": "passed-down", "good": false,
/// "cell": {"key": "rootHolds", "values": {"count": "2"}},
/// "detail": {"key": "rootNestsOneStructPerFeature", "values": {"count": "2"}}}`
///
/// ## The probes and their outcomes
///
/// - `mock-everything`: the app's integration scenario (nth prime, then load favorites) with a test double
///   for `nthPrime` only; every other dependency is whatever the stage gives by default, with a tripwire in
///   place of anything real. `live-reached` (good: false): a live dependency was called and nothing said
///   so. `reported` (good: true): the stage reported the missing double (a recorded test failure naming
///   it). `refused-by-compiler` (good: true): the stage cannot even express the incomplete environment;
///   send a `quote` of the declaration that demands the missing field.
/// - `two-counters`: two counter features side by side, one given an "online" `nthPrime` (a stand-in, no
///   network) and one the offline one, asked the same question. `different` (good: true) or `same`
///   (good: false); the cell shows both answers.
/// - `shared-dependency`: two features (counter and favorite primes) need `nthPrime`. `passed-down`: the
///   root holds it and passes it to both (the cell says how many the root holds and passes); `declared`: each
///   feature declares it and the root passes nothing; `global`: each feature reads a global. `good` is the
///   checkpoint's call, usually null (a trade-off).
/// - `store-type`: the root store's runtime type, `String(describing: type(of: store))`. The cell is its
///   shape with short parameter names (`Store<S, A, Env>`); the detail is the full name. `environment-in-type`,
///   `environment-erased` or `no-environment`.
/// - `override-isolation`: two concurrently running tasks each override `nthPrime` in the stage's own way,
///   interleaved deterministically (continuations or semaphores, never sleeps): A overrides, B overrides,
///   then A reads. `isolated` (good: true) or `leaked` (good: false).
/// - `read-cost`: the mean cost of reading `nthPrime` the way the stage's reducers read it, over at least
///   a million reads kept alive by a sink. `measured`; the cell is the figure (`2.1 ns`); `good` null;
///   `nanoseconds` and `configuration` required.
public struct ProbeReport: Equatable, Sendable, Codable {
  public var probe: String
  public var stage: Int
  public var outcome: String
  public var cell: ProbeSentence
  public var detail: ProbeSentence
  public var good: Bool?
  public var quote: Quote?
  public var nanoseconds: Double?
  public var configuration: String?
  /// Read costs beyond `nanoseconds`, by situation, for `scripts/benchmark-dependency-reads`; Episode91 ignores
  /// them, as it does every field it does not know.
  public var reads: [String: Double]?

  /// A declaration the checkpoint asks Episode91 to quote from its own source, as the evidence for the answer.
  public struct Quote: Equatable, Sendable, Codable {
    public var file: String
    public var symbol: String

    public init(file: String, symbol: String) {
      self.file = file
      self.symbol = symbol
    }
  }

  /// The longest cell the table shows; more would not fit six stage columns in 100 terminal columns.
  public static let maximumCellLength = 22

  /// Seconds Episode91 waits for one probe before stopping it: generous, since a debug build is slow and
  /// two cores are shared by several probes at once.
  public static let timeout: Double = 20

  /// An absent `good` means null, and so do the other optional fields.
  public init(
    probe: Probe, stage: Int, outcome: String, cell: ProbeSentence, detail: ProbeSentence, good: Bool? = nil,
    quote: Quote? = nil,
    nanoseconds: Double? = nil, configuration: String? = nil, reads: [String: Double]? = nil
  ) {
    self.probe = probe.rawValue
    self.stage = stage
    self.outcome = outcome
    self.cell = cell
    self.detail = detail
    self.good = good
    self.quote = quote
    self.nanoseconds = nanoseconds
    self.configuration = configuration
    self.reads = reads
  }

  /// One line of JSON with its keys sorted, and a newline: what a checkpoint prints.
  var json: String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try! encoder.encode(self), as: UTF8.self) + "\n"
  }
}
