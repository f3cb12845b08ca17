# Homebrew formula for animstudio on macOS: builds from source with the Swift that Xcode (or the
# Command Line Tools) provides, then `make install PREFIX=#{prefix}` puts the binary, the man page and
# the bash, zsh and fish completions where Homebrew links them from.
#
# UNTESTED: the project is developed and tested on Linux only; no macOS machine has run this formula,
# `brew install --build-from-source` or `brew audit` on it. Fill in `url` and `sha256` from a release
# (`git archive`'s tarball of the tag and `shasum -a 256` of it) before publishing it in a tap.
class Animstudio < Formula
  desc "Studio for tuning iOS animation presets in a terminal"
  homepage "https://github.com/animstudio/animstudio"
  url "https://github.com/animstudio/animstudio/archive/refs/tags/v0.1.0.tar.gz"
  sha256 "REPLACE_WITH_THE_RELEASE_TARBALL_SHA256"
  license "Apache-2.0"
  head "https://github.com/animstudio/animstudio.git", branch: "main"

  # Swift 6.1 or later (Package.swift's tools version); macOS 13 (Package.swift's platforms).
  depends_on xcode: ["16.3", :build]
  depends_on macos: :ventura
  # libedit and SQLite come with macOS; no other library is linked.
  uses_from_macos "libedit"
  uses_from_macos "sqlite"

  def install
    # `make install` builds the release binary (`swift build -c release`), stamps it with the version
    # (packaging/version: the tag, from git describe, or the source version in a tarball without
    # .git) and installs it with the man page and completions under PREFIX. The stamp and the strip
    # use binutils' objcopy, which macOS lacks: on macOS the Makefile installs the binary as linked.
    system "make", "install", "PREFIX=#{prefix}"
  end

  test do
    assert_match "animstudio #{version}", shell_output("#{bin}/animstudio --version")
    assert_match "settleTime", shell_output("#{bin}/animstudio --db #{testpath}/studio.sqlite -c 'metrics linear'")
  end
end
