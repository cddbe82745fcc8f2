#!/bin/sh
# Builds the libFuzzer targets (ASan, plus UBSan's checks where the toolchain has them) and runs
# each for FUZZ_SECONDS. Used by `make fuzz` and `make fuzz-smoke`; see README "Fuzzing".
#   Fuzz/run.sh SECONDS [TARGET…]
# Seeds: Tests/ fixtures, Content/ and ../shared/corpus when present. The growing corpus lives in
# .build-fuzz/corpus/TARGET (not committed). A crashing, leaking or slow (> 2 s) input is written
# to Tests/FuzzRegressions/TARGET/, which FuzzRegressionTests replays in `swift test`.
set -eu
cd "$(dirname "$0")/.."
seconds=${1:-60}; shift || true
targets=${*:-FuzzMermaid FuzzFrontMatter FuzzPage}
scratch=.build-fuzz
config=${FUZZ_CONFIG:-debug}   # FUZZ_CONFIG=release: slower to build, many times more executions
swift build --package-path Fuzz --scratch-path "$scratch" -c "$config" \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library \
  -Xcc -fsanitize=fuzzer-no-link,address 2>&1 | grep -Ev "Cannot export local symbol" || true
bin="$scratch/$config"
for target in $targets; do [ -x "$bin/$target" ] || { echo "Fuzz/run.sh: $target did not build" >&2; exit 2; }; done
# FuzzPage builds its one-note site here (tmpfs when there is one), removed at the end.
FUZZ_SCRATCH=$(mktemp -d "$( [ -d /dev/shm ] && echo /dev/shm || echo "${TMPDIR:-/tmp}")/folio-fuzz.XXXXXX")
export FUZZ_SCRATCH
trap 'rm -rf "$FUZZ_SCRATCH"' EXIT
status=0
for target in $targets; do
  corpus="$scratch/corpus/$target"; seeds="$scratch/seeds/$target"; found="Tests/FuzzRegressions/$target"
  mkdir -p "$corpus" "$seeds" "$found"
  case $target in
    FuzzMermaid) find Tests ../shared/corpus -type f -name '*.mmd' 2>/dev/null | head -2000 | while read -r f; do cp "$f" "$seeds/"; done ;;
    *) find Tests Content ../shared/seeds ../shared/corpus -type f \( -name '*.md' -o -name '*.mdx' -o -name '*.txt' \) \
         -not -path '*/FuzzRegressions/*' 2>/dev/null | head -2000 | while read -r f; do cp "$f" "$seeds/$(echo "$f" | tr / _)"; done ;;
  esac
  echo "== $target: $seconds s"
  log="$scratch/$target.log"
  # A run ends early when libFuzzer reports a problem. A timeout on a busy machine may be starvation,
  # not a hang: the input is run again alone and counts only if it takes the limit in CPU time. Starved inputs are
  # dropped and the run goes on with the time left.
  deadline=$(( $(date +%s) + seconds )); executed=0
  while :; do
    left=$(( deadline - $(date +%s) )); [ "$left" -ge 1 ] || break
    before=$(ls "$found" | wc -l)
    if ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 "$bin/$target" "$corpus" "$seeds" \
         -max_total_time="$left" -timeout="${FUZZ_TIMEOUT:-2}" -rss_limit_mb=3072 -max_len=65536 \
         -artifact_prefix="$found/" -print_final_stats=1 >"$log" 2>&1; then
      n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1); executed=$(( executed + ${n:-0} ))
      break
    fi
    n=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1); executed=$(( executed + ${n:-0} ))
    new=$(ls -t "$found" | head -n $(( $(ls "$found" | wc -l) - before )))
    case "$new" in
      timeout-*)
        # Judged on CPU time, which other processes do not inflate (the wall clock gets 10× the limit).
        # A starved rerun may hit even that wall-clock limit (libFuzzer's timeout status, 70): its CPU
        # time still tells. Any other failure of the rerun is a finding.
        limit=${FUZZ_TIMEOUT:-2}
        rerun=0
        ASAN_OPTIONS=detect_leaks=0 /usr/bin/time -f "%U %S" -o "$log.cpu" \
          "$bin/$target" -timeout=$(( limit * 10 )) "$found/$new" >"$log.recheck" 2>&1 || rerun=$?
        if { [ "$rerun" = 0 ] || [ "$rerun" = 70 ]; } \
           && awk -v limit="$limit" '$1 ~ /^[0-9.]+$/ { found = 1; starved = ($1 + $2 < limit) } END { exit !(found && starved) }' "$log.cpu"; then
          echo "   $new: over the time limit only while the machine was busy ($(awk '{ print $1 + $2 }' "$log.cpu") s of CPU alone); dropped"
          rm -f "$found/$new"; continue
        fi ;;
    esac
    status=1
    tail -40 "$log"
    echo "!! $target found a problem: see $found/ and $log"
    break
  done
  echo "   $target: $executed executions"
done
exit $status
