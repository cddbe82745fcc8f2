/// Site build benchmark (issue 6). Lands with the site builder.
enum SiteBench {
    static func run(_ arguments: [String]) { print("site bench: not built yet") }
}
