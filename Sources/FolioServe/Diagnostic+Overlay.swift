import FolioSite

/// Which diagnostics the preview puts on the page, decided from their structure (severity and
/// kind), never from their wording.
extension Diagnostic {
    /// True when the browser overlay lists it: every error, plus a diagram that could not be
    /// drawn (a warning, as the build goes on, but the writer should see it on the page at once);
    /// not the routine warnings (a broken link), which only the terminal prints.
    public var showsInOverlay: Bool {
        if severity == .error { return true }
        if case .diagram(_, drawn: false) = kind { return true }
        return false
    }
}
