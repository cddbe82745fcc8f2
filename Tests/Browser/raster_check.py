#!/usr/bin/env python3
"""Does `folio mermaid -o x.png` look like the SVG in Chromium? (`make browser-test-raster`)

For each diagram (every ```mermaid block of the seed notes when ../shared/seeds exists, else of
Content/), renders it with `folio mermaid` to SVG (fixed colours) and to PNG (librsvg), opens the SVG in
headless Chromium with the window exactly the PNG's size, takes a screenshot and compares:
  * the PNG and the screenshot have the same size;
  * text is present: the pixels that stand out from the background (labels, arrows, borders) number
    within 30% of the screenshot's, and not none;
  * the pictures agree: mean absolute difference per channel below 16 (of 255) over white.
Prints one line per diagram and `raster-check: N passed, M failed`; exit status 1 on a failure.

usage: raster_check.py --folio PATH [--out DIR]
"""
import argparse
import glob
import os
import re
import struct
import subprocess
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_test import ROOT, Results, file_url, settle  # noqa: E402
from cdp import Browser, Tab, find_chromium  # noqa: E402


def decode_png(path):
    """(width, height, rows of RGB tuples over white) for 8-bit RGB or RGBA, non-interlaced PNGs."""
    with open(path, "rb") as f:
        data = f.read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", path
    pos, idat, width = 8, b"", 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and color in (2, 6) and interlace == 0, (path, depth, color, interlace)
            channels = 4 if color == 6 else 3
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        previous = line
        pixels = []
        for x in range(width):
            px = line[x * channels:(x + 1) * channels]
            alpha = px[3] / 255 if channels == 4 else 1
            pixels.append(tuple(round(v * alpha + 255 * (1 - alpha)) for v in px[:3]))
        rows.append(pixels)
    return width, height, rows


def compare(png_rows, shot_rows):
    """Mean absolute difference per channel, and the pixels of each picture that stand out from its
    background (its most common colour) by more than 96 summed over the channels: text, lines, borders."""
    def background(rows):
        counts = {}
        for row in rows[::7]:
            for px in row[::7]:
                counts[px] = counts.get(px, 0) + 1
        return max(counts, key=counts.get)
    bg_png, bg_shot = background(png_rows), background(shot_rows)
    diff, total, ink_png, ink_shot = 0, 0, 0, 0
    for a_row, b_row in zip(png_rows, shot_rows):
        for a, b in zip(a_row, b_row):
            diff += sum(abs(x - y) for x, y in zip(a, b))
            total += 3
            ink_png += sum(abs(x - y) for x, y in zip(a, bg_png)) > 96
            ink_shot += sum(abs(x - y) for x, y in zip(b, bg_shot)) > 96
    return diff / max(total, 1), ink_png, ink_shot


def diagrams():
    seeds = os.path.join(ROOT, "..", "shared", "seeds")
    files = sorted(glob.glob(os.path.join(seeds, "*.txt"))) or sorted(glob.glob(os.path.join(ROOT, "Content", "*.md")))
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
        for number, block in enumerate(re.findall(r"^```mermaid\n(.*?)^```", text, re.S | re.M), 1):
            yield "%s#%d" % (os.path.basename(path), number), block


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--folio", required=True, help="path of the folio executable")
    parser.add_argument("--out", default="/tmp/folio-raster-check", help="work folder")
    args = parser.parse_args()
    chromium = find_chromium()
    if not chromium:
        sys.exit("raster-check: cannot run: chromium not found (apt-get install chromium)")
    os.makedirs(args.out, exist_ok=True)
    results = Results()
    browser = Browser(chromium)
    try:
        tab = Tab(browser)
        for index, (name, source) in enumerate(diagrams(), 1):
            base = os.path.join(args.out, "d%02d" % index)
            with open(base + ".mmd", "w", encoding="utf-8") as f:
                f.write(source)
            svg = subprocess.run([args.folio, "mermaid", "-q", "-i", base + ".mmd", "-o", base + ".svg", "--fixed-colors"],
                                 capture_output=True, text=True)
            png = subprocess.run([args.folio, "mermaid", "-q", "-i", base + ".mmd", "-o", base + ".png"],
                                 capture_output=True, text=True)
            if svg.returncode != 0 or png.returncode != 0:
                print("  skip  %s: not drawn (%s)" % (name, (svg.stderr or png.stderr).strip().splitlines()[0][:120]))
                continue
            width, height, png_rows = decode_png(base + ".png")
            tab.send("Emulation.setDeviceMetricsOverride",
                     {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            tab.navigate(file_url(base + ".svg"))
            settle(tab)
            tab.screenshot(base + "-chromium.png")
            shot_width, shot_height, shot_rows = decode_png(base + "-chromium.png")
            mean, ink_png, ink_shot = compare(png_rows, shot_rows)
            same_size = (shot_width, shot_height) == (width, height)
            text = ink_png > 0 and abs(ink_png - ink_shot) <= 0.3 * max(ink_shot, 1)
            detail = "%dx%d vs %dx%d, drawn pixels %d vs %d, mean difference %.1f" % (
                width, height, shot_width, shot_height, ink_png, ink_shot, mean)
            results.check(same_size and text and mean < 16, "%s: PNG matches Chromium (%s)" % (name, detail), detail)
    finally:
        browser.close()
    print("raster-check: %d passed, %d failed" % (results.passed, results.failed))
    sys.exit(1 if results.failed else 0)


if __name__ == "__main__":
    main()
