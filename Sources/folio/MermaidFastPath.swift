// Why: `folio mermaid -i X -o Y` on one small diagram is a few milliseconds of work, and parsing the
// command line with swift-argument-parser cost about a third of it (its reflection over every
// command's properties, protocol conformance lookups in a large binary, its completion-script
// check), issue 20 item 4. That plain form is read here by hand; every other command line, and every
// form this file does not recognise, goes through ArgumentParser as before. The command it makes is
// the same `MermaidCommand`, run the same way, so what it prints, writes and exits with is the same.
extension MermaidCommand {
    /// The command `arguments` (the whole command line, program name first) asks for when it is
    /// exactly `folio mermaid` with one `-i/--input VALUE` and one `-o/--output VALUE`, in either
    /// order; nil for anything else (other options, `--input=VALUE`, a value that starts with `-`,
    /// repeated options), which ArgumentParser then parses.
    static func fastPath(_ arguments: [String]) -> MermaidCommand? {
        guard arguments.count == 6, arguments[1] == "mermaid" else { return nil }
        var input: String?
        var output: String?
        for index in [2, 4] {
            let value = arguments[index + 1]
            // A value like `-` (stdin) or `-x` is left to ArgumentParser, which may read it as an option.
            guard let first = value.utf8.first, first != UInt8(ascii: "-") else { return nil }
            switch arguments[index] {
            case "-i", "--input":
                guard input == nil else { return nil }
                input = value
            case "-o", "--output":
                guard output == nil else { return nil }
                output = value
            default:
                return nil
            }
        }
        guard let input, let output else { return nil }
        return MermaidCommand(input: input, output: output)
    }

    /// `folio mermaid -i input -o output` with every other option at its declared default, as
    /// ArgumentParser would have made it.
    init(input: String, output: String) {
        self.init()
        self.input = input
        self.output = output
        outputFormat = nil
        scale = 1
        width = nil
        height = nil
        inlineSVG = false
        theme = nil
        backgroundColor = nil
        configFile = nil
        fixedColors = false
        var reporting = DiagnosticOptions()
        reporting.quiet = false
        reporting.warnError = []
        reporting.format = .text
        self.reporting = reporting
        var caching = DiagramCacheOptions()
        caching.directory = nil
        self.caching = caching
    }
}
