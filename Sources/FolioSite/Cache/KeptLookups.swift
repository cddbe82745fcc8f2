import Mermaid
#if canImport(Glibc)
import Glibc
#endif

// Why: a kept body (``KeptBody``) is taken by a later `folio build` while its key holds, and that key
// joins every page's place, so a note added, deleted or renamed made every page render again: 90% of a
// cold build at 10,000 notes for one new note. Yet a page's rendered Markdown depends on the other pages
// only through what it looked up in the plan (``SiteLookups``), the rule `folio serve` already uses for
// the bodies it keeps in memory. So the cache also keeps, for each kept body, what its rendering looked up
// and a digest of the answers it got (`lookups.cache`, beside `pages.cache`); a build in which the places
// moved takes a kept body whose own inputs are the same and whose lookups still give those answers.

/// What each kept body's rendering looked up in the site plan, as the build cache keeps it.
enum KeptLookups {
    static let fileName = "lookups.cache"
    static let magic = Array("FOLIO-KEPT-LOOKUPS\n".utf8)
    static let format: UInt32 = 2

    /// One page's lookups: the kept body they belong to, the body key it was rendered under, the digest of
    /// the answers and the questions (kept encoded: most builds never ask).
    struct Entry: Sendable, Equatable {
        /// ``KeptBody/key`` of the kept body these lookups were recorded for.
        var tie: CacheDigest
        /// The page's body key (``PageKeys/bodies``) when it was rendered.
        var bodyKey: CacheDigest
        /// ``answers(to:in:)`` as the rendering got them.
        var answers: CacheDigest
        /// The questions: a count, then a kind byte and a string each (``questions(of:)``).
        var questions: ArraySlice<UInt8>

        /// The same lookups recorded for another kept body of the same rendering (a body taken again
        /// and written into a new page file records a new ``KeptBody/key``).
        func tied(to key: CacheDigest) -> Entry {
            var entry = self
            entry.tie = key
            return entry
        }

        /// True when `plan` answers every question as the rendering was answered.
        func holds(in plan: SitePlan) -> Bool {
            var reader = CacheByteReader(bytes: questions)
            var builder = CacheKeyBuilder(capacity: 256)
            do {
                for _ in 0..<(try reader.count(minimumBytes: 5)) {
                    let kind = try reader.byte(), name = try reader.string()
                    switch kind {
                    case Self.target: Self.add(plan.target(contentPath: name), to: &builder)
                    case Self.post: Self.add(plan.page(postName: name)?.outputPath, to: &builder)
                    case Self.wikiLink:
                        // The question is the note's folder and a `/`, a NUL, then the target (``SiteLookups/WikiLinkLookup/question``).
                        guard let nul = name.utf8.firstIndex(of: 0) else { return false }
                        let source = String(name[..<nul]) + "_", target = String(name[name.utf8.index(after: nul)...])
                        Self.add(SiteLookups.answer(plan.wikiLinkTargets.resolve(target, from: source, in: plan)), to: &builder)
                    default: return false
                    }
                }
                return reader.isAtEnd && builder.digest == answers
            } catch {
                return false
            }
        }

        /// The entry of a rendering that recorded `lookups`.
        init(tie: CacheDigest, bodyKey: CacheDigest, lookups: SiteLookups) {
            var questions = CacheByteWriter()
            var builder = CacheKeyBuilder(capacity: 256)
            questions.u32(UInt32(lookups.targets.count + lookups.posts.count + lookups.wikiLinks.count))
            for lookup in lookups.targets {
                questions.bytes.append(Self.target)
                questions.string(lookup.contentPath)
                Self.add(lookup.target, to: &builder)
            }
            for lookup in lookups.posts {
                questions.bytes.append(Self.post)
                questions.string(lookup.name)
                Self.add(lookup.outputPath, to: &builder)
            }
            for lookup in lookups.wikiLinks {
                questions.bytes.append(Self.wikiLink)
                questions.string(lookup.question)
                Self.add(lookup.answer, to: &builder)
            }
            self.init(tie: tie, bodyKey: bodyKey, answers: builder.digest, questions: questions.bytes[...])
        }

        init(tie: CacheDigest, bodyKey: CacheDigest, answers: CacheDigest, questions: ArraySlice<UInt8>) {
            self.tie = tie
            self.bodyKey = bodyKey
            self.answers = answers
            self.questions = questions
        }

        private static let target: UInt8 = 0, post: UInt8 = 1, wikiLink: UInt8 = 2

        // The lookups are asked in the order recorded (targets, posts, then wikilinks), so each answer is
        // added after its kind: a target's output, an asset's, a miss; a post's output or none; the paths
        // a wikilink named or none.
        private static func add(_ target: SitePlan.Target, to builder: inout CacheKeyBuilder) {
            switch target {
            case .page(let output): builder.add("p"); builder.add(output)
            case .asset(let output): builder.add("a"); builder.add(output)
            case .missing: builder.add("m")
            case .draft: builder.add("d")
            }
        }

        private static func add(_ output: String?, to builder: inout CacheKeyBuilder) {
            if let output { builder.add("o"); builder.add(output) } else { builder.add("n") }
        }

        private static func add(_ paths: [String]?, to builder: inout CacheKeyBuilder) {
            guard let paths else { return builder.add("n") }
            builder.add("w\(paths.count)")
            for path in paths { builder.add(path) }
        }
    }

    /// The entries to keep after a build, in the order of its pages: each rendered page's (recorded as it
    /// was written, ``RenderedPage/keptLookups``), and each page reused whole (`reused`, as `pages`) its
    /// entry as `kept` (its kept body is unchanged, so its entry's tie still names it).
    static func gather(pages: [PageSummary], rendered: some Sequence<(Int, RenderedPage)>, reused: [PageCache.Entry?]?,
                       kept: [String: Entry]) -> [(source: String, entry: Entry)] {
        var slots = [Entry?](repeating: nil, count: pages.count)
        for (index, page) in rendered { slots[index] = page.keptLookups }
        if let reused, !kept.isEmpty {
            for index in pages.indices where reused[index] != nil { slots[index] = kept[pages[index].sourcePath] }
        }
        return pages.indices.compactMap { index in slots[index].map { (pages[index].sourcePath, $0) } }
    }

    /// The file's bytes: the magic line, the format, the owner, then each page's source path and entry,
    /// sealed with a digest of everything before it.
    static func encode(_ entries: [(source: String, entry: Entry)], owner: PageCache.Owner) -> [UInt8] {
        var out = CacheByteWriter()
        out.bytes.reserveCapacity(64 + entries.reduce(0) { $0 + $1.source.utf8.count + $1.entry.questions.count + 56 })
        out.bytes.append(contentsOf: magic)
        out.u32(format)
        out.string(owner.identity)
        out.string(owner.content)
        out.string(owner.output)
        out.u32(UInt32(entries.count))
        for (source, entry) in entries {
            out.string(source)
            out.digest(entry.tie)
            out.digest(entry.bodyKey)
            out.digest(entry.answers)
            out.lengthPrefixed(kept: entry.questions) { _ in }
        }
        out.sealWithDigest()
        return out.bytes
    }

    /// The entries of a file ``encode(_:owner:)`` wrote for `owner`, by source path; throws a refusal
    /// (why) for a file that is damaged, of another format, or another build's or site's.
    static func decode(_ bytes: [UInt8], owner: PageCache.Owner) throws -> [String: Entry] {
        var reader = try CacheByteReader(sealed: bytes, magic: magic, kind: "kept lookups")
        let fileFormat = try reader.u32()
        guard fileFormat == format else { throw CacheFileRefusal(description: "format \(fileFormat), expected \(format)") }
        guard try reader.string() == owner.identity else { throw CacheFileRefusal(description: "written by another Folio build") }
        guard try reader.string() == owner.content, try reader.string() == owner.output else {
            throw CacheFileRefusal(description: "written for another site")
        }
        let count = try reader.count(minimumBytes: 56)
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let source = try reader.string()
            let tie = try reader.digest(), bodyKey = try reader.digest(), answers = try reader.digest()
            entries[source] = Entry(tie: tie, bodyKey: bodyKey, answers: answers, questions: try reader.take(Int(try reader.u32())))
        }
        guard reader.isAtEnd else { throw CacheFileRefusal(description: "damaged (bytes after the last entry)") }
        return entries
    }

    /// The kept entries in `directory` for `owner`; empty when there is no usable file (a cache
    /// without it only renders more).
    static func read(directory: String, owner: PageCache.Owner) -> [String: Entry] {
        guard let bytes = PageLoader.readBytes(directory + "/" + fileName) else { return [:] }
        return (try? decode(bytes, owner: owner)) ?? [:]
    }

    /// Writes `entries` whole (or removes the file when that fails: a stale file is harmless, as each
    /// entry is tied to its kept body, but not worth keeping).
    static func write(_ entries: [(source: String, entry: Entry)], directory: String, owner: PageCache.Owner) {
        let path = directory + "/" + fileName
        do {
            try ReplacedCacheFile.write(encode(entries, owner: owner), to: path)
        } catch {
            unlink(path)
        }
    }
}
