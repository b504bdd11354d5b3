extension Episode91 {
  /// `compare [stage…] [--details]`: probes the checkpoints and prints the table with its notes.
  ///
  /// Named stages narrow the columns (`compare 2 3`); a named stage that is not built still gets its column,
  /// saying so, because "not built" is an answer too.
  static func compare(
    arguments: [String], console: Console, workbook: Workbook, executables: Executables
  ) throws(UsageError) -> Int32 {
    let parsed = try Arguments(arguments, allowedFlags: ["--details"])
    var stages: [Stage] = []
    for name in parsed.positionals {
      let stage = try workbook.stage(named: name)
      if !stages.contains(stage) {
        stages.append(stage)
      }
    }
    let comparison = Comparison.measure(
      stages: stages.isEmpty ? Stage.all : stages, workbook: workbook, executables: executables,
      progress: { stage in console.writeError(console.dim("Compiling \(stage.target)…") + "\n") })
    console.line(console.bold("How dependencies travel, stage by stage, as each checkpoint reports it"))
    console.line(
      console.dim("Each cell is the checkpoint's own answer to `<Stage> --probe <row>`. See also: --details, overview.")
    )
    console.line()
    console.write(CompareTable.render(comparison, console: console))
    console.line()
    console.write(CompareNotes.render(comparison, details: parsed.flags.contains("--details"), console: console))
    return ExitCode.success
  }
}
