#!/usr/bin/env python3
"""Fetches the tree-sitter grammars of grammars.tsv from PyPI and prepares them for `make`.

Why a script: the grammar sources come from one sdist (grammars.tsv says why), each grammar's
highlight queries from its own wheel (most sdists leave queries/ out), and tree-sitter's C runtime
from the sdist of py-tree-sitter (RUNTIME: it bundles the C library under tree_sitter/core/lib;
Debian's libtree-sitter 0.20.7 spends ~0.6 s of CPU compiling Swift's query, 0.25 ~0.1 s). Runs at
`make` time only, never while a site builds. Writes, under OUT (default .build/grammars):
  dl/                    the downloaded archives (kept: a second run downloads nothing)
  runtime/               tree-sitter's C library (include/tree_sitter/api.h, src/lib.c and what it includes)
  src/<name>/            each grammar's C sources (src/parser.c, src/scanner.c, headers)
  registry.c             tree-sitter's language functions and highlight queries by name
Grammar sources are used as published, but for PATCHES (below): small speed-ups of ours, applied once.
  sources.mk             the list of C files for grammars.mk
Usage: fetch_grammars.py [OUT]
"""
import hashlib, io, json, os, re, shutil, ssl, subprocess, sys, tarfile, urllib.request, zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/grammars")
DL = os.path.join(OUT, "dl")
PIP = [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--disable-pip-version-check"]


PACK = ("tree-sitter-language-pack", "0.7.4")
# The tree-sitter runtime: py-tree-sitter's sdist, pinned by version and by the archive's SHA-256.
RUNTIME = ("tree-sitter", "0.25.2", "fe43c158555da46723b28b52e058ad444195afd1db3ca7720c59a254544e9c20")
# The grammar ABIs that runtime reads (TREE_SITTER_MIN_COMPATIBLE_LANGUAGE_VERSION ... TREE_SITTER_LANGUAGE_VERSION).
RUNTIME_ABIS = range(13, 16)


# Folio's own changes to grammar sources, each a speed-up that changes no parse: (grammar, file, marker,
# [(anchor, text inserted before it)]). Applied after extraction when the file lacks the marker; an
# anchor that is not found exactly once stops the script (the pack is pinned, so that means a new pin).
PATCHES = [
    # Swift's external scanner asks eat_operators, at almost every token, whether an operator starts
    # there: a walk over 20 operators and 31 reserved ones, ~10% of a Swift block's instructions
    # (callgrind). When its first character can start none of them (a letter, digit, bracket, quote,
    # space), or only keywords none of which the parser accepts there, the walk returns false without
    # touching the lexer, so that answer is now given at once, from a table computed from the
    # scanner's own OPERATORS and is_legal_custom_operator.
    ("swift", "scanner.c", "folio_operator_start", [
        ("static bool eat_operators(\n", """\
/* Folio (fetch_grammars.py PATCHES): by ASCII code, what eat_operators can find at a first character:
   FOLIO_NO_OPERATOR, none; FOLIO_LISTED_ONLY, only entries of OPERATORS (the keywords: a custom operator
   cannot start with a letter); FOLIO_ANY_OPERATOR, a custom one too. When it finds none, eat_operators
   returns false having done nothing. */
#include <pthread.h>
enum { FOLIO_NO_OPERATOR, FOLIO_LISTED_ONLY, FOLIO_ANY_OPERATOR };
static unsigned char folio_operator_start[128];
static pthread_once_t folio_operator_start_once = PTHREAD_ONCE_INIT;
static void folio_fill_operator_start(void) {
    for (int32_t c = 0; c < 128; c++) {
        bool listed = false;
        for (int op_idx = 0; op_idx < OPERATOR_COUNT; op_idx++) {
            if (OPERATORS[op_idx][0] == c) listed = true;
        }
        folio_operator_start[c] = is_legal_custom_operator(0, c, c) ? FOLIO_ANY_OPERATOR
                                : listed ? FOLIO_LISTED_ONLY : FOLIO_NO_OPERATOR;
    }
}

"""),
        ("    bool possible_operators[OPERATOR_COUNT];\n", """\
    if (!prior_char && lexer->lookahead >= 0 && lexer->lookahead < 128) {
        pthread_once(&folio_operator_start_once, folio_fill_operator_start);
        switch (folio_operator_start[lexer->lookahead]) {
        case FOLIO_NO_OPERATOR:
            return false;
        case FOLIO_LISTED_ONLY: {
            bool valid = false;
            for (int op_idx = 0; op_idx < OPERATOR_COUNT; op_idx++) {
                if (OPERATORS[op_idx][0] == lexer->lookahead && valid_symbols[OP_SYMBOLS[op_idx]]) valid = true;
            }
            if (!valid) return false;
            break;
        }
        default:
            break;
        }
    }
"""),
    ]),
]


def apply_patches():
    for name, file, marker, edits in PATCHES:
        path = os.path.join(OUT, "src", name, "src", file)
        text = open(path, encoding="utf-8").read()
        if marker in text:
            continue
        for anchor, inserted in edits:
            if text.count(anchor) != 1:
                sys.exit(f"fetch_grammars: {path}: a patch's anchor {anchor!r} is not found exactly once")
            text = text.replace(anchor, inserted + anchor)
        open(path, "w", encoding="utf-8").write(text)


def table():
    rows = []
    for line in open(os.path.join(HERE, "grammars.tsv"), encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        name, folder, queries, precedence = line.rstrip("\n").split("\t")
        rows.append(dict(name=name, folder=folder, queries=[] if queries == "-" else queries.split(","),
                         precedence=precedence))
    return rows


def stem(package, version):
    return package.replace("-", "_") + "-" + version


def download(package, version, kind):
    """The sdist (kind 'sdist') or a manylinux wheel (kind 'wheel') of package==version, or None."""
    prefixes = (stem(package, version), package + "-" + version)
    suffix = ".tar.gz" if kind == "sdist" else ".whl"
    def found():
        for f in os.listdir(DL):
            if f.startswith(prefixes) and f.endswith(suffix):
                return os.path.join(DL, f)
        return None
    if found():
        return found()
    spec = f"{package}=={version}"
    if kind == "sdist" and download_sdist_directly(package, version):
        return found()
    if kind == "sdist":
        # Without build isolation pip prepares the metadata with the local setuptools+wheel
        # (seconds instead of a fresh build environment); fall back to isolation.
        for extra in (["--no-build-isolation"], []):
            if subprocess.run(PIP + ["--no-binary", ":all:"] + extra + [spec, "-d", DL],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
                break
    else:
        subprocess.run(PIP + ["--only-binary", ":all:", "--platform", "manylinux2014_x86_64",
                              "--python-version", "3.11", spec, "-d", DL],
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return found()


def download_sdist_directly(package, version):
    """The sdist straight from PyPI's simple index, checked against the SHA-256 the index lists.
    `pip download --no-binary :all:` prepares the package's metadata first, which builds its build
    dependencies (Cython) from source: minutes on a fresh machine. False when the index cannot be
    read this way (a pip-only mirror, no network); pip is tried next."""
    cafile = os.environ.get("PIP_CERT") or ("/etc/ssl/certs/ca-certificates.crt"
                                            if os.path.exists("/etc/ssl/certs/ca-certificates.crt") else None)
    try:
        context = ssl.create_default_context(cafile=cafile)
        with urllib.request.urlopen(f"https://pypi.org/simple/{package}/", timeout=60, context=context) as response:
            page = response.read().decode("utf-8", "replace")
        wanted = (stem(package, version) + ".tar.gz", f"{package}-{version}.tar.gz")
        for url in re.findall(r'href="([^"]+)"', page):
            url = url.replace("&amp;", "&")
            address, _, fragment = url.partition("#sha256=")
            name = address.rsplit("/", 1)[-1]
            if name not in wanted or not re.fullmatch(r"[0-9a-f]{64}", fragment) or not address.startswith("https://"):
                continue
            with urllib.request.urlopen(address, timeout=300, context=context) as response:
                data = response.read()
            if hashlib.sha256(data).hexdigest() != fragment:
                return False
            partial = os.path.join(DL, name + ".part")
            with open(partial, "wb") as f:
                f.write(data)
            os.replace(partial, os.path.join(DL, name))
            return True
    except Exception:
        pass
    return False


def extract(rows):
    """Each grammar's folder of the pack (src/ and the common/ some scanners include) into src/<name>/."""
    missing = [row for row in rows if not os.path.exists(os.path.join(OUT, "src", row["name"], "src", "parser.c"))]
    if not missing:
        return
    if not any(f.startswith(stem(*PACK)) for f in os.listdir(DL)):
        print(f"  downloading {PACK[0]}=={PACK[1]} (grammar sources, about 60 MB; kept in {DL})")
    tarball = download(*PACK, "sdist")
    if tarball is None:
        sys.exit(f"fetch_grammars: could not download {PACK[0]}=={PACK[1]} from PyPI")
    for row in [row for row in missing if row["folder"].startswith("pypi:")]:
        extract_own_sdist(row)
    missing = [row for row in missing if not row["folder"].startswith("pypi:")]
    if not missing:
        return
    wanted = {row["folder"]: row["name"] for row in missing}
    root = stem(*PACK) + "/parsers/"
    with tarfile.open(tarball) as archive:
        for member in archive:
            if not member.isfile() or not member.name.startswith(root):
                continue
            folder, _, relative = member.name[len(root):].partition("/")
            if folder not in wanted or ".." in relative.split("/") or not relative.endswith((".c", ".h")):
                continue
            path = os.path.join(OUT, "src", wanted[folder], relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(archive.extractfile(member).read())


def extract_own_sdist(row):
    """A grammar from its own sdist (`pypi:package==version/folder`), plus the files of
    Sources/CHighlightGrammars/<name>/ that the sdist lacks (yaml: schema.core.c)."""
    spec, _, folder = row["folder"][len("pypi:"):].partition("/")
    package, _, version = spec.partition("==")
    tarball = download(package, version, "sdist")
    if tarball is None:
        sys.exit(f"fetch_grammars: could not download {spec} from PyPI")
    root = stem(package, version) + "/" + folder + "/"
    target = os.path.join(OUT, "src", row["name"], "src")
    with tarfile.open(tarball) as archive:
        for member in archive:
            relative = member.name[len(root):]
            if not member.isfile() or not member.name.startswith(root) or ".." in relative.split("/"):
                continue
            path = os.path.join(target, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(archive.extractfile(member).read())
    own = os.path.join(HERE, row["name"])
    for file in sorted(os.listdir(own)) if os.path.isdir(own) else []:
        shutil.copyfile(os.path.join(own, file), os.path.join(target, file))


def extract_runtime():
    """tree-sitter's C library (tree_sitter/core/lib of the pinned sdist) into runtime/, once."""
    package, version, sha256 = RUNTIME
    target = os.path.join(OUT, "runtime")
    marker = os.path.join(target, "VERSION")
    if os.path.exists(marker) and open(marker, encoding="utf-8").read().strip() == version:
        return
    tarball = download(package, version, "sdist")
    if tarball is None:
        sys.exit(f"fetch_grammars: could not download {package}=={version} (the tree-sitter runtime) from PyPI")
    digest = hashlib.sha256(open(tarball, "rb").read()).hexdigest()
    if digest != sha256:
        sys.exit(f"fetch_grammars: {tarball}: SHA-256 {digest}, expected {sha256} (delete it to download it again)")
    shutil.rmtree(target, ignore_errors=True)
    with tarfile.open(tarball) as archive:
        for member in archive:
            top, _, inside = member.name.partition("/")
            if not inside.startswith("tree_sitter/core/lib/"):
                continue
            relative = inside[len("tree_sitter/core/lib/"):]
            if not member.isfile() or ".." in relative.split("/"):
                continue
            path = os.path.join(target, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "wb") as f:
                f.write(archive.extractfile(member).read())
    for needed in ("include/tree_sitter/api.h", "src/lib.c"):
        if not os.path.exists(os.path.join(target, needed)):
            sys.exit(f"fetch_grammars: {package}=={version} has no tree_sitter/core/lib/{needed}")
    write_if_changed(marker, version + "\n")


def query_text(row):
    parts = []
    for entry in row["queries"]:
        if entry.startswith("own:"):
            # Our own additions, kept in the repository (queries/README.md says why each exists).
            parts.append(open(os.path.join(HERE, "queries", entry[len("own:"):]), encoding="utf-8").read())
            continue
        spec, _, file = entry.partition(":")
        package, _, version = spec.partition("==")
        wheel = download(package, version, "wheel")
        if wheel is None:
            sys.exit(f"fetch_grammars: no wheel for {spec} on PyPI (for its queries)")
        module = package.replace("-", "_")
        with zipfile.ZipFile(wheel) as archive:
            parts.append(archive.read(f"{module}/queries/{file}").decode("utf-8"))
    return "\n".join(parts)


def c_string(text):
    out = []
    for line in text.splitlines(keepends=True):
        escaped = line.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
        out.append('"' + escaped + '"')
    return "\n    ".join(out) if out else '""'


def main():
    os.makedirs(DL, exist_ok=True)
    rows = table()
    extract_runtime()
    extract(rows)
    apply_patches()
    sources, entries, externs = [], [], []
    for row in rows:
        target = os.path.join(OUT, "src", row["name"], "src")
        text = open(os.path.join(target, "parser.c"), encoding="utf-8", errors="replace").read()
        version = re.search(r"#define LANGUAGE_VERSION (\d+)", text)
        symbol = re.search(r"const TSLanguage \*(tree_sitter_\w+)\((?:void)?\)", text)
        if not version or int(version.group(1)) not in RUNTIME_ABIS or not symbol:
            sys.exit(f"fetch_grammars: {row['name']}: parser.c is not ABI {RUNTIME_ABIS[0]}-{RUNTIME_ABIS[-1]}, "
                     f"which tree-sitter {RUNTIME[1]} reads")
        for file in ("parser.c", "scanner.c"):
            if os.path.exists(os.path.join(target, file)):
                sources.append(os.path.join(target, file))
        externs.append(f"const TSLanguage *{symbol.group(1)}(void);")
        entries.append(f'    {{"{row["name"]}", {symbol.group(1)}, {1 if row["precedence"] == "last" else 0},\n    '
                       + c_string(query_text(row)) + "},")
    registry = ("// Generated by fetch_grammars.py from grammars.tsv: do not edit.\n"
                "#include \"grammars.h\"\n" + "\n".join(externs) + "\n"
                "const FolioGrammar folio_grammars[] = {\n" + "\n".join(entries) + "\n};\n"
                f"const int folio_grammar_count = {len(entries)};\n")
    write_if_changed(os.path.join(OUT, "registry.c"), registry)
    write_if_changed(os.path.join(OUT, "sources.mk"), "GRAMMAR_SOURCES := " + " ".join(sources) + "\n")
    print(f"  {len(rows)} grammars ready in {OUT}")


def write_if_changed(path, text):
    if not os.path.exists(path) or open(path, encoding="utf-8").read() != text:
        open(path, "w", encoding="utf-8").write(text)


if __name__ == "__main__":
    main()
