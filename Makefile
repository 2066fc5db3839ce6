# OpenUIKit: the two commands a newcomer needs are `make run` and `make test`.
# Both install the Debian packages they need when missing (a fast no-op when present).

PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libturbojpeg0-dev libpixman-1-dev \
            libsdl2-dev xvfb xdotool x11-apps python3-xlib \
            fonts-inter fonts-wqy-microhei fonts-dejavu-core
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Tests and the Catalog see exactly the project's fonts, so pixels do not depend on the machine.
export FONTCONFIG_FILE := $(CURDIR)/Tests/TestSupport/fonts.conf
SCREENSHOTS ?= $(CURDIR)/screenshots

.PHONY: run test lint format compat docs goldens bench deps build clean

## make run: build and open the Catalog in a window; with no display, render its pages to PNG files.
run: deps
	swift build --product uikit-catalog
	"$$(swift build --show-bin-path)/uikit-catalog" $(if $(DISPLAY)$(WAYLAND_DISPLAY),,--screenshots "$(SCREENSHOTS)")

## make test: lint the sources, build and run the whole suite (goldens are compared, never recorded), then the
## `make compat` check and the documentation (`make docs`).
test: deps lint
	swift build --build-tests
	SNAPSHOT_TESTING_RECORD=never swift test --skip-build
	Compatibility/CustomDump/check.sh
	$(MAKE) --no-print-directory docs

## make lint: the toolchain's `swift format` in lint mode with .swift-format; `make format` applies it. The
## uikit-port fixtures are iOS code as found, in their authors' style, and stay as they are.
SWIFT_SOURCES = $(shell find Sources Tests Plugins Benchmarks/Sources Compatibility/CustomDump/Sources -name '*.swift' -not -path '*/Fixtures/*') \
                Package.swift Benchmarks/Package.swift
lint:
	@echo "swift format lint --strict: $(words $(SWIFT_SOURCES)) files"
	@swift format lint --strict --parallel $(SWIFT_SOURCES)

format:
	@swift format format --in-place --parallel $(SWIFT_SOURCES)

## make compat: build pointfreeco/swift-custom-dump with our UIKit (its own package and .build); the UIKit
## names it misses must be exactly those listed in Compatibility/CustomDump/KNOWN_LIMITS.
compat: deps
	Compatibility/CustomDump/check.sh

## make docs: the DocC documentation of the four modules, with their articles (getting started, testing,
## porting iOS code, the architecture), in .build/plugins/Swift-DocC/outputs/<Module>.doccarchive. A DocC
## warning (a link to a symbol or article that does not exist) fails it.
DOC_TARGETS := CoreGraphics QuartzCore UIKit UIKitTesting
docs: deps
	swift package --disable-sandbox generate-documentation $(foreach target,$(DOC_TARGETS),--target $(target)) \
		--warnings-as-errors
	@echo "Documentation: $(CURDIR)/.build/plugins/Swift-DocC/outputs/{$(shell echo $(DOC_TARGETS) | tr ' ' ',')}.doccarchive"

## make goldens: re-record every golden image on purpose. Look at each changed PNG before committing.
goldens: deps
	SNAPSHOT_TESTING_RECORD=all swift test || true
	git status --short -- '*.png'

## make bench: release-build benchmarks, printed with the machine's name, then the Catalog's own timings.
bench: deps
	cd Benchmarks && swift run -c release benchmarks
	cd Benchmarks && swift build -c release --product uikit-catalog && "$$(swift build -c release --show-bin-path)/uikit-catalog" --benchmark

deps:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

clean:
	rm -rf .build Benchmarks/.build Compatibility/CustomDump/.build "$(SCREENSHOTS)"
