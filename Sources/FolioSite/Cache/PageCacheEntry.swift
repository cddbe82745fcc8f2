// Why a box: an entry (its files, its record with diagnostics, links and search terms, its anchors)
// is copied several times per page and build — into the cache's map, out of it for the reuse check,
// into the build state — and a copy of a plain struct retains each of its arrays and strings. Boxed,
// a copy retains one object, a write copies the box only when it is shared, and two entries sharing
// a box are equal without comparing their fields (a reused page's entry is the one read).

extension PageCache {
    /// One page as the last build left it.
    struct Entry: Sendable, Equatable {
        var key: CacheDigest
        private var storage: Storage

        init(key: CacheDigest, outputPath: String, files: [KeptFile], record: BuildState.PageRecord, anchors: PageAnchorList) {
            self.key = key
            storage = Storage(outputPath: outputPath, files: files, record: record, anchors: anchors)
        }

        var outputPath: String {
            _read { yield storage.outputPath }
            _modify { yield &unique().outputPath }
        }
        /// Every file the page wrote (the page, and its `.gz`/`.br` siblings), with its stamp.
        var files: [KeptFile] {
            _read { yield storage.files }
            _modify { yield &unique().files }
        }
        var record: BuildState.PageRecord {
            _read { yield storage.record }
            _modify { yield &unique().record }
        }
        var anchors: PageAnchorList {
            _read { yield storage.anchors }
            _modify { yield &unique().anchors }
        }

        static func == (left: Entry, right: Entry) -> Bool {
            guard left.key == right.key else { return false }
            if left.storage === right.storage { return true }
            return left.outputPath == right.outputPath && left.files == right.files && left.record == right.record
                && left.anchors == right.anchors
        }

        private mutating func unique() -> Storage {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(outputPath: storage.outputPath, files: storage.files, record: storage.record, anchors: storage.anchors)
            }
            return storage
        }

        /// The fields behind the box; written only through ``unique()``.
        private final class Storage: @unchecked Sendable {
            var outputPath: String
            var files: [KeptFile]
            var record: BuildState.PageRecord
            var anchors: PageAnchorList

            init(outputPath: String, files: [KeptFile], record: BuildState.PageRecord, anchors: PageAnchorList) {
                self.outputPath = outputPath
                self.files = files
                self.record = record
                self.anchors = anchors
            }
        }
    }
}
