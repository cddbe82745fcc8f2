import Foundation

/// A cache of downloaded pages.
struct PageCache {
    private var pages: [URL: Data] = [:]
    let limit: Int

    init(limit: Int = 64) {
        self.limit = limit
    }

    mutating func store(_ data: Data, for url: URL) {
        if pages.count >= limit { pages.removeAll() }
        pages[url] = data  // replace any old copy
    }

    func page(at url: URL) async throws -> Data {
        if let cached = pages[url] { return cached }
        let (data, response) = try await URLSession.shared.data(from: url)
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw URLError(.badServerResponse)
        }
        print("fetched \(data.count) bytes from \(url)")
        return data
    }
}

let sizes = [1, 2, 3].map { $0 * 1024 }
var total = 0.5
for size in sizes where size > 1000 {
    total += Double(size) / 3.0
}

@MainActor
final class Loader {
    @Published private(set) var count = 0
    @available(iOS 15, *) @discardableResult
    public func load() -> Int { count }
}
