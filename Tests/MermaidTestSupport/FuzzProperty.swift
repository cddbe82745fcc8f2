import MermaidCore

/// The property every diagram fuzz test checks: whatever the input, a renderer either draws
/// something of finite size or throws a `MermaidError` positioned inside the input. Any other
/// outcome is returned as a description of the violation (nil when the property holds).
package enum FuzzProperty {
    package static func violation(for text: String, render: (String) throws -> DiagramDrawing) -> String? {
        let lineCount = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).count
        do {
            let drawing = try render(text)
            return drawing.width.isFinite && drawing.height.isFinite ? nil : "non-finite size for \(text.debugDescription)"
        } catch let error as MermaidError {
            guard error.line >= 1, error.line <= lineCount + 1, error.column >= 1 else {
                return "\(error) is outside the input \(text.debugDescription)"
            }
            return nil
        } catch {
            return "unexpected error type \(error)"
        }
    }
}
