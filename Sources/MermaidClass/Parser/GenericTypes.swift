/// Mermaid writes generics with tildes (`List~int~`, `Map~K, List~V~~`) because `<` and `>`
/// are taken by arrows; they are drawn with angle brackets.
enum GenericTypes {
    /// Turns every balanced `~…~` into `<…>`. A tilde opens a generic when a name character
    /// follows it and closes the innermost open one otherwise; unbalanced tildes stay as written.
    static func display(_ text: String) -> String {
        guard text.contains("~") else { return text }
        let chars = Array(text)
        var opens: [Int] = []
        var pairs: [(Int, Int)] = []
        for i in chars.indices where chars[i] == "~" {
            let next: Character? = i + 1 < chars.count ? chars[i + 1] : nil
            let opensHere = next.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false
            if opensHere {
                opens.append(i)
            } else if let open = opens.popLast() {
                pairs.append((open, i))
            }
        }
        guard !pairs.isEmpty else { return text }
        var out = chars
        for (open, close) in pairs {
            out[open] = "<"
            out[close] = ">"
        }
        return String(out)
    }
}
