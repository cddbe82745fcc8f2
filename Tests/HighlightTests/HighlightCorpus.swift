import Foundation

/// The agreement corpus (`Corpus/`, one block per language) as the equivalence tests read it.
enum HighlightCorpus {
    /// Each file whole, its first half and its last two thirds (broken code: error trees).
    static func wholeAndCut() throws -> [[UInt8]] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")
        var texts: [[UInt8]] = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
            let bytes = try Array(Data(contentsOf: folder.appendingPathComponent(file)))
            texts += [bytes, Array(bytes[..<(bytes.count / 2)]), Array(bytes[(bytes.count / 3)...])]
        }
        return texts
    }
}
