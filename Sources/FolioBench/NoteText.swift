/// The Markdown building blocks of one synthetic note, drawn from a seeded generator.
///
/// The vocabulary is technical on purpose, so the text looks like the notes Folio publishes (code
/// spans, type names, links between notes) and exercises the same parser paths.
struct NoteText {
    var rng: SeededGenerator
    let notes: Int
    let index: Int

    static let authors = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra",
                          "Barbara Liskov", "Donald Knuth", "Margaret Hamilton", "Ken Thompson"]

    static let words = """
    view model state binding layout renderer parser token stream buffer cache index layer graph node edge \
    cluster rank order position route label theme colour palette font metric width height margin padding \
    module target package product library framework protocol extension closure actor task queue thread \
    lock signal event handler delegate coordinator controller router request response header body \
    document section heading paragraph list table cell column row block inline link image anchor slug \
    template partial layout base page index archive feed sitemap licence author version copyright \
    diagram flowchart sequence class state entity journey timeline pie chart axis legend marker arrow \
    simple fast small clear stable careful deterministic atomic lazy eager strict lenient safe pure \
    builds parses renders writes reads checks walks rewrites measures sorts merges splits keeps drops \
    the a an of to in for with on by from into over under between through after before while when
    """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    static let typeNames = ["NoteBuilder", "PageModel", "FrontMatter", "LicenseExpression", "SiteWriter",
                            "TemplateSet", "ThemeAssets", "DiagramFigure", "HeadingSlugger", "LinkChecker",
                            "LayeredLayout", "SequenceColumns", "TextMeasurer", "RenderOptions"]

    mutating func word() -> String { rng.pick(Self.words) }

    mutating func words(_ count: Int) -> String {
        (0..<count).map { _ in word() }.joined(separator: " ")
    }

    mutating func capitalised(_ text: String) -> String {
        text.prefix(1).uppercased() + text.dropFirst()
    }

    mutating func title() -> String {
        capitalised(words(rng.within(3...6))) + " \(index)"
    }

    mutating func heading() -> String { capitalised(words(rng.within(2...5))) }

    mutating func noteLink() -> String {
        let target = rng.below(notes)
        let path = "../" + SyntheticSite.relativePath(of: target)
        return "[\(capitalised(words(2))) \(target)](\(path))"
    }

    mutating func sentence() -> String {
        var parts: [String] = []
        for _ in 0..<rng.within(2...4) {
            switch rng.below(9) {
            case 0: parts.append("`\(rng.pick(Self.typeNames))`")
            case 1: parts.append("**\(words(2))**")
            case 2: parts.append("*\(words(rng.within(1...3)))*")
            case 3: parts.append(noteLink())
            case 4: parts.append("~~\(word())~~")
            default: parts.append(words(rng.within(3...7)))
            }
        }
        return capitalised(parts.joined(separator: " ")) + "."
    }

    mutating func paragraph(sentences: Int) -> String {
        (0..<sentences).map { _ in sentence() }.joined(separator: " ")
    }

    mutating func bulletList() -> String {
        var out = ""
        for _ in 0..<rng.within(3...6) {
            out += "- " + sentence() + "\n"
            if rng.below(3) == 0 {
                for _ in 0..<rng.within(1...3) { out += "  - " + sentence() + "\n" }
            }
        }
        return out + "\n"
    }

    mutating func orderedList() -> String {
        var out = ""
        for number in 1...rng.within(3...6) { out += "\(number). " + sentence() + "\n" }
        return out + "\n"
    }

    mutating func taskList() -> String {
        var out = ""
        for _ in 0..<rng.within(3...5) { out += "- [\(rng.below(2) == 0 ? " " : "x")] " + sentence() + "\n" }
        return out + "\n"
    }

    mutating func table() -> String {
        let columns = rng.within(3...5)
        var out = "| " + (0..<columns).map { _ in capitalised(word()) }.joined(separator: " | ") + " |\n"
        out += "|" + (0..<columns).map { column in column == 0 ? " :--- " : " ---: " }.joined(separator: "|")
        out += "|\n"
        for _ in 0..<rng.within(4...8) {
            var cells = ["`\(rng.pick(Self.typeNames))`"]
            for _ in 1..<columns { cells.append(rng.below(2) == 0 ? String(rng.below(10_000)) : words(2)) }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out + "\n"
    }

    mutating func codeBlock() -> String {
        let type = rng.pick(Self.typeNames)
        switch rng.below(3) {
        case 0:
            return """
            ```swift
            struct \(type) {
                var \(word())Count = \(rng.below(100))
                let names: [String] = ["\(word())", "\(word())", "\(word())"]

                func \(word())(_ input: String) -> Int {
                    // \(words(6))
                    return input.utf8.count * \(rng.within(2...9)) + \(word())Count
                }
            }
            ```


            """
        case 1:
            return """
            ```json
            {
              "name": "\(type)",
              "version": "1.\(rng.below(20)).\(rng.below(20))",
              "tags": ["\(word())", "\(word())", "\(word())"],
              "enabled": \(rng.below(2) == 0 ? "true" : "false")
            }
            ```


            """
        default:
            return """
            ```sh
            $ folio build --content notes --output _site   # \(words(4))
            $ ls _site | head -n \(rng.within(3...9))
            ```


            """
        }
    }

    mutating func blockQuote() -> String {
        "> **Note:** " + sentence() + "\n>\n> " + sentence() + "\n\n"
    }
}
