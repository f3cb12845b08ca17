/// Reads CSV with a header row (RFC 4180: quoted fields, doubled quotes, newlines inside quotes).
///
/// As RFC 4180 requires, a quote may appear only around a whole field (doubled inside it): a stray
/// quote (`a"b`) or text after a closing quote (`"a"x`) is refused rather than guessed at, and so
/// is a NUL byte, which no text field holds. Errors name the record, the field and the line.
enum CSVReader {
    /// Calls `record` with each row as header → value, and its line for errors.
    static func readRecords(
        _ bytes: [UInt8], known: [String], required: [String],
        record: ([String: String], String) throws -> Void
    ) throws {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        guard let header = try readRow(bytes, &index, &line, record: "the header") else {
            throw ExchangeError("the file is empty")
        }
        let columns = header.map { $0.trimmingSpaces() }
        var seen: Set<String> = []
        for column in columns {
            guard known.contains(column) else {
                throw ExchangeError(
                    "unknown column “\(column)” in the header; expected \(known.joined(separator: ", "))")
            }
            guard seen.insert(column).inserted else {
                throw ExchangeError("column “\(column)” appears twice in the header")
            }
        }
        for column in required where !seen.contains(column) {
            throw ExchangeError("the header has no “\(column)” column; expected \(required.joined(separator: ", "))")
        }
        var number = 0
        while true {
            let startLine = line
            guard let row = try readRow(bytes, &index, &line, record: "record \(number + 1)") else { return }
            if row == [""] { continue }  // a blank line
            number += 1
            guard row.count == columns.count else {
                throw ExchangeError(
                    "record \(number) (line \(startLine)): \(row.count) fields, but the header has \(columns.count)")
            }
            try record(Dictionary(uniqueKeysWithValues: zip(columns, row)), "line \(startLine)")
        }
    }

    /// One row's fields, or nil at the end of the input.
    private static func readRow(
        _ bytes: [UInt8], _ index: inout Int, _ line: inout Int, record: String
    ) throws(ExchangeError) -> [String]? {
        guard index < bytes.count else { return nil }
        var fields: [String] = []
        var field: [UInt8] = []
        var quoted = false
        var closedQuote = false
        let place = { (line: Int) in "\(record), field \(fields.count + 1) (line \(line))" }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0 { throw ExchangeError("\(place(line)): a NUL byte; CSV text may not contain NUL") }
            if closedQuote, ![UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r")].contains(byte) {
                throw ExchangeError(
                    "\(place(line)): text after the closing quote; a quoted field must end at its closing quote")
            }
            if quoted {
                if byte == UInt8(ascii: "\"") {
                    if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                        field.append(byte)
                        index += 1
                    } else {
                        quoted = false
                        closedQuote = true
                    }
                } else {
                    if byte == UInt8(ascii: "\n") { line += 1 }
                    field.append(byte)
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\"") where field.isEmpty && !closedQuote: quoted = true
            case UInt8(ascii: "\""):
                throw ExchangeError(
                    "\(place(line)): a quote inside an unquoted field; quote the whole field and double the quote (\"a\"\"b\")"
                )
            case UInt8(ascii: ","):
                fields.append(try text(field, line))
                field.removeAll(keepingCapacity: true)
                closedQuote = false
            case UInt8(ascii: "\n"):
                line += 1
                if field.last == UInt8(ascii: "\r") { field.removeLast() }
                fields.append(try text(field, line - 1))
                return fields
            default: field.append(byte)
            }
        }
        if quoted { throw ExchangeError("line \(line): a quoted field is not closed (truncated file?)") }
        if field.last == UInt8(ascii: "\r") { field.removeLast() }
        fields.append(try text(field, line))
        return fields
    }

    private static func text(_ bytes: [UInt8], _ line: Int) throws(ExchangeError) -> String {
        guard let value = String(validating: bytes, as: UTF8.self) else {
            throw ExchangeError("line \(line): invalid UTF-8")
        }
        return value
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}
