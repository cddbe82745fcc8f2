/// The words a fence may use for each language Folio colours (```` ```zsh ```` is bash), matched
/// without regard to case.
///
/// Why a table: fences name languages many ways (GitHub's linguist names, file extensions, editor
/// modes); this maps them onto the compiled-in grammars and the two line-based languages.
enum LanguageAliases {
    static let table: [String: [String]] = [
        "bash": ["bash", "sh", "shell", "zsh", "ksh", "dash", "shellscript", "posix"],
        "console": ["console", "shell-session", "shellsession", "sh-session", "terminal", "bash-session", "zsh-session"],
        "c": ["c", "h"],
        "cpp": ["cpp", "c++", "cxx", "cc", "hpp", "hxx", "h++"],
        "css": ["css"],
        "scss": ["scss", "sass"],
        "diff": ["diff", "patch", "udiff"],
        "dockerfile": ["dockerfile", "docker", "containerfile"],
        "go": ["go", "golang"],
        "graphql": ["graphql", "gql"],
        "html": ["html", "htm", "xhtml"],
        "java": ["java"],
        "javascript": ["javascript", "js", "jsx", "mjs", "cjs", "node", "ecmascript"],
        "json": ["json", "jsonc", "json5", "geojson", "webmanifest"],
        "kotlin": ["kotlin", "kt", "kts"],
        "make": ["make", "makefile", "mk", "mak", "gnumake"],
        "markdown": ["markdown", "md", "mdown", "mkd"],
        "mermaid": ["mermaid", "mmd"],
        "objc": ["objc", "objective-c", "objectivec", "obj-c", "m"],
        "php": ["php", "php3", "php4", "php5", "php7", "php8"],
        "python": ["python", "py", "python3", "py3", "gyp", "bzl", "starlark"],
        "ruby": ["ruby", "rb", "gemspec", "podspec", "rake"],
        "rust": ["rust", "rs"],
        "sql": ["sql", "mysql", "postgresql", "postgres", "psql", "sqlite", "plsql"],
        "swift": ["swift"],
        "toml": ["toml"],
        "typescript": ["typescript", "ts", "mts", "cts"],
        "tsx": ["tsx"],
        "xml": ["xml", "svg", "plist", "xsd", "xsl", "xslt", "rss", "atom", "xaml", "csproj"],
        "yaml": ["yaml", "yml"],
    ]

    private static let byWord: [String: String] = {
        var result: [String: String] = [:]
        for (name, words) in table {
            // Only languages whose grammar is compiled in (or that need none) are offered.
            guard ["diff", "console", "mermaid"].contains(name) || Grammar.isCompiledIn(name) else { continue }
            for word in words { result[word] = name }
        }
        return result
    }()

    static func canonical(_ word: String) -> String? {
        byWord[word.lowercased()]
    }

    static var canonicalNames: [String] { Set(byWord.values).sorted() }
}
