import Foundation

/// Colours code blocks at build time: HTML with `<span class="hl-…">` around keywords, strings,
/// comments and the other ``TokenClass``es, for the theme to colour with CSS variables.
///
/// Why it is safe and cheap: every byte of the block is HTML-escaped here whatever the grammar
/// says, and spans never cross a line break (the code-block chrome wraps lines in spans of its
/// own). Identical blocks are coloured once per process: results are cached by (language, text);
/// a highlighter made with ``init(keepingBlocksIn:identity:)`` also keeps them in a file between runs.
/// Thread-safe; pages render in parallel.
public final class SyntaxHighlighter: @unchecked Sendable {
    /// Blocks larger than this stay plain (bounds the work on hostile input).
    public static let maximumBytes = 256 * 1024
    /// Cached results beyond this many are dropped (all at once) before caching more.
    static let maximumCachedBlocks = 20_000

    private let lock = NSLock()
    private var cache: [CacheKey: String] = [:]
    /// A block in the cache: its language and text, hashed once (``KeptBlocksFile/keyHash(language:code:)``,
    /// which reads 8 bytes a step and is the kept file's key too) instead of by `String`'s hashing at
    /// each lookup, insertion and resize.
    private struct CacheKey: Hashable {
        let language: String
        let text: String
        let digest: UInt64

        init(language: String, text: String) {
            self.language = language
            self.text = text
            var text = text, language = language
            digest = language.withUTF8 { language in
                text.withUTF8 { KeptBlocksFile.keyHash(language: UnsafeRawBufferPointer(language), code: UnsafeRawBufferPointer($0)) }
            }
        }

        func hash(into hasher: inout Hasher) { hasher.combine(digest) }
        static func == (a: CacheKey, b: CacheKey) -> Bool { a.digest == b.digest && a.text == b.text && a.language == b.language }
    }

    /// Blocks kept between runs, when this highlighter keeps them.
    private let kept: KeptBlocks?

    public init() { kept = nil }

    /// A highlighter that also keeps the blocks it colours in the file at `path` for the next run
    /// (written by ``saveKeptBlocks(usedOnly:)``), and takes a block from it instead of colouring it
    /// again. `identity` names the build of the program: a file another build wrote is not used.
    /// The file is read when the first block not coloured in this process needs it.
    public init(keepingBlocksIn path: String, identity: String) {
        kept = KeptBlocks(path: path, identity: identity)
    }

    /// Writes the kept file (see ``init(keepingBlocksIn:identity:)``) when it would change. With
    /// `usedOnly` (a run that coloured every page) it keeps only the blocks this run used, so the
    /// file never outgrows the site. Returns a warning when the file read was damaged.
    @discardableResult
    public func saveKeptBlocks(usedOnly: Bool) throws -> String? {
        guard let kept else { return nil }
        let problem = kept.problem
        try kept.save(usedOnly: usedOnly)
        return problem.map { "ignoring the kept code colours \($0); rewritten" }
    }

    /// The one a site build uses, so that `folio serve` keeps its cache across rebuilds.
    public static let shared = SyntaxHighlighter()

    /// The grammar name for a fence's language word (`js` → `javascript`, `zsh` → `bash`), or nil
    /// when the language is not one Folio colours.
    public static func canonicalLanguage(_ word: String) -> String? {
        LanguageAliases.canonical(word)
    }

    /// Starts compiling, on a background queue, the highlight queries of the languages `words` (fence
    /// info words) not asked for before, so the first block in one of them does not wait for it
    /// (Swift's query takes about 100 ms to compile). Blocks that need a query still being compiled
    /// wait for it; nothing else changes.
    /// A highlighter whose kept file holds blocks prepares nothing: a rebuild's blocks are mostly
    /// kept ones, and one that is not compiles its query when it needs it.
    public func prepare(_ words: [String]) {
        if let kept, keptFileHoldsBlocks(kept) { return }
        var fresh: [String] = []
        preparing.lock()
        for word in words {
            guard let name = LanguageAliases.canonical(word) else { continue }
            for grammar in Self.grammarNames(for: name) where prepared.insert(grammar).inserted { fresh.append(grammar) }
        }
        preparing.unlock()
        guard !fresh.isEmpty else { return }
        let names = fresh
        // Side by side on the cores: a page of many languages waits for the slowest query, not their sum.
        DispatchQueue.global(qos: .userInitiated).async {
            DispatchQueue.concurrentPerform(iterations: names.count) { _ = Grammar.named(names[$0]) }
        }
    }

    /// The grammars a canonical language's blocks are coloured with.
    private static func grammarNames(for language: String) -> [String] {
        switch language {
        case "diff": return []
        case "console": return ["bash"]
        case "mermaid": return ["yaml"]
        default: return [language]
        }
    }

    private let preparing = NSLock()
    private var prepared = Set<String>()
    private var keptFileChecked: Bool?

    /// Whether the kept file holds this build's blocks (its head read once per highlighter).
    private func keptFileHoldsBlocks(_ kept: KeptBlocks) -> Bool {
        preparing.lock()
        defer { preparing.unlock() }
        if let keptFileChecked { return keptFileChecked }
        let holds = kept.holdsBlocks
        keptFileChecked = holds
        return holds
    }

    /// Every language Folio colours, by its canonical name.
    public static var languages: [String] { LanguageAliases.canonicalNames }

    /// The block's HTML with colour spans, or nil when `language` is unknown (the caller escapes
    /// the text itself then). `code` is the block's literal text.
    public func html(code: String, language: String) -> String? {
        guard let name = LanguageAliases.canonical(language) else { return nil }
        return html(code: code, canonicalName: name)
    }

    /// ``html(code:language:)`` for a language already made canonical.
    private func html(code: String, canonicalName name: String) -> String {
        let key = CacheKey(language: name, text: code)
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        lock.unlock()
        let bytes = Array(code.utf8)
        let html: String
        let keptKey = kept.map { _ in KeptBlocks.Key(language: name, hash: key.digest) }
        if let kept, let keptKey, let keptHTML = kept.html(keptKey, code: bytes) {
            html = keptHTML
        } else {
            let classes = bytes.count <= SyntaxHighlighter.maximumBytes ? SyntaxHighlighter.classes(of: bytes, language: name) : nil
            html = SyntaxHighlighter.render(bytes, classes: classes ?? [])
            if let kept, let keptKey { kept.add(keptKey, code: bytes, html: html) }
        }
        lock.lock()
        if cache.count >= SyntaxHighlighter.maximumCachedBlocks { cache.removeAll(keepingCapacity: true) }
        cache[key] = html
        lock.unlock()
        return html
    }

    /// Colours `blocks` (a fence's language word and the block's literal text) now, grouped by
    /// language, so that ``html(code:language:)`` finds them coloured. Blocks of one language in a row
    /// keep its grammar's tables in the processor's caches: colouring a page's blocks between the
    /// rest of its rendering cost far more a block. Unknown languages and blocks already coloured
    /// cost a lookup.
    public func colourAhead(_ blocks: [(language: String, code: String)]) {
        let known = blocks.compactMap { block in LanguageAliases.canonical(block.language).map { (name: $0, code: block.code) } }
        for block in known.sorted(by: { $0.name < $1.name }) { _ = html(code: block.code, canonicalName: block.name) }
    }

    /// The ``TokenClass`` raw value of each byte (0: none) for a canonical language name.
    static func classes(of bytes: [UInt8], language: String) -> [UInt8]? {
        switch language {
        case "diff": return LineColourer.diff(bytes)
        case "console": return LineColourer.console(bytes, shell: Grammar.named("bash").map { TreeColourer(grammar: $0) })
        case "mermaid": return mermaidClasses(bytes)
        default:
            guard let grammar = Grammar.named(language) else { return nil }
            return TreeColourer(grammar: grammar).classes(of: bytes)
        }
    }

    /// A diagram's source: its `---` front matter coloured as YAML, the rest by ``MermaidColourer``.
    static func mermaidClasses(_ bytes: [UInt8]) -> [UInt8]? {
        let split = LineColourer.frontMatterEnd(bytes)
        var classes = [UInt8](repeating: 0, count: split)
        if split > 0, let yaml = Grammar.named("yaml"), let front = TreeColourer(grammar: yaml).classes(of: Array(bytes[..<split])) {
            classes = front
        }
        classes += MermaidColourer.classes(of: Array(bytes[split...]))
        return classes
    }

    /// The ranges of each class, for the tests: (class, text) for every coloured run.
    static func runs(of code: String, language: String) -> [(TokenClass?, String)] {
        let bytes = Array(code.utf8)
        guard let name = LanguageAliases.canonical(language), let classes = classes(of: bytes, language: name) else {
            return [(nil, code)]
        }
        var result: [(TokenClass?, String)] = []
        var start = 0
        for index in 1...max(bytes.count, 1) where index == bytes.count || classes[index] != classes[start] {
            guard start < bytes.count else { break }
            let value = classes[start]
            result.append((value == 0 ? nil : TokenClass(rawValue: value), String(decoding: bytes[start..<index], as: UTF8.self)))
            start = index
        }
        return result
    }

    /// `<span class="hl-…">` by ``TokenClass`` raw value (empty where there is no such class).
    private static let openTags: [[UInt8]] = (0...255).map { value in
        guard let tokenClass = TokenClass(rawValue: UInt8(value)), tokenClass != .plain else { return [] }
        return Array("<span class=\"hl-\(tokenClass.cssName)\">".utf8)
    }
    private static let closeTag = Array("</span>".utf8)

    /// What each byte is written as: nil for itself, else its entity (`&`, `<`, `>`, `"`).
    private static let entities: [[UInt8]?] = (0...255).map { byte in
        switch UInt8(byte) {
        case UInt8(ascii: "&"): Array("&amp;".utf8)
        case UInt8(ascii: "<"): Array("&lt;".utf8)
        case UInt8(ascii: ">"): Array("&gt;".utf8)
        case UInt8(ascii: "\""): Array("&quot;".utf8)
        default: nil
        }
    }

    /// The block's HTML: each byte escaped, each run of one class (none for `plain`, never across a
    /// line break) in its `<span>`. Bytes that need no entity are copied a run at a time.
    ///
    /// Written through a raw buffer: appending each run and tag to an array (then decoding it) cost
    /// about 110 instructions a byte of code, most of it per append, as runs are a token long.
    static func render(_ bytes: [UInt8], classes: [UInt8]) -> String {
        let plain = TokenClass.plain.rawValue, newline = UInt8(ascii: "\n")
        // Read once: a static's lazy-initialisation check inside the loop showed in the profile.
        let entities = SyntaxHighlighter.entities, openTags = SyntaxHighlighter.openTags, closeTag = SyntaxHighlighter.closeTag
        let entityMask = SyntaxHighlighter.entityMask
        /// Whether `byte` is one ``entities`` escapes: one mask test, no table load.
        func needsEntity(_ byte: UInt8) -> Bool { byte < 64 && (UInt64(1) << UInt64(byte)) & entityMask != 0 }
        let count = bytes.count
        var out = ByteWriter(capacity: count + count / 2 + 64)
        defer { out.deallocate() }
        bytes.withUnsafeBufferPointer { bytes in
            classes.withUnsafeBufferPointer { classes in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { values in
                    // The class each byte is written in (0: none), in one pass the run loop then compares.
                    for index in 0..<count {
                        let value = index < classes.count ? classes[index] : 0
                        values[index] = value == plain || bytes[index] == newline ? 0 : value
                    }
                    var open: UInt8 = 0
                    var index = 0
                    while index < count {
                        let current = values[index]
                        if current != open {
                            if open != 0 { out.append(closeTag); open = 0 }
                            if current != 0, !openTags[Int(current)].isEmpty {
                                out.append(openTags[Int(current)])
                                open = current
                            }
                        }
                        if needsEntity(bytes[index]) {
                            out.append(entities[Int(bytes[index])]!)
                            index += 1
                            continue
                        }
                        var end = index + 1
                        while end < count, values[end] == current, !needsEntity(bytes[end]) { end += 1 }
                        out.append(UnsafeBufferPointer(rebasing: bytes[index..<end]))
                        index = end
                    }
                    if open != 0 { out.append(closeTag) }
                }
            }
        }
        return out.string
    }

    /// Bit `b` set for each byte `b` that ``entities`` escapes (all are below 64), made from that table so
    /// the two cannot disagree.
    private static let entityMask: UInt64 = {
        assert((64...255).allSatisfy { entities[$0] == nil }, "an escaped byte of 64 or more needs a wider mask")
        return (0..<64).reduce(0) { entities[$1] == nil ? $0 : $0 | UInt64(1) << UInt64($1) }
    }()

    /// A growing byte buffer written without the array's checks per append (``render(_:classes:)``).
    private struct ByteWriter {
        private var base: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private var count = 0

        init(capacity: Int) {
            self.capacity = max(capacity, 16)
            base = .allocate(capacity: self.capacity)
        }

        mutating func append(_ part: UnsafeBufferPointer<UInt8>) {
            if count + part.count > capacity {
                capacity = max(capacity * 2, count + part.count)
                let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
                grown.update(from: base, count: count)
                base.deallocate()
                base = grown
            }
            (base + count).update(from: part.baseAddress!, count: part.count)
            count += part.count
        }

        mutating func append(_ part: [UInt8]) { part.withUnsafeBufferPointer { append($0) } }

        /// The bytes written, as a string (they are valid UTF-8: the code's bytes and ASCII markup).
        var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }

        func deallocate() { base.deallocate() }
    }
}
