/// One commit of a file's history as `library log` shows it: who, when, the subject, and the
/// file's path in that commit (it changes when `--follow` crosses a rename).
struct CommitRecord: Equatable, Sendable {
    var commit: String
    var author: String
    /// The author date, strict ISO 8601 (`2026-11-22T10:15:30+00:00`).
    var date: String
    var subject: String
    var path: String
}

extension WorkingCopy {
    /// The commits up to `tip` that touched `path`, newest first (`follow`: across renames).
    ///
    /// Read with `-z`: every field and every record ends with a NUL, which git never prints
    /// inside a field (it cuts a subject or a name at one), so no subject can forge another
    /// entry, author or date, as the U+001E/U+001F separators it replaces let one do.
    func history(of path: String, upTo tip: String, follow: Bool) throws(LibraryError) -> [CommitRecord] {
        let output = try git.run(
            ["log", "-z", "--format=%H%x00%an%x00%aI%x00%s", "--name-only"] + (follow ? ["--follow"] : [])
                + [tip, "--", path])
        return try Self.commitRecords(output.output, path: path)
    }

    /// Parses `git log -z --format=%H%x00%an%x00%aI%x00%s --name-only`: four fields, then the
    /// file's path on a line of its own (a newline, then the path), each ended by a NUL.
    static func commitRecords(_ bytes: [UInt8], path: String) throws(LibraryError) -> [CommitRecord] {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        var records: [CommitRecord] = []
        var index = 0
        while index < fields.count {
            if fields[index].isEmpty || fields[index] == "\n" {
                index += 1
                continue
            }
            guard index + 3 < fields.count, isCommitID(fields[index]), isStrictDate(fields[index + 2]) else {
                throw LibraryError("git log answered in a form the library does not read; expected a commit id")
            }
            var record = CommitRecord(
                commit: fields[index], author: fields[index + 1], date: fields[index + 2], subject: fields[index + 3],
                path: path)
            index += 4
            if index < fields.count, fields[index].hasPrefix("\n") {
                let named = String(fields[index].dropFirst())
                if !named.isEmpty { record.path = named }
                index += 1
            }
            records.append(record)
        }
        return records
    }

    private static func isCommitID(_ text: String) -> Bool {
        (text.utf8.count == 40 || text.utf8.count == 64)
            && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
    }

    /// `2026-11-22T10:15:30+00:00`: digits and punctuation in fixed places.
    private static func isStrictDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 25 else { return false }
        let punctuation: [Int: UInt8] = [4: 0x2D, 7: 0x2D, 10: 0x54, 13: 0x3A, 16: 0x3A, 22: 0x3A]
        for (offset, byte) in bytes.enumerated() {
            if let expected = punctuation[offset] {
                guard byte == expected else { return false }
            } else if offset == 19 {
                guard byte == 0x2B || byte == 0x2D else { return false }
            } else {
                guard byte >= 0x30 && byte <= 0x39 else { return false }
            }
        }
        return true
    }
}
