/// Turns one member line (`+getMessages() List~string~`, `-int sizeInFeet$`) into the text
/// mermaid draws and its classifier (`$` static, `*` abstract).
enum ClassMemberParser {
    /// A member is a method when it has a closing parenthesis after its first character,
    /// as mermaid decides; everything else is an attribute.
    static func isMethod(_ text: String) -> Bool {
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
        return ClassMember(text: GenericTypes.display(String(body)), classifier: classifier)
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
        var shown = head + "(" + params + ")"
        if !returnType.isEmpty { shown += " : " + returnType }
        return ClassMember(text: GenericTypes.display(String(shown)), classifier: classifier, isMethod: true)
    }
}
