import Foundation

/// Finds the built-in `Templates/` and `Themes/` folders.
///
/// Lookup order (first folder that has both `Templates/layout.mustache` and `Themes/`):
/// 1. ``BuildOptions/resourcesDirectory``;
/// 2. the `FOLIO_RESOURCES` environment variable;
/// 3. the executable's folder and its ancestors (a `.build/debug/folio` inside a checkout
///    finds the checkout root);
/// 4. the current directory and its ancestors;
/// 5. the source checkout this library was compiled from.
///
/// So the binary works from any directory of a repo checkout, and from anywhere on the
/// machine that built it.
public enum ResourceLocator {
    public static func resourcesDirectory(explicit: String?) -> String? {
        var candidates: [String] = []
        if let explicit = explicit { candidates.append(explicit) }
        if let env = ProcessInfo.processInfo.environment["FOLIO_RESOURCES"], !env.isEmpty { candidates.append(env) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        if !executable.isEmpty {
            candidates += ancestors(of: ((executable as NSString).deletingLastPathComponent as NSString).standardizingPath)
        }
        candidates += ancestors(of: FileManager.default.currentDirectoryPath)
        let compiledFrom = URL(fileURLWithPath: #filePath).deletingLastPathComponent()  // API/
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        candidates.append(compiledFrom)
        for candidate in candidates where isResourceRoot(candidate) {
            return (candidate as NSString).standardizingPath
        }
        return nil
    }

    static func isResourceRoot(_ path: String) -> Bool {
        let fm = FileManager.default
        return fm.fileExists(atPath: (path as NSString).appendingPathComponent("Templates/layout.mustache"))
            && fm.fileExists(atPath: (path as NSString).appendingPathComponent("Themes/default"))
    }

    static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var current = (path as NSString).standardizingPath
        for _ in 0..<12 {
            result.append(current)
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { break }
            current = parent
        }
        return result
    }
}
