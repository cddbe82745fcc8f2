// Why: a block's section texts are compressed before they reach the page, so they never meet the
// script parser, and the browser reads them back from the decompressed string. Written as JSON they
// had to be escaped first (every text scanned a second time, about 5% of what search adds to a build);
// the extractor never leaves a tab or a line feed in a text (it turns every run of white space into
// one space), so those two bytes can separate texts and pages with nothing escaped at all.
import Foundation

/// The plain form of a text block, which `search.js` tells from JSON by its first byte.
package enum SearchTextBlock {
    /// Separates two pages' texts, and starts the block (JSON never starts with it).
    package static let pageSeparator: UInt8 = 0x09
    /// Separates two sections' texts of one page.
    package static let sectionSeparator: UInt8 = 0x0A

    /// Each page's section texts joined by line feeds, each page after a tab; nil when a
    /// text holds either byte (the block is then written as JSON). `search.js` reads it back with
    /// `slice(1).split("\t")` and `split("\n")`: a page without sections reads as one empty text,
    /// which no result points into.
    package static func plain(_ documents: ArraySlice<SearchDocument>) -> [UInt8]? {
        let total = documents.reduce(1) { sum, document in
            document.sections.reduce(sum + 1) { $0 + $1.text.utf8.count + 1 }
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for document in documents {
            bytes.append(pageSeparator)
            for (index, section) in document.sections.enumerated() {
                if index > 0 { bytes.append(sectionSeparator) }
                var text = section.text
                let clean = text.withUTF8 { utf8 -> Bool in
                    guard let base = utf8.baseAddress, utf8.count > 0 else { return true }
                    if memchr(base, Int32(pageSeparator), utf8.count) != nil
                        || memchr(base, Int32(sectionSeparator), utf8.count) != nil { return false }
                    bytes.append(contentsOf: utf8)
                    return true
                }
                if !clean { return nil }
            }
        }
        return bytes
    }
}
