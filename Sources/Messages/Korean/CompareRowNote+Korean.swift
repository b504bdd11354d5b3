extension CompareRowNote {
  public static let korean: [CompareRowNote: String] = [
    .sharedDependencyApp:
      "shared-dependency 행은 연습 문제 92.2처럼 즐겨찾기 소수도 n번째 소수를 묻게 키운 앱을 단계마다 잰 "
      + "값입니다. 체크포인트 자체의 즐겨찾기 소수는 묻지 않습니다."
  ]
}
