// Why: our own example diagrams for the architecture tests (never the corpus's texts).

enum ArchitectureFixtures {
    /// A small shop: nested groups, every built-in icon, a junction, arrows, a label and a
    /// `{group}` edge.
    static let shop = """
    architecture-beta
        group cloud(cloud)[Shop cloud]
        group backend(server)[Backend] in cloud

        service web(internet)[Web front] in cloud
        service api(server)[Orders API] in backend
        service db(database)[Orders DB] in backend
        service files(disk)[Invoices] in backend
        service cdn(cloud)[CDN]
        junction hub in cloud

        web:R --> L:hub
        hub:R --> L:api
        api:R -[reads]- L:db
        api:B <-- T:files
        cdn{group}:R -- L:web{group}
    """
}
