# Folio — build, test and benchmark. Every target installs what it needs first.
# Quick start:  make site   (build Content/ into _site/)   ·   make test

SWIFT      ?= swift
CONTENT    ?= Content
OUTPUT     ?= _site
SUDO       := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PKGS   := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev libgumbo-dev fonts-dejavu-core fonts-liberation
BROWSER_PKGS := chromium fonts-dejavu-core fonts-liberation

.PHONY: deps browser-deps build release site test browser-test bench clean

## Install missing Debian packages (uses sudo when not root).
deps:
	@missing=""; for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

browser-deps:
	@missing=""; for p in $(BROWSER_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build -c release --product folio

## Build the project's own documentation (Content/) into _site/.
site: release
	"$$($(SWIFT) build -c release --show-bin-path)/folio" build --content $(CONTENT) --output $(OUTPUT)
	@echo "Open: $$(cd $(OUTPUT) && pwd)/index.html"

## Run every test (unit, end-to-end, fuzz/property).
test: deps
	$(SWIFT) test

clean:
	rm -rf .build _site

## Speed benchmark: Folio vs Hugo on 1,000 and 10,000 synthetic notes, plus the cmark-gfm floor,
## then the Mermaid engine bench. Installs hugo and GNU time when missing.
.PHONY: bench-deps
BENCH_PKGS  := hugo time
BENCH_DIR   ?= $(or $(TMPDIR),/tmp)/folio-bench
BENCH_NOTES ?= 1000,10000
BENCH_RUNS  ?= 1

bench-deps:
	@missing=""; for p in $(BENCH_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

bench: deps bench-deps
	$(SWIFT) build -c release --product folio
	$(SWIFT) build -c release --product folio-bench
	@bin="$$($(SWIFT) build -c release --show-bin-path)"; \
	"$$bin/folio-bench" site compare --folio "$$bin/folio" --hugo "$$(command -v hugo || echo /usr/bin/hugo)" \
	  --work "$(BENCH_DIR)" --notes $(BENCH_NOTES) --runs $(BENCH_RUNS) && \
	echo && "$$bin/folio-bench" mermaid && \
	echo && "$$bin/folio-bench" serve-rebuild --notes 1000

## Real-browser check of the built seed site (or Content/) in headless Chromium, light and dark.
BROWSER_OUT ?= $(or $(TMPDIR),/tmp)/folio-browser-test

browser-test: deps browser-deps release
	@command -v python3 >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3; }
	python3 Tests/Browser/browser_test.py --folio "$$($(SWIFT) build -c release --show-bin-path)/folio" \
	  --out "$(BROWSER_OUT)"
	python3 Tests/FolioServeTests/Browser/live_reload_check.py "$$($(SWIFT) build -c release --show-bin-path)/folio"

## Headless Chromium: `folio serve` reloads an edited page and shows, then clears, the error overlay.
browser-test-serve: browser-deps deps
	$(SWIFT) build --product folio
	python3 Tests/FolioServeTests/Browser/live_reload_check.py "$$($(SWIFT) build --show-bin-path)/folio"

## Compare every diagram with a baseline render of ../shared/corpus (Tests/Scripts/svg-diff.sh).
SVG_BASELINE ?= /work/baseline
.PHONY: svg-diff
svg-diff:
	Tests/Scripts/svg-diff.sh $(SVG_BASELINE)

## Coverage-guided fuzzing (libFuzzer, ASan) of Mermaid rendering, front matter and the page
## pipeline: FUZZ_SECONDS per target. Crashing inputs land in Tests/FuzzRegressions/. README "Fuzzing".
FUZZ_SECONDS ?= 60
.PHONY: fuzz fuzz-smoke
fuzz: deps
	Fuzz/run.sh $(FUZZ_SECONDS)

## What CI runs: 10 s per target.
fuzz-smoke: deps
	Fuzz/run.sh 10
