// Why: `make install` is how folio gets onto the PATH. An installed binary must find its own copy of
// the built-in Templates/ and Themes/ (not the checkout it was built from), ship a man page and
// completions, and `make uninstall` must take all of it away again. Runs the real Makefile into a
// temporary DESTDIR with the binary these tests were built with (FOLIO_BIN), so no release build.
import Foundation
import Testing

@Suite(.serialized) struct InstallTests {
    private typealias CLI = MermaidCommandTests

    /// The checkout: this file is Tests/FolioCLITests/InstallTests.swift.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func make(_ arguments: [String]) throws -> MermaidCommandTests.Run {
        try CLI.run(executable: URL(fileURLWithPath: "/usr/bin/env"), ["make", "--no-print-directory"] + arguments,
                    in: packageRoot)
    }

    /// Installs into a fresh DESTDIR with PREFIX=/usr; returns that DESTDIR.
    static func install() throws -> URL? {
        guard let binary = CLI.folioBinary else { return nil }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { return nil }
        let destination = try CLI.temporaryFolder()
        let run = try make(["install", "DESTDIR=\(destination.path)", "PREFIX=/usr", "FOLIO_BIN=\(binary.path)"])
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        return destination
    }

    @Test func installedBinaryUsesItsInstalledTemplatesFromAnyFolder() throws {
        guard let destination = try Self.install() else { print("skipped: no folio binary or no make"); return }
        defer { try? FileManager.default.removeItem(at: destination) }
        let folio = destination.appendingPathComponent("usr/bin/folio")
        let share = destination.appendingPathComponent("usr/share")
        #expect(FileManager.default.isExecutableFile(atPath: folio.path))
        for file in ["folio/Templates/layout.mustache", "folio/Themes/default/style.css", "man/man1/folio.1",
                     "bash-completion/completions/folio", "zsh/site-functions/_folio", "fish/vendor_completions.d/folio.fish"] {
            let size = (try? FileManager.default.attributesOfItem(atPath: share.appendingPathComponent(file).path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(file) missing or empty")
        }
        let man = try String(contentsOf: share.appendingPathComponent("man/man1/folio.1"), encoding: .utf8)
        #expect(man.hasPrefix(".TH FOLIO 1"))
        #expect(man.contains(".SS \"folio build\"") && man.contains("\\-\\-base\\-url"), "man page lists build and its options")
        #expect(man.contains(".SH EXIT STATUS") && man.contains(".SS \"folio init\""))
        let bash = try String(contentsOf: share.appendingPathComponent("bash-completion/completions/folio"), encoding: .utf8)
        #expect(bash.contains("complete") && bash.contains("serve"))

        // A marker only the installed theme has proves the installed copy is the one used.
        let css = share.appendingPathComponent("folio/Themes/default/style.css")
        let handle = try FileHandle(forWritingTo: css)
        handle.seekToEndOfFile()
        handle.write(Data("\n/* installed-copy-marker */\n".utf8))
        try handle.close()

        let elsewhere = try CLI.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let version = try CLI.run(executable: folio, ["--version"], in: elsewhere)
        #expect(version.status == 0)
        #expect(version.output.hasPrefix("0.1.0 (commit "), "\(version.output)")
        #expect(try CLI.run(executable: folio, ["init", "site"], in: elsewhere).status == 0)
        let site = elsewhere.appendingPathComponent("site")
        let build = try CLI.run(executable: folio, ["build"], in: site)
        #expect(build.status == 0, "\(build.errors)")
        #expect(build.output.contains("Built 2 pages, 1 diagram"), "\(build.output)")
        let assets = site.appendingPathComponent("_site/_folio")
        let styles = try FileManager.default.contentsOfDirectory(atPath: assets.path).filter { $0.hasPrefix("style.") && $0.hasSuffix(".css") }
        let builtCSS = try styles.map { try String(contentsOf: assets.appendingPathComponent($0), encoding: .utf8) }.joined()
        #expect(builtCSS.contains("installed-copy-marker"), "the installed Themes/ is the one used")

        let removed = try Self.make(["uninstall", "DESTDIR=\(destination.path)", "PREFIX=/usr"])
        #expect(removed.status == 0, "\(removed.errors)")
        let left = FileManager.default.enumerator(atPath: destination.path)?.compactMap { $0 as? String }
            .filter { !$0.isEmpty } ?? []
        let files = left.filter {
            var isDirectory: ObjCBool = false
            FileManager.default.fileExists(atPath: destination.appendingPathComponent($0).path, isDirectory: &isDirectory)
            return !isDirectory.boolValue
        }
        #expect(files.isEmpty, "uninstall leaves \(files)")
    }
}
