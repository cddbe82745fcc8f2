import Mermaid

/// A kept summary's details (``PageDetails``) as the build cache holds them: their encoded bytes,
/// taken whole when read (the file's digest vouches for them, see ``KeptFrontMatter``), decoded only
/// when something asks.
///
/// Why: see ``PageDetails``. A reused page's details are asked for only when the generated pages are
/// made again or the page is rendered again; both decode each summary once
/// (``PageSummary/decodeKept()``) before their passes, so a summary is never decoded per field.
/// A summary written back to the cache copies the bytes as they are.
struct KeptPageDetails: Sendable {
    /// The encoded details (``CacheByteWriter/pageDetails(of:)``).
    let bytes: ArraySlice<UInt8>

    /// The details the bytes hold.
    var decoded: PageDetails {
        var reader = CacheByteReader(bytes: bytes)
        // Bytes of a file that matched its digest decode; if they ever did not, the page would lose its
        // details, never the build.
        guard let details = try? reader.pageDetails(), reader.isAtEnd else {
            return PageDetails(firstH1: nil, firstH2: nil, summary: "", date: nil, created: nil, updated: nil, authors: [],
                               version: nil, copyright: nil, licenses: [], tags: [], categories: [])
        }
        return details
    }
}

extension CacheByteWriter {
    /// A summary's details: their byte length, then the fields (copied as read when the summary came
    /// from the cache with its details undecoded).
    mutating func pageDetails(of page: PageSummary) {
        lengthPrefixed(kept: page.keptDetails?.bytes) { out in
            out.optionalString(page.firstH1)
            out.optionalString(page.firstH2)
            out.string(page.summary)
            for date in [page.date, page.created, page.updated] { out.optionalString(date?.original) }
            out.strings(page.authors)
            out.optionalString(page.version)
            out.optionalString(page.copyright)
            out.u32(UInt32(page.licenses.count))
            for license in page.licenses {
                out.string(license.id)
                out.string(license.name)
                out.optionalString(license.url)
            }
            out.strings(page.tags)
            out.strings(page.categories)
        }
    }
}

extension CacheByteReader {
    /// Details as ``CacheByteWriter/pageDetails(of:)`` wrote them, taken whole: the cache file's digest
    /// vouches for their bytes (as for ``KeptFrontMatter``).
    mutating func keptPageDetails() throws -> KeptPageDetails {
        KeptPageDetails(bytes: try take(Int(try u32())))
    }

    /// The fields of ``keptPageDetails()``'s bytes.
    mutating func pageDetails() throws -> PageDetails {
        let firstH1 = try optionalString(), firstH2 = try optionalString()
        let summary = try string()
        let date = try pageDate(), created = try pageDate(), updated = try pageDate()
        let authors = try strings()
        let version = try optionalString(), copyright = try optionalString()
        let licenseCount = try count(minimumBytes: 9)
        var licenses: [License] = []
        licenses.reserveCapacity(licenseCount)
        for _ in 0..<licenseCount { licenses.append(License(id: try string(), name: try string(), url: try optionalString())) }
        return PageDetails(firstH1: firstH1, firstH2: firstH2, summary: summary, date: date, created: created, updated: updated,
                           authors: authors, version: version, copyright: copyright, licenses: licenses,
                           tags: try strings(), categories: try strings())
    }

    /// A date as its original text (nil when none), parsed again as the loader parsed it.
    private mutating func pageDate() throws -> PageDate? {
        guard let original = try optionalString() else { return nil }
        guard let date = PageDate(original) else { throw CacheFileRefusal(description: "damaged (a date)") }
        return date
    }
}
