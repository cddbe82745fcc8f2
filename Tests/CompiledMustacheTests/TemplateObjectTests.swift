import CompiledMustache
import Testing

@Suite("TemplateObject")
struct TemplateObjectTests {
    static let names = TemplateVocabulary((0..<40).map { "key\($0)" })

    @Test func lastValueWinsLikeADictionary() {
        let names = TemplateObjectTests.names
        let title = names.key(named: "key3")!
        var object = TemplateObject()
        object.append(title, .string("one"))
        object.append(title, .string("two"))
        object[name: "x-key", in: names] = .int(1)
        object[name: "x-key", in: names] = .int(2)
        guard case .string("two")? = object[title], case .int(2)? = object[name: "x-key", in: names] else {
            Issue.record("lookups")
            return
        }
        let any = object.anyValue(in: names)
        #expect(any["key3"] as? String == "two")
        #expect(any["x-key"] as? Int == 2)
        #expect(any.count == 2)
    }

    /// Keys appended in rising, falling and random ordinal order, again and again, past the size at
    /// which the object keeps its table: every lookup answers the last value set, absent keys nil.
    @Test(arguments: [0, 1, 2])
    func lookupsAgreeWithALastValueScan(order: Int) {
        var state: UInt64 = 11 + UInt64(order)
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(truncatingIfNeeded: state >> 33)
        }
        var object = TemplateObject()
        var expected: [Int: Int] = [:]
        for step in 0..<120 {
            let ordinal = order == 0 ? step % 40 : order == 1 ? 39 - step % 40 : next() % 40
            object.append(TemplateKey(ordinal: ordinal), .int(step))
            expected[ordinal] = step
            for probe in 0..<45 {
                let value: Int? = if case .int(let number)? = object[TemplateKey(ordinal: probe)] { number } else { nil }
                #expect(value == expected[probe], "after \(step + 1) appends, key \(probe)")
            }
        }
    }

    /// A vocabulary name set by name lands on its key, as a compiled tag resolves it.
    @Test func namesResolveThroughTheVocabulary() {
        let names = TemplateObjectTests.names
        #expect(names.resolve("key7") == .known(TemplateKey(ordinal: 7)))
        #expect(names.resolve("mood") == .custom("mood"))
        #expect(names.name(of: TemplateKey(ordinal: 39)) == "key39")
        var object = TemplateObject()
        object[name: "key7", in: names] = .bool(true)
        guard case .bool(true)? = object[TemplateKey(ordinal: 7)] else { Issue.record("key7 by name"); return }
        #expect(object.custom.isEmpty)
    }

    /// Big objects (indexed) and small ones (scanned) answer alike, duplicates and replacements included.
    @Test func indexedLookupsMatchScans() {
        let names = TemplateObjectTests.names
        let keys = (0..<40).map { TemplateKey(ordinal: $0) }
        for size in [1, 7, 8, 9, 40] {
            var object = TemplateObject()
            // Appended in reverse too, so the index grows past its first size.
            for (index, key) in keys.prefix(size).reversed().enumerated() { object.append(key, .int(index)) }
            object.append(keys[0], .int(-1))
            object[keys[min(3, size - 1)]] = .int(-3)
            object[keys[min(5, size - 1)]] = nil
            let any = object.anyValue(in: names)
            for key in keys {
                let viaIndex: Int? = if case .int(let number)? = object[key] { number } else { nil }
                #expect(viaIndex == any[names.name(of: key)] as? Int, "\(size) \(key)")
            }
            #expect(any["key0"] as? Int == -1 || size <= 5)
        }
    }

    /// Objects are values: changing a copy leaves the original as it was.
    @Test func copiesAreIndependent() {
        let names = TemplateObjectTests.names
        var original = TemplateObject()
        for ordinal in 0..<10 { original.append(TemplateKey(ordinal: ordinal), .string("v\(ordinal)")) }
        original[name: "mood", in: names] = .string("calm")
        var copy = original
        copy.append(TemplateKey(ordinal: 0), .string("changed"))
        copy[TemplateKey(ordinal: 1)] = nil
        copy[name: "mood", in: names] = .string("loud")
        #expect(original.anyValue(in: names)["key0"] as? String == "v0")
        #expect(original.anyValue(in: names)["key1"] as? String == "v1")
        #expect(original.anyValue(in: names)["mood"] as? String == "calm")
        #expect(copy.anyValue(in: names)["key0"] as? String == "changed")
        #expect(copy.anyValue(in: names)["key1"] == nil)
        #expect(copy.anyValue(in: names)["mood"] as? String == "loud")
    }

    @Test func plainValuesConvert() {
        let names = TemplateObjectTests.names
        #expect(TemplateValue(any: 1.5, in: names) == nil)
        #expect(TemplateValue(any: ["a": [1, 2]] as [String: Any], in: names) != nil)
        #expect(TemplateValue(any: ["a": [1.5]] as [String: Any], in: names) == nil)
        let lazy = TemplateValue.lazyList(TemplateList(count: 2) { [.int(1), .int(2)] })
        #expect(lazy.listCount == 2)
        #expect((lazy.anyValue(in: names) as? [Any])?.compactMap { $0 as? Int } == [1, 2])
    }
}
