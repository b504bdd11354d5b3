extension CompareRowNote {
  public static let english: [CompareRowNote: String] = [
    .sharedDependencyApp:
      "shared-dependency measures each stage's app with favorite primes asking for the nth prime too, as "
      + "exercise 92.2 grows it; the checkpoints' own favorite primes do not ask."
  ]
}
