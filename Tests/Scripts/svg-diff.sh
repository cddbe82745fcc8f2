#!/bin/sh
# Why: the drawing kit must not change what the engine draws. This renders every corpus
# under ../shared/corpus (when present) with the current `folio` and compares the SVGs,
# file by file, with a baseline folder rendered by an older build.
#
# Usage: Tests/Scripts/svg-diff.sh [BASELINE_DIR]   (default /work/baseline; holds svg-<corpus>/)
# Exit status 1 when any corpus differs.
set -u
baseline=${1:-/work/baseline}
corpus=../shared/corpus
[ -d "$corpus" ] || { echo "svg-diff: $corpus not present, nothing to compare"; exit 0; }
swift build --product folio >/dev/null || exit 2
bin=$(swift build --show-bin-path)
status=0
for name in docs seeds seeds-classic; do
    [ -d "$corpus/$name" ] && [ -d "$baseline/svg-$name" ] || continue
    out=${TMPDIR:-/tmp}/svg-diff-$name
    rm -rf "$out"
    "$bin/folio" mermaid -q -i "$corpus/$name" -o "$out" >/dev/null 2>&1
    count=$(diff -rq "$baseline/svg-$name" "$out" | wc -l)
    echo "$name: $count differing of $(find "$out" -type f | wc -l) files"
    [ "$count" -eq 0 ] || status=1
done
exit $status
