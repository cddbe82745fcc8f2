import Foundation
import Highlight

/// What colouring code costs on its own (issue 19's highlighting bar), without the rest of a build:
/// every fenced block of the notes under a folder, coloured on one thread by a fresh highlighter.
///
/// Why a separate bench: in a site build the blocks are coloured on the render workers among
/// everything else, so a profile of a build cannot say which part of the colouring costs what. Here
/// every sample of `perf record folio-bench highlight …` is colouring. The first block of each
/// language pays for compiling its query; it is reported apart.
enum HighlightBench {
    static func run(_ arguments: [String]) throws {
        let options = BenchOptions(arguments)
        guard let folder = options.value("--content") else {
            throw BenchError("highlight needs --content DIR (notes with fenced code, e.g. a `site generate` folder)")
        }
        let rounds = max(1, Int(options.value("--rounds") ?? "") ?? 1)
        let blocks = try fencedBlocks(under: URL(fileURLWithPath: folder))
        guard !blocks.isEmpty else { throw BenchError("no fenced code under \(folder)") }
        let bytes = blocks.reduce(0) { $0 + $1.code.utf8.count }
        print("Highlighting · \(blocks.count) blocks, \(bytes) bytes, one thread, \(rounds) round(s)")
        var perBlock: [Double] = []
        for _ in 0..<rounds {
            let highlighter = SyntaxHighlighter()
            var languagesSeen = Set<String>()
            var warmCPU = 0.0, warmBlocks = 0, firstCPU = 0.0
            var byLanguage: [String: (cpu: Double, blocks: Int, bytes: Int)] = [:]
            for block in blocks {
                let start = CmarkFloor.threadCPUSeconds()
                _ = highlighter.html(code: block.code, language: block.language)
                let spent = CmarkFloor.threadCPUSeconds() - start
                if languagesSeen.insert(block.language).inserted { firstCPU += spent } else {
                    warmCPU += spent
                    warmBlocks += 1
                    byLanguage[block.language, default: (0, 0, 0)].cpu += spent
                    byLanguage[block.language, default: (0, 0, 0)].blocks += 1
                    byLanguage[block.language, default: (0, 0, 0)].bytes += block.code.utf8.count
                }
            }
            for (language, cost) in byLanguage.sorted(by: { $0.value.cpu > $1.value.cpu }) {
                print("  \(language): \(cost.blocks) blocks, \(format(cost.cpu * 1e6 / Double(cost.blocks), 2)) µs a block, "
                      + "\(format(cost.cpu * 1e9 / Double(max(1, cost.bytes)), 0)) ns a byte")
            }
            let micro = warmBlocks > 0 ? warmCPU * 1e6 / Double(warmBlocks) : 0
            perBlock.append(micro)
            print("  first block of each language (query compile): \(format(firstCPU * 1000, 1)) ms CPU; "
                  + "the rest: \(format(warmCPU, 3)) s CPU, \(format(micro, 2)) µs a block, "
                  + "\(format(warmCPU * 1e9 / Double(max(1, bytes)), 0)) ns a byte")
        }
        print("median µs a block: \(format(perBlock.sorted()[perBlock.count / 2], 2))")
    }

    struct Block { let language: String; let code: String }

    /// The fenced blocks (```` ```lang ````) of every `.md` file under `folder`, in path order.
    static func fencedBlocks(under folder: URL) throws -> [Block] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw BenchError("cannot read \(folder.path)")
        }
        var paths: [String] = []
        for case let url as URL in walker where url.pathExtension == "md" { paths.append(url.path) }
        var blocks: [Block] = []
        for path in paths.sorted() {
            var language: String?
            var code = ""
            for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("```") {
                    if let open = language {
                        blocks.append(Block(language: open, code: code))
                        language = nil
                    } else {
                        language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
                        code = ""
                    }
                } else if language != nil {
                    code += line + "\n"
                }
            }
        }
        return blocks.filter { !$0.language.isEmpty && SyntaxHighlighter.canonicalLanguage($0.language) != nil }
    }
}
