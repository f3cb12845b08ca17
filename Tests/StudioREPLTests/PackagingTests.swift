import Foundation
import StudioTestSupport
import Testing

/// `make dist`'s packaging (packaging/finish-binary, packaging/dist) run on the binary the test build
/// already has, so `make test` needs no release build: the version stamped and printed, the binary
/// stripped with its symbols beside it, the tarball unpacked into a temporary prefix and used (the
/// binary, `man -l`, bash completion sourced and asked), the Debian package's control and files, and
/// the package unpacked into a temporary root and run. `make dist` runs the same scripts on the static
/// release binary.
@Suite(.serialized) struct PackagingTests {
    static let root = InstallTests.root.path
    static let tools = ["/usr/bin/objcopy", "/usr/bin/dpkg-deb", "/usr/bin/man", "/usr/bin/git", "/usr/bin/readelf"]

    /// Runs `command` in bash from the package's root; its standard output, after checking it succeeded.
    static func shell(_ command: String, environment: [String: String] = [:]) throws -> String {
        var variables = ProcessInfo.processInfo.environment
        variables.merge(environment) { _, given in given }
        let run = try TimedProcess(
            "/bin/bash", ["-c", "cd \"$0\" && " + command, root], environment: variables, timeout: 600)
        #expect(run.status == 0, "\(command): \(run.stderr)")
        return run.stdout
    }

    /// The version this checkout stamps: the tag, or the source version and the commit.
    static func expectedVersion() throws -> String {
        let commit = try shell("git rev-parse --short=7 HEAD").trimmingCharacters(in: .newlines)
        let dirty = try shell("git diff --quiet HEAD -- && echo clean || echo dirty") == "dirty\n" ? ".dirty" : ""
        let tag = try shell("git describe --tags --match 'v[0-9]*' --exact-match 2>/dev/null || true")
        if !tag.isEmpty { return String(tag.dropFirst().dropLast()) + dirty }
        return "0.1.0+g\(commit)\(dirty)"
    }

    @Test(
        .enabled(if: tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }, "needs binutils, dpkg, man")
    )
    func theReleaseIsPackedUnpackedAndRuns() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("dist-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let version = try Self.expectedVersion()
        #expect(try Self.shell("packaging/version") == version + "\n")

        // The binary finished as `make build` finishes the release one: stamped, stripped, symbols beside.
        let built = Self.root + "/.build/debug/animstudio"
        _ = try Self.shell("packaging/finish-binary '\(built)' '\(work)/bin/animstudio' '\(version)'")
        #expect(try Self.shell("'\(work)/bin/animstudio' --version") == "animstudio \(version)\n")
        let sections = try Self.shell("readelf -S -W '\(work)/bin/animstudio'")
        #expect(!sections.contains(".symtab") && !sections.contains(".debug_info"))
        #expect(sections.contains(".gnu_debuglink"))
        #expect(
            try Self.shell("objcopy --dump-section .gnu_debuglink=/dev/stdout '\(work)/bin/animstudio' | head -c 16")
                == "animstudio.debug")
        #expect(try Self.shell("readelf -S -W '\(work)/bin/animstudio.debug'").contains(".debug_info"))

        let listed = try Self.shell(
            "packaging/dist '\(work)/bin/animstudio' '\(work)/dist'",
            environment: ["DIST_COMPRESSION": "fast", "ALLOW_UNPACKAGED": "1"])
        let name = "animstudio-\(version)-linux-x86_64"
        let deb = "animstudio_\(version)_amd64.deb"
        #expect(
            listed
                == ["\(name).tar.gz", deb, "\(name).debug.gz", "SHA256SUMS"].map { "\(work)/dist/\($0)\n" }.joined())
        #expect(
            try Self.shell("cd '\(work)/dist' && sha256sum -c SHA256SUMS")
                == "\(name).tar.gz: OK\n\(deb): OK\n\(name).debug.gz: OK\n")

        // The tarball, unpacked into a prefix as a person would into ~/.local.
        let prefix = work + "/prefix"
        _ = try Self.shell(
            "mkdir -p '\(prefix)' && tar -xzf '\(work)/dist/\(name).tar.gz' -C '\(prefix)' --strip-components=1")
        #expect(
            InstallTests.files(under: prefix) == [
                "bin/animstudio", "share/bash-completion/completions/animstudio", "share/doc/animstudio/LICENSE",
                "share/doc/animstudio/NOTICE", "share/doc/animstudio/README.md",
                "share/fish/vendor_completions.d/animstudio.fish", "share/man/man1/animstudio.1",
                "share/zsh/site-functions/_animstudio"
            ])
        #expect(try Self.shell("'\(prefix)/bin/animstudio' --version") == "animstudio \(version)\n")
        #expect(
            try Self.shell("'\(prefix)/bin/animstudio' --db '\(work)/s.sqlite' -c 'metrics linear'").hasPrefix(
                "linear\n  settleTime   0.9990 s\n"))
        let manual = try Self.shell("MANWIDTH=80 man -l '\(prefix)/share/man/man1/animstudio.1' | col -b")
        #expect(manual.contains("animstudio - a studio for tuning iOS animation presets in a terminal"))
        // Bash calls a completion function with the command, the word being completed and the one before.
        let completed = try Self.shell(
            "source '\(prefix)/share/bash-completion/completions/animstudio'; COMP_WORDS=(animstudio --ke); "
                + "COMP_CWORD=1; COMP_LINE='animstudio --ke'; COMP_POINT=15; _animstudio animstudio --ke animstudio; "
                + "printf '%s\\n' \"${COMPREPLY[@]}\"")
        #expect(completed == "--keep-going\n")
        #expect(try Self.shell("diff '\(prefix)/share/doc/animstudio/LICENSE' LICENSE && echo same") == "same\n")

        // The Debian package: its control, then unpacked into a temporary root and run.
        let control = try Self.shell("dpkg-deb --field '\(work)/dist/\(deb)' Package Version Architecture Depends")
        // The debug build links SQLite, libedit and libc from Debian (and the toolchain's Swift runtime, left out
        // here); the static release binary links nothing, so its package depends on nothing.
        #expect(
            control
                == "Package: animstudio\nVersion: \(version)\nArchitecture: amd64\nDepends: libc6, libedit2, libsqlite3-0\n"
        )
        let contents = try Self.shell("dpkg-deb --contents '\(work)/dist/\(deb)' | awk '{print $6}' | grep -v '/$'")
        #expect(
            contents
                == [
                    "./usr/bin/animstudio", "./usr/share/bash-completion/completions/animstudio",
                    "./usr/share/doc/animstudio/changelog.gz", "./usr/share/doc/animstudio/copyright",
                    "./usr/share/fish/vendor_completions.d/animstudio.fish", "./usr/share/lintian/overrides/animstudio",
                    "./usr/share/man/man1/animstudio.1.gz",
                    "./usr/share/zsh/vendor-completions/_animstudio"
                ].map { $0 + "\n" }.joined())
        let target = work + "/root"
        _ = try Self.shell("dpkg-deb -x '\(work)/dist/\(deb)' '\(target)'")
        #expect(try Self.shell("'\(target)/usr/bin/animstudio' --version") == "animstudio \(version)\n")
        #expect(try Self.shell("cmp '\(target)/usr/bin/animstudio' '\(work)/bin/animstudio' && echo same") == "same\n")
        #expect(
            try Self.shell("MANWIDTH=80 man -l '\(target)/usr/share/man/man1/animstudio.1.gz' | col -b | head -3")
                .contains("NAME"))
    }

    @Test func aStaticBinaryDependsOnNothingAndAnUnownedLibraryIsRefused() throws {
        // Debian's ldconfig is static and links nothing; /bin/true links libc only; the tests' own debug
        // binary also links the toolchain's runtime, which no Debian package owns: refused unless allowed.
        #expect(try Self.shell("packaging/linked-packages /sbin/ldconfig") == "")
        #expect(try Self.shell("packaging/linked-packages /bin/true") == "libc6\n")
        let refused = try TimedProcess(
            Self.root + "/packaging/linked-packages", [Self.root + "/.build/debug/animstudio"], timeout: 60)
        #expect(refused.status == 1)
        #expect(refused.stderr.hasPrefix("linked-packages: no Debian package owns libswift"))
        #expect(refused.stdout == "")
    }
}
