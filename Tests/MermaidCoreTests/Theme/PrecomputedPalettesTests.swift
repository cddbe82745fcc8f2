// Why: the default and dark palettes are kept as tables so a run does not derive them; these tests
// keep the tables equal to the derivation, and rewrite them on request when the rules change.
import Foundation
import Testing
@testable import MermaidCore

@Suite struct PrecomputedPalettesTests {
    /// Every kept table equals `ThemePalettes.build` for the same theme and overrides, entry for entry.
    @Test(arguments: ThemePalettes.precomputedNames)
    func tableEqualsDerivation(name: String) throws {
        let table = try #require(ThemePalettes.precomputedTable(name))
        #expect(Set(table.map(\.0)).count == table.count, "a key appears twice in the \(name) table")
        let kept = Dictionary(table, uniquingKeysWith: { first, _ in first })
        let derived = ThemePalettes.build(name, overrides: ThemePalettes.defaultOverrides)
        for (key, value) in derived where kept[key] != value {
            Issue.record("\(name).\(key): table has \(kept[key] ?? "nothing"), the rules derive \(value)")
        }
        for key in kept.keys where derived[key] == nil {
            Issue.record("\(name).\(key) is in the table but no longer derived")
        }
    }

    /// The table file is what the generator writes today; FOLIO_WRITE_PALETTES=path rewrites it.
    @Test func sourceIsUpToDate() throws {
        let source = Self.source()
        if let path = ProcessInfo.processInfo.environment["FOLIO_WRITE_PALETTES"] {
            try source.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../Sources/MermaidCore/Theme/PrecomputedPalettes+Tables.swift").standardized
        guard let kept = try? String(contentsOf: file, encoding: .utf8) else { return }  // sources not next to the tests
        #expect(kept == source, "PrecomputedPalettes+Tables.swift is stale: rerun with FOLIO_WRITE_PALETTES=\(file.path)")
    }

    /// Themes for the default overrides come from the tables, equal to the derived ones; any other
    /// overrides are derived.
    @Test func themesUseTheTablesOnlyForTheDefaultOverrides() {
        for name in ThemePalettes.precomputedNames {
            #expect(ThemePalettes.palette(name, overrides: ThemePalettes.defaultOverrides)
                    == ThemePalettes.build(name, overrides: ThemePalettes.defaultOverrides))
        }
        let custom = ["fontFamily": ThemePalettes.defaultFont, "fontSize": "16px", "primaryColor": "#ff0000"]
        #expect(ThemePalettes.palette("default", overrides: custom)["primaryColor"] == "#ff0000")
        #expect(ThemePalettes.palette("forest", overrides: ThemePalettes.defaultOverrides)
                == ThemePalettes.build("forest", overrides: ThemePalettes.defaultOverrides))
    }

    /// The Swift source of `PrecomputedPalettes+Tables.swift` for the current derivation rules.
    static func source() -> String {
        var out = """
            // Why: generated from ThemePalettes.build by PrecomputedPalettesTests (run it with
            // FOLIO_WRITE_PALETTES=<this file> to rewrite it); see PrecomputedPalettes.swift. Do not edit.

            extension ThemePalettes {

            """
        for name in ThemePalettes.precomputedNames {
            let entries = ThemePalettes.build(name, overrides: ThemePalettes.defaultOverrides).sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            out += "    static let precomputed\(name.prefix(1).uppercased() + name.dropFirst()): [(String, String)] = [\n"
            var line = "       "
            for (key, value) in entries {
                let item = " (\(literal(key)), \(literal(value))),"
                if line.utf8.count + item.utf8.count > 118 {
                    out += line + "\n"
                    line = "       "
                }
                line += item
            }
            out += line + "\n    ]\n"
        }
        return out + "}\n"
    }

    /// `text` as a Swift string literal.
    private static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20 || scalar.value > 0x7e:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
