import Testing
@testable import FolioSite

@Suite("TemplateValue")
struct TemplateValueTests {
    @Test func lastValueWinsLikeADictionary() {
        var object = TemplateObject()
        object.append(.title, .string("one"))
        object.append(.title, .string("two"))
        object[name: "x-key"] = .int(1)
        object[name: "x-key"] = .int(2)
        guard case .string("two")? = object[.title], case .int(2)? = object[name: "x-key"] else {
            Issue.record("lookups")
            return
        }
        let any = object.anyValue
        #expect(any["title"] as? String == "two")
        #expect(any["x-key"] as? Int == 2)
        #expect(any.count == 2)
    }

    @Test func frontMatterValuesKeepTheirShape() {
        let value = TemplateValue(FrontMatterValue.map([("title", .string("T")), ("list", .list([.string("a"), .null])),
                                                        ("custom", .string("c")), ("custom", .string("d"))]))
        let any = value.anyValue as? [String: Any]
        #expect(any?["title"] as? String == "T")
        #expect((any?["list"] as? [Any])?.compactMap { $0 as? String } == ["a", ""])
        #expect(any?["custom"] as? String == "d")
    }

    @Test func lazyListsBecomeObjects() {
        let toc = TemplateValue.tocEntries([.init(id: "x", text: "X", level: 3)]).anyValue as? [Any]
        let entry = toc?.first as? [String: Any]
        #expect(entry?["id"] as? String == "x")
        #expect(entry?["isSub"] as? Bool == true)
        #expect(entry?["level"] as? Int == 3)
        let licenses = TemplateValue.licenses([License(id: "Odd", name: "Odd", url: nil)]).anyValue as? [Any]
        let license = licenses?.first as? [String: Any]
        #expect(license?["url"] as? String == "")
        #expect(license?["known"] as? Bool == false)
    }

    @Test func plainValuesConvert() {
        #expect(TemplateValue(any: 1.5) == nil)
        #expect(TemplateValue(any: ["a": [1, 2]] as [String: Any]) != nil)
        #expect(TemplateValue(any: ["a": [1.5]] as [String: Any]) == nil)
    }

    /// Front matter keys that are also Folio's names resolve to the same key as compiled tags.
    @Test func namesResolveOnce() {
        #expect(TemplateName("title") == .known(.title))
        #expect(TemplateName("mood") == .custom("mood"))
        #expect(TemplateKey.byName.count == TemplateKey.allCases.count)
    }
}

@Suite("TemplateObject index")
struct TemplateObjectIndexTests {
    @Test func ordinalsAreDeclarationOrder() {
        #expect(MemoryLayout<TemplateKey>.size == 1)
        for (offset, key) in TemplateKey.allCases.enumerated() { #expect(key.ordinal == offset, "\(key)") }
    }

    /// Big objects (indexed) and small ones (scanned) answer alike, duplicates and replacements included.
    @Test func indexedLookupsMatchScans() {
        let keys = Array(TemplateKey.allCases.prefix(40))
        for size in [1, 7, 8, 9, 40] {
            var object = TemplateObject()
            for (index, key) in keys.prefix(size).enumerated() { object.append(key, .int(index)) }
            object.append(keys[0], .int(-1))
            object[keys[min(3, size - 1)]] = .int(-3)
            object[keys[min(5, size - 1)]] = nil
            let any = object.anyValue
            for key in TemplateKey.allCases {
                let viaIndex: Int? = if case .int(let number)? = object[key] { number } else { nil }
                #expect(viaIndex == any[key.rawValue] as? Int, "\(size) \(key)")
            }
            #expect(any[keys[0].rawValue] as? Int == -1 || size <= 5)
        }
    }
}

@Suite("TemplateObject copies")
struct TemplateObjectCopyTests {
    /// Objects are values: changing a copy leaves the original as it was.
    @Test func copiesAreIndependent() {
        var original = TemplateObject()
        for key in TemplateKey.allCases.prefix(10) { original.append(key, .string(key.rawValue)) }
        original[name: "mood"] = .string("calm")
        var copy = original
        copy.append(.site, .string("changed"))
        copy[.title] = nil
        copy[name: "mood"] = .string("loud")
        #expect(original.anyValue["site"] as? String == "site")
        #expect(original.anyValue["title"] as? String == "title")
        #expect(original.anyValue["mood"] as? String == "calm")
        #expect(copy.anyValue["site"] as? String == "changed")
        #expect(copy.anyValue["title"] == nil)
        #expect(copy.anyValue["mood"] as? String == "loud")
    }
}
