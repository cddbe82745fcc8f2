/// What a note says that only its own page and the generated pages (listings, feeds, tags,
/// licenses) show: the part of a ``PageSummary`` planning the site never reads.
///
/// Why a group of its own: a rebuild from the build cache takes ten thousand kept summaries, and
/// these twelve fields were most of the strings it decoded for pages it then reused as they were.
/// Kept together they stay as bytes in the cache (``KeptPageDetails``) until a page or a listing
/// asks for them.
struct PageDetails: Sendable {
    var firstH1: String?
    var firstH2: String?
    var summary: String
    var date: PageDate?
    var created: PageDate?
    var updated: PageDate?
    var authors: [String]
    var version: String?
    var copyright: String?
    var licenses: [License]
    var tags: [String]
    var categories: [String]
}
