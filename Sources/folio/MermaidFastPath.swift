// Why: `folio mermaid -i X -o Y` on one small diagram is a few milliseconds of work, and parsing the
// command line with swift-argument-parser cost about a third of it (its reflection over every
// command's properties, protocol conformance lookups in a large binary, its completion-script
// check), issue 20 item 4. That plain form is read here by hand; every other command line, and every
// form this file does not recognise, goes through ArgumentParser as before. What it makes is the
// `MermaidJob` that `MermaidCommand` would run, run the same way: the same files, output and status.
extension MermaidJob {
    /// The request `arguments` (the whole command line, program name first) makes when it is exactly
    /// `folio mermaid` with one `-i/--input VALUE` and one `-o/--output VALUE`, in either order, every
    /// other option at its default; nil for anything else (other options, `--input=VALUE`, a value
    /// that starts with `-`, repeated options), which ArgumentParser then parses.
    static func fastPath(_ arguments: [String]) -> MermaidJob? {
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
        return MermaidJob(input: input, output: output)
    }
}
