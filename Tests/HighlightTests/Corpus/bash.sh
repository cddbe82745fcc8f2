#!/usr/bin/env bash
set -euo pipefail

# Build every site under sites/.
OUT="${1:-_site}"
count=0

for dir in sites/*/; do
    name=$(basename "$dir")
    if [ -f "$dir/folio.yml" ]; then
        folio build --content "$dir" --output "$OUT/$name"
        count=$((count + 1))
    else
        echo "skipping $name" >&2
    fi
done

echo "built $count sites into $OUT"
