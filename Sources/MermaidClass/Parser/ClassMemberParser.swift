/// Turns one member line (`+getMessages() List~string~`, `-int sizeInFeet$`) into the text
/// mermaid draws and its classifier (`$` static, `*` abstract).
enum ClassMemberParser {
    /// A member is a method when it has a closing parenthesis after its first character,
    /// as mermaid decides; everything else is an attribute.
    static func isMethod(_ text: String) -> Bool {
        // An ASCII line without CR (a byte is a character there) is answered from its bytes: the
        // character search backwards and Foundation's `contains` cost about 6,000 instructions a member.
        let fromBytes = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard bytes.isPlainASCII else { return nil }
            guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return false }
            return close > 0 && bytes.contains(UInt8(ascii: "("))
        } ?? nil
        return fromBytes ?? isMethodByCharacters(text)
    }

    /// `isMethod` on the characters: any text, and the reference for the byte reading.
    static func isMethodByCharacters(_ text: String) -> Bool {
        guard let close = text.lastIndex(of: ")") else { return false }
        return close > text.startIndex && text.contains("(")
    }

    static func parse(_ raw: String) -> ClassMember {
        let text = raw.spaceTrimmed
        return isMethod(text) ? method(text) : attribute(text)
    }

    static func attribute(_ text: String) -> ClassMember {
        var body = Substring(text)
        var classifier = ClassMember.Classifier.none
        if let last = body.last, last == "$" || last == "*" {
            classifier = last == "$" ? .isStatic : .isAbstract
            body = body.dropLast()
        }
        let (visibility, name) = splitVisibility(body)
        return ClassMember(text: visibility + GenericTypes.display(name), classifier: classifier)
    }

    /// A leading `+ - # ~` and the rest: generics are converted after it, as mermaid does, so a
    /// `~` visibility never pairs with a generic's tilde.
    static func splitVisibility(_ text: Substring) -> (String, String) {
        // A switch, not `"+-#~".contains(first)`, which walked the literal's characters.
        switch text.first {
        case "+"?, "-"?, "#"?, "~"?: return (String(text.first!), String(text.dropFirst()))
        default: return ("", String(text))
        }
    }

    static func method(_ text: String) -> ClassMember {
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else {
            return attribute(text)
        }
        let head = text[..<open]
        let params = text[text.index(after: open)..<close]
        var rest = Substring(text[text.index(after: close)...])
        var classifier = ClassMember.Classifier.none
        if let first = rest.first, first == "$" || first == "*" {
            classifier = first == "$" ? .isStatic : .isAbstract
            rest = rest.dropFirst()
        }
        var returnType = rest.spaceTrimmed
        if let last = returnType.last, last == "$" || last == "*" {
            classifier = last == "$" ? .isStatic : .isAbstract
            returnType.removeLast()
            returnType = returnType.spaceTrimmed
        }
        // Name, parameters and return type each get their generics on their own, as in mermaid.
        let (visibility, name) = splitVisibility(head)
        var shown = visibility + GenericTypes.display(name) + "(" + GenericTypes.display(String(params)) + ")"
        if !returnType.isEmpty { shown += " : " + GenericTypes.display(returnType) }
        return ClassMember(text: shown, classifier: classifier, isMethod: true)
    }
}
