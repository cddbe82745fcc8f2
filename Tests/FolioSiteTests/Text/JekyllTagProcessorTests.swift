import Testing
@testable import FolioSite

@Suite("Jekyll tags")
struct JekyllTagProcessorTests {
    let processor = JekyllTagProcessor { name in name == "2021-05-11-known" ? "known.html" : nil }

    @Test func postURLResolvesOrWarns() {
        let (text, findings) = processor.process("[a]({% post_url 2021-05-11-known %}) [b]({% post_url missing %})")
        #expect(text == "[a](known.html) [b]({% post_url missing %})")
        #expect(findings.count == 1)
        #expect(findings[0].column == 42)
        #expect(findings[0].message.contains("missing"))
    }

    @Test func gistBecomesALinkAndOthersStay() {
        let (text, findings) = processor.process("x\n{% gist e34b4cf5 %}\n{% highlight swift %}")
        #expect(text == "x\n[View the gist e34b4cf5 on GitHub](https://gist.github.com/e34b4cf5)\n{% highlight swift %}")
        #expect(findings.map(\.line) == [3])
    }

    /// The fuzzer's find of stop 101: in `{%}` the closing `%}` shares the opening's `%`, and reading the
    /// tag between them trapped (the whole build ended with SIGILL).
    @Test func aClosingThatSharesTheOpeningsPercentIsNoTag() {
        for line in ["{%}", "a {%} b {% gist x %}", "{%}%}", "{%%}"] {
            let (text, _) = processor.process(line)
            #expect(text.hasPrefix(line.hasPrefix("a") ? "a {%} b" : "{%"), "\(line)")
        }
        #expect(processor.process("{%}%}").0 == "{%}%}", "the tag `{%}%}` is empty: left as written")
    }

    @Test func codeIsLeftAlone() {
        let source = "`{% gist a %}`\n```\n{% gist b %}\n```\n    {% still code? %}"
        let (text, findings) = processor.process(source)
        #expect(text.hasPrefix("`{% gist a %}`\n```\n{% gist b %}\n```"))
        #expect(findings.count <= 1)
    }
}
