/// Mermaid writes generics with tildes (`List~int~`, `Map~K, List~V~~`, `~[Domain][]~`) because
/// `<` and `>` are taken by arrows; they are drawn with angle brackets, paired the way mermaid
/// pairs them so that what we show is what mermaid shows.
enum GenericTypes {
    /// Turns tildes into angle brackets: the text is cut at commas (a comma between two pieces
    /// with one tilde each does not cut: `Map~K, V~`), and in each piece the first and last
    /// tildes pair up, then the next first and last, and so on. A piece with one tilde keeps it;
    /// a piece with an odd count that starts with a tilde keeps that leading one (a visibility).
    static func display(_ text: String) -> String {
        guard text.containsByte(UInt8(ascii: "~")) else { return text }
        var pieces: [String] = []
        var current = ""
        for c in text {
            if c == "," {
                pieces.append(current)
                pieces.append(",")
                current = ""
            } else {
                current.append(c)
            }
        }
        pieces.append(current)
        var output: [String] = []
        var i = 0
        while i < pieces.count {
            var piece = pieces[i]
            if piece == ",", i > 0, i + 1 < pieces.count, tildes(pieces[i - 1]) == 1, tildes(pieces[i + 1]) == 1 {
                piece = pieces[i - 1] + "," + pieces[i + 1]
                i += 1
                output.removeLast()
            }
            output.append(pair(piece))
            i += 1
        }
        return output.joined()
    }

    private static func tildes(_ text: String) -> Int { text.reduce(0) { $1 == "~" ? $0 + 1 : $0 } }

    /// Pairs the outermost tildes of one piece, inwards.
    private static func pair(_ piece: String) -> String {
        let count = tildes(piece)
        guard count > 1 else { return piece }
        var chars = Array(piece)
        var keepFirst = false
        if count % 2 == 1, chars.first == "~" {
            chars.removeFirst()
            keepFirst = true
        }
        var low = 0
        var high = chars.count - 1
        while true {
            while low < chars.count, chars[low] != "~" { low += 1 }
            while high >= 0, chars[high] != "~" { high -= 1 }
            guard low < high else { break }
            chars[low] = "<"
            chars[high] = ">"
        }
        return (keepFirst ? "~" : "") + String(chars)
    }
}
