/// What `compare` says under its table about a row whose cells measure something other than the checkpoint as it
/// ships: the row's label carries a `*`, and this note says which app the row measures.
public enum CompareRowNote: String, MessageKey {
  case sharedDependencyApp
}
