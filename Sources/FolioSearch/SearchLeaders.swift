// Why: the first result of a word being typed is the best page of one of the stems its shard holds
// (a page's score for one word is its best stem's weight times that stem's factor, so the page
// ranked first is some stem's best page). Until now that result waited for a second round of
// loading, its block's heads file, after the shard itself (10,000 notes, a busy machine: the
// keystroke that starts matching a prefix took 31–65 ms to its first result; 17–38 ms without that
// round). So each term shard ends with the URL and title of every one of its stems' best pages, and
// `search.js` shows the first result from them while the heads of the rest load. About 3 KB a shard
// at 10,000 notes (an eighth of its bytes).

/// The `folioSearch.leaders(…)` statement that ends a term shard.
package enum SearchLeaders {
    /// The best page of a posting list ((document, weight) pairs in document order): the highest
    /// weight, the first such page on a tie (as `search.js` ranks: score, then site order).
    package static func top(of list: [UInt32]) -> UInt32 {
        var best: UInt32 = 0, weight: UInt32 = 0
        var i = 0
        while i + 1 < list.count {
            if list[i + 1] > weight {
                weight = list[i + 1]
                best = list[i]
            }
            i += 2
        }
        return best
    }

    /// `folioSearch.leaders({"<document>":["<url>","<title>"],…});` for the documents `tops` (any
    /// order, repeats allowed), in document order; `head(document)` gives a document's URL and title.
    package static func statement(tops: [UInt32], head: (Int) -> (url: String, title: String)) -> [UInt8] {
        var js = JavaScriptLiteral(capacity: 64 + tops.count * 64)
        js.raw("folioSearch.leaders({")
        var previous: UInt32?
        for document in tops.sorted() where document != previous {
            if previous != nil { js.raw(44) }
            previous = document
            js.raw(34)
            js.number(document)
            js.raw("\":[")
            let (url, title) = head(Int(document))
            js.string(url)
            js.raw(44)
            js.string(title)
            js.raw(93)
        }
        js.raw("});\n")
        return js.bytes
    }
}
