// Why: which width table measures a label depends on reading the CSS family list right; a name that
// kept a quote would fall through to another face and change every width.
import Testing
@testable import MermaidCore

@Suite struct FontFaceTests {
    @Test func familiesAreUnquotedAndTrimmed() {
        #expect(FontFace.families(in: "\"trebuchet ms\", verdana, arial, sans-serif")
                == ["trebuchet ms", "verdana", "arial", "sans-serif"])
        #expect(FontFace.families(in: " 'Liberation Sans' ,\"\" , ''x'' ,,\"DejaVu Sans\"") == ["Liberation Sans", "x", "DejaVu Sans"])
        #expect(FontFace.families(in: "\"a\"b\"") == ["a\"b"])
        #expect(FontFace.families(in: "") == [])
    }

    @Test func resolvesLikeChromiumOnDebian() {
        #expect(FontFace.resolve("\"trebuchet ms\", verdana, arial, sans-serif") == .liberationSans)
        #expect(FontFace.resolve("verdana") == .dejaVuSans)
        #expect(FontFace.resolve("'Courier New', monospace") == .dejaVuSansMono)
    }
}
