import Foundation
import StudioTestSupport
import Testing

/// packaging/icu-data, the ICU data the static release binary links in place of the toolchain's whole
/// package (docs/explanation/performance.md): what stays and what goes, ICU's own packager reading the
/// trimmed package and finding it whole, the Makefile linking it, and a static program linked with it
/// as `make build` links the studio, formatting English exactly as Foundation does with the whole data.
@Suite(.serialized) struct ICUDataTests {
    static let tools = ["/usr/bin/objcopy", "/usr/bin/as", "/usr/bin/nm", "/usr/bin/python3"]

    /// The kept items' names (without the package's "icudt76l/" prefix) and the listing's last line,
    /// read once for the suite (each run of the script reads the toolchain's 47 MB archive).
    static let listed = Result { () throws -> (names: Set<String>, summary: String) in
        let lines = try PackagingTests.shell("packaging/icu-data --list").split(separator: "\n").map(String.init)
        let names = lines.dropLast().compactMap { line in
            line.split(separator: " ").last?.split(separator: "/", maxSplits: 1).last.map(String.init)
        }
        return (Set(names), lines.last ?? "")
    }

    /// ICU's data symbol in the toolchain (`icudt76_dat` for ICU 76), read once for the suite.
    static let symbol = Result {
        try PackagingTests.shell("packaging/icu-data --symbol").trimmingCharacters(in: .newlines)
    }

    @Test(.enabled(if: tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }, "needs binutils"))
    func theRootAndEnglishLocalesStayAndTheOthersGo() throws {
        let (names, summary) = try Self.listed.get()
        let kept = [
            "root.res", "en.res", "en_US.res", "en_US_POSIX.res", "en_GB.res", "res_index.res", "pool.res",
            "zoneinfo64.res", "metaZones.res", "timezoneTypes.res", "windowsZones.res", "supplementalData.res",
            "likelySubtags.res", "plurals.res", "cnvalias.icu", "unames.icu", "nfkc.nrm", "uts46.nrm",
            "coll/root.res", "coll/ucadata.icu", "coll/en.res", "brkitr/word.brk", "brkitr/cjdict.dict",
            "zone/en.res", "zone/pool.res", "zone/tzdbNames.res", "curr/en.res", "unit/en_GB.res", "rbnf/en.res"
        ]
        let dropped = [
            "de.res", "fr_CA.res", "ja.res", "sr_Latn.res", "haw.res", "coll/de.res", "coll/de_.res",
            "zone/de.res", "unit/ja.res", "ibm-943_P15A-2003.cnv", "gb18030-2022.cnv", "translit/root.res",
            "translit/en.res"
        ]
        #expect(kept.filter { !names.contains($0) } == [])
        #expect(dropped.filter { names.contains($0) } == [])
        #expect(!names.contains { $0.hasSuffix(".cnv") })
        // "kept 860 of 4855 items, 8074176 of 33976096 bytes" for ICU 76: the counts move with the toolchain.
        let numbers = summary.split { !$0.isNumber }.compactMap { Int($0) }
        #expect(summary.hasPrefix("kept ") && numbers.count == 4 && numbers[0] == names.count)
        if numbers.count == 4 { #expect(numbers[2] * 4 < numbers[3], "\(summary)") }
    }

    @Test(
        .enabled(
            if: (tools + ["/usr/sbin/icupkg"]).allSatisfy { FileManager.default.isExecutableFile(atPath: $0) },
            "needs binutils and icu-devtools"))
    func icusOwnPackagerFindsTheTrimmedPackageWhole() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("icu-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let symbol = try Self.symbol.get()
        #expect(symbol.hasPrefix("icudt") && symbol.hasSuffix("_dat"))
        // icupkg reads a package only under its own name: icudt76l.dat for icudt76_dat (l: little-endian).
        let package = symbol.dropLast("_dat".count) + "l.dat"
        _ = try PackagingTests.shell(
            "mkdir -p '\(work)' && packaging/icu-data '\(work)/icu.o' && "
                + "objcopy -O binary --only-section=.rodata.animstudio_icu_data '\(work)/icu.o' '\(work)/\(package)'")
        let checked = try TimedProcess(
            "/bin/bash", ["-c", "cd \"$0\" && /usr/sbin/icupkg -l \"$1\"", work, String(package)], timeout: 120)
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stderr == "")
        #expect(checked.stdout.split(separator: "\n").count == (try Self.listed.get().names.count))
    }

    @Test func theReleaseBuildLinksTheTrimmedDataAsICUsDataSymbol() throws {
        let symbol = try Self.symbol.get()
        let plan = try PackagingTests.shell("make -n build")
        let link = plan.split(separator: "\n").first { $0.hasPrefix("swift build -c release") }.map(String.init) ?? ""
        #expect(
            link.contains(
                "-Xlinker \(PackagingTests.root)/.build/icu-data.o -Xlinker --defsym=\(symbol)=animstudio_icu_data"),
            "\(link)")
    }

    /// What a program prints through Foundation's ICU paths: those GRDB takes (en_US_POSIX dates,
    /// ISO 8601, decimals), time zones, English names and formats, a dropped locale, collation, case,
    /// and a legacy encoding whose converter is dropped.
    static let program = """
        import Foundation
        let moment = Date(timeIntervalSince1970: 1_700_000_000)
        let posix = DateFormatter()
        posix.locale = Locale(identifier: "en_US_POSIX")
        posix.timeZone = TimeZone(secondsFromGMT: 0)
        posix.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        print("posix:", posix.string(from: moment), posix.date(from: "2023-11-14 22:13:20.000") == moment)
        print("iso8601:", ISO8601DateFormatter().string(from: moment))
        print("zones:", ["Europe/Paris", "America/Los_Angeles", "Asia/Kolkata"].map {
            TimeZone(identifier: $0)?.secondsFromGMT(for: moment) ?? -1 })
        let english = DateFormatter()
        english.locale = Locale(identifier: "en_US")
        english.timeZone = TimeZone(identifier: "Europe/Paris")
        english.dateStyle = .full
        english.timeStyle = .long
        print("en_US:", english.string(from: moment))
        let german = DateFormatter()
        german.locale = Locale(identifier: "de_DE")
        german.timeZone = TimeZone(identifier: "Europe/Paris")
        german.dateStyle = .full
        print("de_DE:", german.string(from: moment))
        print("named:", Locale(identifier: "en_US").localizedString(forIdentifier: "de_DE") ?? "none")
        print("numbers:", 1234567.891.formatted(.number.locale(Locale(identifier: "en_US"))),
            1234567.891.formatted(.number.locale(Locale(identifier: "de_DE"))))
        print("sorted:", ["b", "ä", "a", "B", "10", "9"].sorted { $0.localizedStandardCompare($1) == .orderedAscending })
        print("case:", "straße ǆ".uppercased(), "Straße".folding(options: [.caseInsensitive], locale: nil))
        print("decimal:", Decimal(string: "3.14159", locale: Locale(identifier: "en_US_POSIX"))?.description ?? "nil")
        print("latin1:", String(data: Data([0x63, 0x61, 0x66, 0xE9]), encoding: .isoLatin1) ?? "nil")
        print("shift-jis:", String(data: Data([0x82, 0xA0]), encoding: .shiftJIS) ?? "nil")
        """

    @Test(
        .enabled(if: tools.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }, "needs binutils"),
        .timeLimit(.minutes(10)))
    func aStaticProgramLinkedWithItFormatsEnglishAsTheWholeDataDoes() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("icu-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        let symbol = try Self.symbol.get()
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        try Self.program.write(toFile: work + "/main.swift", atomically: true, encoding: .utf8)
        _ = try PackagingTests.shell(
            "packaging/icu-data '\(work)/icu.o' && swiftc -Onone '\(work)/main.swift' -o '\(work)/program' "
                + "-static-executable -Xlinker '\(work)/icu.o' -Xlinker --defsym=\(symbol)=animstudio_icu_data")
        let run = try TimedProcess(work + "/program", [], environment: ["LANG": "C.UTF-8", "TZ": "UTC"], timeout: 60)
        #expect(run.status == 0 && run.stderr == "")
        // (ICU puts a narrow no-break space before "PM".) With the whole data the German lines read "Dienstag, 14. November 2023" and "1.234.567,891", and
        // Shift-JIS decodes to "あ": a dropped locale falls back to the default locale's and root's
        // formats, and a legacy encoding is not decoded. Every English line is the same either way.
        #expect(
            run.stdout == """
                posix: 2023-11-14 22:13:20.000 true
                iso8601: 2023-11-14T22:13:20Z
                zones: [3600, -28800, 19800]
                en_US: Tuesday, November 14, 2023 at 11:13:20\u{202F}PM GMT+1
                de_DE: Tuesday, November 14, 2023
                named: German (Germany)
                numbers: 1,234,567.891 1234567.891
                sorted: ["9", "10", "a", "ä", "b", "B"]
                case: STRASSE Ǆ strasse
                decimal: 3.14159
                latin1: café
                shift-jis: nil

                """)
        // The data linked is the trimmed package, not the toolchain's (34 MB).
        let size = try PackagingTests.shell("nm -S '\(work)/program' | awk '$4 == \"animstudio_icu_data\" {print $2}'")
        #expect(Int(size.trimmingCharacters(in: .newlines), radix: 16).map { $0 < 12_000_000 } == true, "\(size)")
    }
}
