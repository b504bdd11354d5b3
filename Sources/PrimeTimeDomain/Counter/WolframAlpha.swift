import Effect
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Asks Wolfram Alpha for the nth prime, as the episode's live `nthPrime` does.
///
/// Any failure (no network, a wrong app id, a timeout, an answer that is not a number) becomes `nil`, which the
/// counter shows as no alert. Cancelling the effect cancels the request.
func wolframAlphaNthPrime(_ n: Int, appID: String) -> Effect<Int?> {
  Effect { subscriber in
    guard let url = wolframAlphaURL(query: "prime \(n)", appID: appID) else {
      subscriber.send(nil)
      subscriber.complete()
      return
    }
    let request = URLRequest(url: url, timeoutInterval: 10)
    let task = URLSession.shared.dataTask(with: request) { data, _, _ in
      subscriber.send(data.flatMap(primaryPlaintextNumber))
      subscriber.complete()
    }
    subscriber.onCancel { task.cancel() }
    task.resume()
  }
}

private func wolframAlphaURL(query: String, appID: String) -> URL? {
  var components = URLComponents(string: "https://api.wolframalpha.com/v2/query")
  components?.queryItems = [
    URLQueryItem(name: "input", value: query),
    URLQueryItem(name: "format", value: "plaintext"),
    URLQueryItem(name: "output", value: "JSON"),
    URLQueryItem(name: "appid", value: appID),
  ]
  return components?.url
}

/// The part of Wolfram Alpha's JSON answer we read: the primary pod's first plain-text result.
private struct WolframAlphaResult: Decodable {
  let queryresult: QueryResult

  struct QueryResult: Decodable {
    let pods: [Pod]
  }

  struct Pod: Decodable {
    let primary: Bool?
    let subpods: [SubPod]
  }

  struct SubPod: Decodable {
    let plaintext: String
  }
}

@Sendable private func primaryPlaintextNumber(_ data: Data) -> Int? {
  guard let result = try? JSONDecoder().decode(WolframAlphaResult.self, from: data) else { return nil }
  let primaryPod = result.queryresult.pods.first { $0.primary == true }
  return primaryPod?.subpods.first.flatMap { Int($0.plaintext) }
}
