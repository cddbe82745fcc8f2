import Testing
@testable import FolioSite

@Suite("Licenses")
struct LicenseExpressionTests {
    @Test func seedStyleDualLicense() {
        let (licenses, unknown) = LicenseExpression.parse(["MIT, CC BY 4.0"])
        #expect(licenses.map(\.id) == ["MIT", "CC-BY-4.0"])
        #expect(licenses[1].name == "Creative Commons Attribution 4.0 International")
        #expect(licenses[1].url == "https://creativecommons.org/licenses/by/4.0/")
        #expect(unknown.isEmpty)
    }

    @Test func spellingsAndOperators() {
        let (licenses, _) = LicenseExpression.parse(["Apache License 2.0 OR mit license", "cc-by-sa-4.0", "GPLv3"])
        #expect(licenses.map(\.id) == ["Apache-2.0", "MIT", "CC-BY-SA-4.0", "GPL-3.0-only"])
        let (list, _) = LicenseExpression.parse(["(MIT AND BSD-3-Clause)", "MIT"])
        #expect(list.map(\.id) == ["MIT", "BSD-3-Clause"], "duplicates removed")
    }

    @Test func unknownKeptVerbatim() {
        let (licenses, unknown) = LicenseExpression.parse(["MIT, Foo Public License"])
        #expect(unknown == ["Foo Public License"])
        #expect(licenses.last == License(id: "Foo Public License", name: "Foo Public License", url: nil))
        #expect(licenses.last?.isKnown == false)
    }
}
