/// Every exercise, in the order a learner meets them: the published exercises of episodes 91–93 in the
/// checkpoints they belong to, then the workbook's own for stages 5 and 6.
extension Exercise {
  public static let all: [Exercise] = [
    e91_1, e91_2, e91_3, e91_4, e91_5, e92_1, e92_2, e93_1, e93_2, e93_3, e5_1, e5_2, e5_3, e5_4, e6_1,
  ]

  // MARK: Episode 91 — checkpoints 1, 2 and 3
  public static let e91_1 = Exercise(id: "91.1", stage: "Stage1GlobalCurrent")
  public static let e91_2 = Exercise(id: "91.2", stage: "Stage2EnvironmentInReducer")
  public static let e91_3 = Exercise(id: "91.3", stage: "Stage2EnvironmentInReducer")
  public static let e91_4 = Exercise(id: "91.4", stage: "Stage3ErasedStore")
  public static let e91_5 = Exercise(id: "91.5", stage: "Stage3ErasedStore")

  // MARK: Episodes 92 and 93 — checkpoint 4
  public static let e92_1 = Exercise(id: "92.1", stage: "Stage4TuplizedEnvironment")
  public static let e92_2 = Exercise(id: "92.2", stage: "Stage4TuplizedEnvironment")
  public static let e93_1 = Exercise(id: "93.1", stage: "Stage4TuplizedEnvironment")
  public static let e93_2 = Exercise(id: "93.2", stage: "Stage4TuplizedEnvironment")
  public static let e93_3 = Exercise(id: "93.3", stage: "Stage4TuplizedEnvironment")

  // MARK: Checkpoint 5 — dependency values
  public static let e5_1 = Exercise(id: "5.1", stage: "Stage5DependencyValues")
  public static let e5_2 = Exercise(id: "5.2", stage: "Stage5DependencyValues")
  public static let e5_3 = Exercise(id: "5.3", stage: "Stage5DependencyValues")
  public static let e5_4 = Exercise(id: "5.4", stage: "Stage5DependencyValues")

  // MARK: Checkpoint 6 — shared container
  public static let e6_1 = Exercise(id: "6.1", stage: "Stage6SharedContainer")
}
