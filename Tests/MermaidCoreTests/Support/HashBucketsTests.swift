// Why: HashBuckets replaced Dictionary and Set in the process-wide memos (to spare a runtime conformance
// scan per key type); these hold it to a Dictionary's answers, with colliding hashes and growth, and
// hold the memos built on it to their results.
import Testing
@testable import MermaidCore

@Suite struct HashBucketsTests {
    /// A key whose hash is chosen, so that keys collide on purpose.
    struct Colliding: Hashable {
        var name: String
        var bucket: Int
        func hash(into hasher: inout Hasher) { hasher.combine(bucket) }
    }

    @Test func answersAsADictionaryThroughGrowthAndCollisions() {
        var buckets = HashBuckets<Colliding, Int>()
        var reference: [Colliding: Int] = [:]
        #expect(buckets[Colliding(name: "none", bucket: 0)] == nil)
        for i in 0..<300 {
            let key = Colliding(name: "k\(i % 120)", bucket: i % 7)  // 120 names, seven hashes
            buckets.set(i, for: key)
            reference[key] = i
            #expect(buckets.count == reference.count)
        }
        for i in 0..<130 {
            for bucket in 0..<7 {
                let key = Colliding(name: "k\(i)", bucket: bucket)
                #expect(buckets[key] == reference[key], "key k\(i) in bucket \(bucket)")
            }
        }
        buckets.removeAll()
        #expect(buckets.count == 0)
        #expect(buckets[Colliding(name: "k1", bucket: 1)] == nil)
        buckets.set(5, for: Colliding(name: "k1", bucket: 1))
        #expect(buckets[Colliding(name: "k1", bucket: 1)] == 5)
    }

    @Test func keysOfArraysAndStringsMatchByValue() {
        var buckets = HashBuckets<[String], String>()
        buckets.set("a", for: ["x", "y"])
        buckets.set("b", for: ["x"])
        buckets.set("c", for: [])
        #expect(buckets[["x", "y"]] == "a")
        #expect(buckets[["x"]] == "b")
        #expect(buckets[[]] == "c")
        #expect(buckets[["y", "x"]] == nil)
        buckets.set("d", for: ["x", "y"])
        #expect(buckets[["x", "y"]] == "d")
        #expect(buckets.count == 3)
    }

    @Test func aBoundedMemoComputesEachKeyOnceAndStartsAgainWhenFull() {
        let memo = BoundedMemo<Colliding, Int>(capacity: 4)
        var computed = 0
        func value(_ name: String) -> Int {
            memo.value(for: Colliding(name: name, bucket: 0)) { computed += 1; return name.count }
        }
        #expect(value("ab") == 2)
        #expect(value("ab") == 2)
        #expect(computed == 1)
        for name in ["c", "dd", "eee"] { _ = value(name) }
        #expect(computed == 4)
        _ = value("ffff")  // a fifth key: the memo starts again empty
        _ = value("ab")
        #expect(computed == 6)
    }
}
