import Effect

/// Everything the counter feature needs from the outside world: only the nth prime, so the
/// environment is that function itself rather than a struct around it.
typealias CounterEnvironment = (Int) -> Effect<Int?>
