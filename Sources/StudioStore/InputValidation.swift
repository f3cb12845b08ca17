import TerminalText

/// Checks caller input before it reaches SQL, so that bad input gets a
/// precise ``StoreError`` instead of a generic constraint failure.
enum InputValidation {
    /// Throws unless `name` is a valid preset, tag, dataset or session name.
    static func check(name: String, as kind: NameKind) throws(StoreError) {
        if let problem = problem(in: name, as: kind) {
            throw .invalidName(kind: kind, value: name, problem: problem)
        }
    }

    /// The first rule `name` breaks, or nil when it is valid.
    static func problem(in name: String, as kind: NameKind) -> NameProblem? {
        let scalars = name.unicodeScalars
        if scalars.isEmpty { return .empty }
        if scalars.count > NameProblem.maximumLength { return .tooLong(length: scalars.count) }
        // Whitespace first: tab and newline are also control characters, and
        // "contains whitespace" is the clearer message for them.
        // Single spaces inside a name are fine ("my bounce", or an SQL-looking name that is just
        // text); leading or trailing spaces and any other whitespace would be invisible or break lines.
        if scalars.first == " " || scalars.last == " "
            || scalars.contains(where: { $0 != " " && $0.properties.isWhitespace })
        {
            return .whitespace
        }
        // Anything the terminal would show as an escape (TerminalText's one policy): a zero-width
        // space, a lone variation selector or joiner, the BOM, a Hangul filler, a mark with nothing
        // before it. Joiners and selectors inside the sequences they belong to (👩‍💻) are fine.
        if let hidden = TerminalText.hiddenCharacters(in: name).first {
            switch hidden.kind {
            case .control, .lineSeparator: return .controlCharacter
            case .bidiControl: return .bidiControl(hidden.scalar)
            case .invisible: return .invisibleCharacter(hidden.scalar)
            case .unattachedMark: return .unattachedMark(hidden.scalar)
            }
        }
        if scalars.contains("@") { return .atSign }
        if kind == .tag {
            if scalars.allSatisfy({ ("0"..."9").contains($0) }) { return .allDigits }
            if ["draft", "latest"].contains(name.lowercased()) { return .reserved }
        }
        return nil
    }

    /// Throws unless `time` is exactly `YYYY-MM-DDTHH:MM:SS.sssZ`.
    ///
    /// One fixed width keeps timestamps comparable as text, which is how the
    /// store finds the latest change (`max()` in SQL and in Swift).
    static func check(time: String) throws(StoreError) {
        let pattern = Array("dddd-dd-ddTdd:dd:dd.dddZ".utf8)
        let bytes = Array(time.utf8)
        guard bytes.count == pattern.count else { throw .invalidTime(time) }
        for (byte, expected) in zip(bytes, pattern) {
            let matches =
                expected == UInt8(ascii: "d")
                ? (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                : byte == expected
            if !matches { throw .invalidTime(time) }
        }
    }

    /// Returns the message to store: nil for no message or an empty one,
    /// which both mean "no message"; throws when it is too long.
    static func normalized(message: String?) throws(StoreError) -> String? {
        guard let message, !message.isEmpty else { return nil }
        let length = message.unicodeScalars.count
        if length > StudioStore.messageLimit { throw .messageTooLong(length: length) }
        return message
    }
}
