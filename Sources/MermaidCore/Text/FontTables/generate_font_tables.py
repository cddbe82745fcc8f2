#!/usr/bin/env python3
"""Generate FontWidthTables.swift: advance widths of the fonts Folio measures text with.

usage: python3 generate_font_tables.py [OUT.swift]

Reads the TrueType files Debian installs (fonts-dejavu-core, fonts-liberation; found with
`fc-match -f '%{file}'`) with nothing but the standard library (the `head`, `hhea`, `hmtx`
and `cmap` tables are all we need), and writes one Swift file with, per font, the advance
width of every code point in a set of ranges (Latin, Latin-1, Latin Extended-A, Greek,
Cyrillic, General Punctuation, arrows, maths, box drawing, shapes, misc symbols), in font
units. Kerning is ignored (mermaid's own measurement ignores it at label level too, and
slack covers the rest). Code points the font lacks are stored as 0 and measured with the
fallback width at run time.

The widths are packed as hex in a string literal: a large array literal would cost the Swift
type checker seconds, a string costs nothing, and it is decoded once on first use.
Re-run after a font update and commit the generated Swift (never the fonts).
"""
import os
import struct
import subprocess
import sys

FONTS = [
    # (Swift name, fontconfig pattern, fallback file)
    ("dejaVuSans", "DejaVu Sans:style=Book", "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
    ("dejaVuSansBold", "DejaVu Sans:style=Bold", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
    ("dejaVuSansMono", "DejaVu Sans Mono:style=Book", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
    ("dejaVuSansMonoBold", "DejaVu Sans Mono:style=Bold", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"),
    ("liberationSans", "Liberation Sans:style=Regular", "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"),
    ("liberationSansBold", "Liberation Sans:style=Bold", "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf"),
]

RANGES = [
    (0x0020, 0x007E), (0x00A0, 0x017F), (0x0370, 0x03FF), (0x0400, 0x04FF),
    (0x2000, 0x206F), (0x20A0, 0x20BF), (0x2100, 0x214F), (0x2190, 0x21FF),
    (0x2200, 0x22FF), (0x2300, 0x23FF), (0x2500, 0x25FF), (0x2600, 0x26FF), (0x2700, 0x27BF),
]


def font_file(pattern, fallback):
    try:
        out = subprocess.run(["fc-match", "-f", "%{file}", pattern], capture_output=True, text=True, check=True)
        path = out.stdout.strip()
        if path and os.path.exists(path):
            return path
    except (OSError, subprocess.CalledProcessError):
        pass
    return fallback


def tables(data):
    num = struct.unpack(">H", data[4:6])[0]
    out = {}
    for i in range(num):
        tag, _, off, length = struct.unpack(">4sIII", data[12 + 16 * i: 28 + 16 * i])
        out[tag.decode("latin-1")] = (off, length)
    return out


def cmap_lookup(data, off):
    """Return a dict code point -> glyph id from the best Unicode subtable (format 12 or 4)."""
    num = struct.unpack(">H", data[off + 2: off + 4])[0]
    subtables = []
    for i in range(num):
        pid, eid, sub = struct.unpack(">HHI", data[off + 4 + 8 * i: off + 12 + 8 * i])
        fmt = struct.unpack(">H", data[off + sub: off + sub + 2])[0]
        subtables.append((pid, eid, fmt, off + sub))
    mapping = {}
    for pid, eid, fmt, so in sorted(subtables, key=lambda s: (s[2] != 12, s[2] != 4)):
        if fmt == 12:
            ngroups = struct.unpack(">I", data[so + 12: so + 16])[0]
            for g in range(ngroups):
                start, end, gid = struct.unpack(">III", data[so + 16 + 12 * g: so + 28 + 12 * g])
                for cp in range(start, min(end, 0x2FFFF) + 1):
                    mapping.setdefault(cp, gid + cp - start)
            return mapping
        if fmt == 4 and pid in (0, 3):
            segx2 = struct.unpack(">H", data[so + 6: so + 8])[0]
            seg = segx2 // 2
            ends = struct.unpack(">%dH" % seg, data[so + 14: so + 14 + segx2])
            starts = struct.unpack(">%dH" % seg, data[so + 16 + segx2: so + 16 + 2 * segx2])
            deltas = struct.unpack(">%dh" % seg, data[so + 16 + 2 * segx2: so + 16 + 3 * segx2])
            ro_off = so + 16 + 3 * segx2
            ranges = struct.unpack(">%dH" % seg, data[ro_off: ro_off + segx2])
            for i in range(seg):
                for cp in range(starts[i], ends[i] + 1):
                    if cp == 0xFFFF:
                        continue
                    if ranges[i] == 0:
                        gid = (cp + deltas[i]) & 0xFFFF
                    else:
                        addr = ro_off + 2 * i + ranges[i] + 2 * (cp - starts[i])
                        gid = struct.unpack(">H", data[addr: addr + 2])[0]
                        if gid:
                            gid = (gid + deltas[i]) & 0xFFFF
                    if gid:
                        mapping.setdefault(cp, gid)
            return mapping
    return mapping


def read_font(path):
    with open(path, "rb") as f:
        data = f.read()
    t = tables(data)
    head = t["head"][0]
    upem = struct.unpack(">H", data[head + 18: head + 20])[0]
    hhea = t["hhea"][0]
    ascender, descender, line_gap = struct.unpack(">hhh", data[hhea + 4: hhea + 10])
    nmetrics = struct.unpack(">H", data[hhea + 34: hhea + 36])[0]
    hmtx = t["hmtx"][0]
    advances = [struct.unpack(">H", data[hmtx + 4 * i: hmtx + 4 * i + 2])[0] for i in range(nmetrics)]
    cmap = cmap_lookup(data, t["cmap"][0])

    def advance(cp):
        gid = cmap.get(cp)
        if gid is None or gid == 0:
            return 0
        return advances[min(gid, nmetrics - 1)]

    widths = []
    for lo, hi in RANGES:
        widths.extend(advance(cp) for cp in range(lo, hi + 1))
    # Average of lowercase letters: the fallback width for unknown non-CJK characters.
    lower = [advance(cp) for cp in range(ord("a"), ord("z") + 1)]
    fallback = round(sum(lower) / len(lower))
    return upem, ascender, descender, line_gap, widths, fallback


def main():
    out_path = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(os.path.abspath(__file__)), "FontWidthTables.swift")
    lines = [
        "// GENERATED by generate_font_tables.py from Debian's DejaVu and Liberation fonts. Do not edit.",
        "// Advance widths in font units per code point, packed as 4 hex digits each (0000 = missing glyph).",
        "",
        "enum FontWidthTables {",
        "    /// Code point ranges covered by every table, in order; widths are concatenated in this order.",
        "    static let ranges: [(first: UInt32, last: UInt32)] = [",
    ]
    lines += ["        (0x%04X, 0x%04X)," % r for r in RANGES]
    lines += ["    ]", ""]
    seen = {}
    for name, pattern, fallback_file in FONTS:
        path = font_file(pattern, fallback_file)
        upem, asc, desc, gap, widths, fallback = read_font(path)
        packed = "".join("%04x" % w for w in widths)
        key = (upem, asc, desc, gap, fallback, packed)
        if key in seen:
            # Same advances (DejaVu Sans Mono Bold is as wide as Book): share the table.
            lines.append("    /// %s (%s): same advance widths as %s." % (pattern, os.path.basename(path), seen[key]))
            lines.append("    static var %s: FontWidthTable { %s }" % (name, seen[key]))
            lines.append("")
            continue
        seen[key] = name
        chunks = [packed[i: i + 96] for i in range(0, len(packed), 96)]
        lines.append("    /// %s (%s)" % (pattern, os.path.basename(path)))
        lines.append("    static let %s = FontWidthTable(" % name)
        lines.append("        unitsPerEm: %d, ascender: %d, descender: %d, lineGap: %d, fallbackWidth: %d," % (upem, asc, desc, gap, fallback))
        lines.append("        packedWidths: \"\"\"")
        lines += ["        " + c for c in chunks]
        lines.append("        \"\"\")")
        lines.append("")
    lines.append("}")
    with open(out_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("wrote", out_path)


if __name__ == "__main__":
    main()
