import Foundation
import MermaidCore

/// Deterministic mutations of real diagrams for the fuzz/property tests: truncations,
/// shuffled lines and random bytes, all from a seeded generator so failures reproduce.
package enum FuzzInputs {
    /// Every corpus file whose header line starts with one of `keywords`.
    package static func corpusTexts(keywords: [String]) -> [String] {
        guard let corpus = MermaidCorpus.directory else { return [] }
        var texts: [String] = []
        let fm = FileManager.default
        guard let walker = fm.enumerator(atPath: corpus.path) else { return [] }
        var paths: [String] = []
        while let path = walker.nextObject() as? String { if path.hasSuffix(".mmd") { paths.append(path) } }
        for path in paths.sorted() {
            guard let text = try? String(contentsOfFile: corpus.appendingPathComponent(path).path, encoding: .utf8) else { continue }
            let lines = text.split(separator: "\n")
            if lines.contains(where: { line in keywords.contains { line.trimmingCharacters(in: .whitespaces).hasPrefix($0) } }) {
                texts.append(text)
            }
        }
        return texts
    }

    package static func mutations(of text: String, seed: UInt64, count: Int) -> [String] {
        var rng = SeededRandom(seed: seed)
        var result: [String] = []
        let chars = Array(text)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<count {
            switch rng.next() % 4 {
            case 0 where !chars.isEmpty:
                result.append(String(chars.prefix(Int(rng.next() % UInt64(chars.count)))))
            case 1:
                let header = lines.first.map { [$0] } ?? []
                result.append((header + Array(lines.dropFirst()).shuffled(using: &rng)).joined(separator: "\n"))
            case 2 where !chars.isEmpty:
                var mutated = chars
                let alphabet = Array("{}[]()<>|*o.-:\"`~$#+%;,= \n\tAz09«")
                for _ in 0..<(1 + Int(rng.next() % 8)) {
                    let i = Int(rng.next() % UInt64(mutated.count))
                    mutated[i] = alphabet[Int(rng.next() % UInt64(alphabet.count))]
                }
                result.append(String(mutated))
            default:
                var bytes = Array(text.utf8)
                for _ in 0..<(1 + Int(rng.next() % 16)) where !bytes.isEmpty {
                    bytes[Int(rng.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: rng.next())
                }
                result.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        return result
    }
}
