import Foundation

/// Finds the built-in `Templates/` and `Themes/` folders.
///
/// Lookup order (first folder that has both `Templates/layout.mustache` and `Themes/`):
/// 1. ``BuildOptions/resourcesDirectory``;
/// 2. the `FOLIO_RESOURCES` environment variable;
/// 3. `../share/folio` next to the executable's folder, where `make install` puts them
///    (`/usr/local/bin/folio` finds `/usr/local/share/folio`);
/// 4. the executable's folder and its ancestors (a `.build/debug/folio` inside a checkout
///    finds the checkout root);
/// 5. the current directory and its ancestors;
/// 6. the source checkout this library was compiled from.
///
/// So an installed binary uses its installed copy (never the source tree it was built from),
/// and a binary inside a checkout works from any directory.
public enum ResourceLocator {
    public static func resourcesDirectory(explicit: String?) -> String? {
        var candidates: [String] = []
        if let explicit = explicit { candidates.append(explicit) }
        if let env = ProcessInfo.processInfo.environment["FOLIO_RESOURCES"], !env.isEmpty { candidates.append(env) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments.first ?? ""
        if !executable.isEmpty {
            let folder = ((executable as NSString).deletingLastPathComponent as NSString).standardizingPath
            candidates.append(installedLocation(forExecutableFolder: folder))
            candidates += ancestors(of: folder)
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

    /// `PREFIX/share/folio` for an executable in `PREFIX/bin`: the layout `make install` writes.
    public static func installedLocation(forExecutableFolder folder: String) -> String {
        (((folder as NSString).deletingLastPathComponent as NSString).appendingPathComponent("share/folio") as NSString)
            .standardizingPath
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
