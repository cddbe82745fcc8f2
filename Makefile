# Folio — build, test and benchmark. Every target installs what it needs first.
# Quick start:  make site   (build Content/ into _site/)   ·   make test

SWIFT      ?= swift
CONTENT    ?= Content
OUTPUT     ?= _site
SUDO       := $(shell [ "$$(id -u)" = "0" ] || echo sudo)
APT_PKGS   := pkg-config libcmark-gfm-dev libcmark-gfm-extensions-dev fonts-dejavu-core fonts-liberation
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

## Headless Chromium: `folio serve` reloads an edited page and shows, then clears, the error overlay.
browser-test-serve: browser-deps deps
	$(SWIFT) build --product folio
	python3 Tests/FolioServeTests/Browser/live_reload_check.py "$$($(SWIFT) build --show-bin-path)/folio"
