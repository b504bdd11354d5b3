import Effect

/// Everything the app needs from the outside world, flat: each dependency once, however many
/// features use it.
///
/// A tuple rather than a struct of feature environments: the root only carries dependencies, and
/// each pullback picks what its feature needs, so two features can share one and none repeats it.
/// The cost: a struct's memberwise initializer shows up in autocompletion, a tuple's labels do not.
typealias AppEnvironment = (
  fileClient: FileClient,
  nthPrime: (Int) -> Effect<Int?>
)
