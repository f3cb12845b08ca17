/// Text in an encoding the studio does not read (UTF-16, UTF-32), recognised by its byte-order mark
/// or, without one, by the NUL byte beside every ASCII character: an import says so rather than
/// reporting a NUL byte in a CSV header or an unknown column.
enum ForeignEncoding {
    /// The encoding's name, or nil when the bytes may be UTF-8.
    static func name(of bytes: [UInt8]) -> String? {
        let marks: [([UInt8], String)] = [
            ([0x00, 0x00, 0xFE, 0xFF], "UTF-32 (big-endian)"), ([0xFF, 0xFE, 0x00, 0x00], "UTF-32 (little-endian)"),
            ([0xFE, 0xFF], "UTF-16 (big-endian)"), ([0xFF, 0xFE], "UTF-16 (little-endian)")
        ]
        for (mark, name) in marks where bytes.starts(with: mark) { return name }
        guard bytes.count >= 4 else { return nil }
        let zeros = bytes.prefix(4).map { $0 == 0 }
        if zeros == [true, false, true, false] { return "UTF-16 (big-endian)" }
        if zeros == [false, true, false, true] { return "UTF-16 (little-endian)" }
        return nil
    }
}
