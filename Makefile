# animstudio: two commands do all the set-up. `make run` starts the studio, `make test` runs every test.
SWIFT ?= swift
# The release binary is one static executable (Swift's runtime, Foundation, SQLite, libedit and libc
# inside): with no dynamic loader at work it starts in a quarter of the time of a dynamic one
# (docs/explanation/performance.md). libedit's own dependencies are named because static archives do not carry them.
# (Linux only: macOS has no static executables, and its system libraries are already loaded.)
# The last flag makes the compiler call generic types' metadata accessors directly instead of
# building their metadata from mangled names at run time: each such name checked its generic
# requirements by scanning all 8,700 protocol conformance records in the binary (about 0.5 million
# instructions a scan), a third of `animstudio -c presets` (docs/explanation/performance.md).
# ICU_DATA is ICU's data trimmed to the root and English locales (packaging/icu-data), linked in
# place of the toolchain's whole package (34 MB of the binary) by naming it as ICU's data symbol.
ifeq ($(shell uname -s),Linux)
ICU_DATA := .build/icu-data.o
STATIC ?= --static-swift-stdlib -Xswiftc -static-executable \
	-Xlinker -ledit -Xlinker -ltinfo -Xlinker -lbsd -Xlinker -lmd \
	-Xlinker $(CURDIR)/$(ICU_DATA) -Xlinker --defsym=$(shell SWIFT=$(SWIFT) packaging/icu-data --symbol)=animstudio_icu_data \
	-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
else
ICU_DATA :=
STATIC ?=
endif
APT_PACKAGES := libsqlite3-dev libedit-dev libncurses-dev libbsd-dev libmd-dev sqlite3 chromium curl unicode-data git tmux groff-base \
	binutils man-db python3 icu-devtools

.PHONY: setup mcp-client build run test bench clean reference install install-built uninstall format lint dist

# The version the release binary is stamped with: the tag, or the commit (packaging/version, from git describe).
VERSION := $(shell packaging/version)
# What a person runs: on Linux the linked binary stamped with VERSION and stripped, its symbols kept
# in .build/animstudio.debug for crash reports (packaging/finish-binary, with binutils' objcopy); on
# macOS, which has no objcopy, the binary as linked (it prints the sources' version).
ifeq ($(shell uname -s),Linux)
FINISHED = .build/animstudio
FINISH = packaging/finish-binary .build/release/animstudio $(FINISHED) $(VERSION)
else
FINISHED = .build/release/animstudio
FINISH = @true
endif

PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d
# The binary install-built copies (make install builds the release one first).
BUILT ?= $(FINISHED)

# Installs the system libraries the package links against when they are missing (as root), or
# prints the exact command to run.
setup:
	@if command -v dpkg >/dev/null 2>&1; then \
	  missing=""; \
	  for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	  if [ -n "$$missing" ]; then \
	    if [ "$$(id -u)" = 0 ]; then \
	      echo "installing$$missing"; apt-get update -qq && apt-get install -y -qq$$missing; \
	    else \
	      echo "missing packages:$$missing"; echo "run: sudo apt-get install -y$$missing"; exit 1; \
	    fi; \
	  fi; \
	fi

# The official MCP client (PyPI's `mcp`) for the agent interface's tests, in a virtual environment
# of the repository's own (the tests start it; nothing else uses it).
MCP_VENV := .venv-mcp
mcp-client: $(MCP_VENV)/bin/python
$(MCP_VENV)/bin/python:
	python3 -m venv $(MCP_VENV)
	$(MCP_VENV)/bin/pip install --quiet mcp==2.3.0

build: setup $(ICU_DATA)
	$(SWIFT) build -c release --product animstudio $(STATIC)
	$(FINISH)

$(ICU_DATA): packaging/icu-data
	mkdir -p $(dir $@)
	SWIFT=$(SWIFT) packaging/icu-data $@

run: build
	./$(FINISHED) $(ARGS)

# The build compiles the benchmarks too (not run: `make bench` runs them), so a change that breaks
# one fails here; on a fresh clone that adds about 48 CPU-seconds, warm about a second
# (docs/explanation/performance.md). Benchmarks/with-benchmark-pins declares them
# (ANIMSTUDIO_BENCHMARKS=1) and keeps their dependency's pins in Benchmarks/Package.resolved, out
# of the product's Package.resolved.
test: setup mcp-client lint
	$(WITH_BENCHMARKS) $(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# The toolchain's own formatter, configured by .swift-format: `make format` rewrites the sources,
# `make lint` (run by `make test`) fails on any file it would change or any rule it finds broken.
FORMATTED := Package.swift Sources Tests Benchmarks

format:
	$(SWIFT) format --in-place --recursive --parallel $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(FORMATTED)

# Benchmarks run only here; they are declared only with ANIMSTUDIO_BENCHMARKS=1 (WITH_BENCHMARKS).
WITH_BENCHMARKS := Benchmarks/with-benchmark-pins
bench: build
	$(WITH_BENCHMARKS) $(SWIFT) package --allow-writing-to-package-directory benchmark --no-progress

# Regenerates docs/reference/commands.md and animstudio.1 from the verbs' declarations (a test fails
# when the checked-in files are out of date).
reference:
	$(SWIFT) build --product animstudio
	./.build/debug/animstudio --generate-reference markdown > docs/reference/commands.md.new
	mv docs/reference/commands.md.new docs/reference/commands.md
	./.build/debug/animstudio --generate-reference man > animstudio.1.new
	mv animstudio.1.new animstudio.1

# The binary, the man page and the bash, zsh and fish completions under PREFIX (default /usr/local).
install: build
	$(MAKE) install-built BUILT=$(FINISHED) PREFIX=$(PREFIX)

install-built:
	install -d $(BINDIR) $(MANDIR) $(BASHDIR) $(ZSHDIR) $(FISHDIR)
	install -m 755 $(BUILT) $(BINDIR)/animstudio
	install -m 644 animstudio.1 $(MANDIR)/animstudio.1
	$(BUILT) --generate-completion-script bash > $(BASHDIR)/animstudio
	$(BUILT) --generate-completion-script zsh > $(ZSHDIR)/_animstudio
	$(BUILT) --generate-completion-script fish > $(FISHDIR)/animstudio.fish

uninstall:
	rm -f $(BINDIR)/animstudio $(MANDIR)/animstudio.1 $(BASHDIR)/animstudio $(ZSHDIR)/_animstudio $(FISHDIR)/animstudio.fish

# The release a person can install, in dist/: the tarball, the Debian package, the symbols and
# SHA256SUMS (packaging/dist packs whatever binary it is given; the tests give it the debug build's,
# so `make test` never builds a release).
dist: build
	rm -rf dist
	packaging/dist $(FINISHED) dist
	if command -v lintian >/dev/null; then lintian --fail-on error,warning dist/*.deb; fi

clean:
	rm -rf .build Benchmarks/.build dist
