// Why: our own example diagrams and the DOM counts the C4 tests compare (never the corpus's texts).

enum C4Fixtures {
    /// A library system: every element family, nested boundaries, every relationship kind,
    /// styling and layout config.
    static let library = """
    C4Container
        title Library lending
        Person(reader, "Reader", "Borrows books")
        Person_Ext(courier, "Courier")
        System_Boundary(lib, "Library") {
            Container(web, "Catalogue", "Swift", "Search and reserve")
            ContainerDb(db, "Loans DB", "SQLite", "Who has what")
            ContainerQueue(events, "Events", "NATS")
            Container_Boundary(back, "Back office") {
                Component(fines, "Fines", "Swift")
                ComponentDb_Ext(ledger, "Ledger", "Postgres")
            }
        }
        System_Ext(mail, "Mail service", "Sends reminders", $tags="v2")
        Rel(reader, web, "Searches", "HTTPS")
        BiRel(web, db, "Reads and writes")
        Rel_Back(events, fines, "Publishes to")
        Rel_U(mail, reader, "Reminds")
        Rel_R(fines, ledger, "Books")
        UpdateElementStyle(reader, $bgColor="grey", $fontColor="red")
        UpdateRelStyle(reader, web, $textColor="blue", $lineColor="blue", $offsetY="-20")
        UpdateLayoutConfig($c4ShapeInRow="2", $c4BoundaryInRow="1")
    """
}

/// C4 DOM counts shared with mermaid's output: elements (`g.person-man`) and relationship lines
/// (line or path carrying an arrow marker).
struct C4Counts: Equatable, CustomStringConvertible {
    var elements = 0
    var relations = 0

    init(elements: Int, relations: Int) {
        self.elements = elements
        self.relations = relations
    }

    init(_ svg: String) {
        for tag in svg.components(separatedBy: "<").dropFirst() {
            let head = tag.prefix { $0 != ">" }
            if head.hasPrefix("g "), head.contains("class=\"person-man") { elements += 1 }
            if head.hasPrefix("line ") || head.hasPrefix("path "), head.contains("marker-end=") || head.contains("marker-start=") {
                relations += 1
            }
        }
    }

    var description: String { "elements \(elements), relations \(relations)" }
}
