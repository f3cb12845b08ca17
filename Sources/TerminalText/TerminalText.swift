/// How text from data (names, dataset values, messages, paths) is drawn in a terminal, decided once
/// for the tables, plots, playback frames, help, completion and the line editor:
///
/// - each grapheme cluster takes the sum of its scalars' ``ScalarWidth`` columns;
/// - controls, line separators, bidirectional controls and invisible characters
///   (``HiddenCharacter``) are never written raw: each is shown by its escape (`\e`, `\u{61C}`),
///   right after the character it was attached to;
/// - a cluster that would take no column (a combining mark with nothing before it) is shown by
///   escapes too, so every glyph drawn takes at least one column.
///
/// Joiners and variation selectors inside the sequences they belong to stay: an emoji ZWJ sequence
/// (`👩‍💻`), a joiner after a virama (Devanagari `क्‍ष`), a non-joiner between Arabic-script
/// letters (Persian `می‌خواهم`), a variation selector after an emoji or an ideograph, an emoji flag's
/// tags.
public enum TerminalText {
    /// `text` with every hidden character replaced by its escape; shown text is unchanged.
    /// Sanitizing twice changes nothing more.
    public static func sanitized(_ text: some StringProtocol) -> String {
        if isPlain(text) { return String(text) }
        var out = ""
        walk(text) { piece in
            switch piece {
            case .glyph(let glyph): out.append(glyph.character)
            case .hidden(let hidden): out += hidden.escape
            }
        }
        return out
    }

    /// The columns `text` takes once sanitized.
    public static func width(_ text: some StringProtocol) -> Int {
        if isPlain(text) { return text.utf8.count }
        var width = 0
        walk(text) { piece in
            switch piece {
            case .glyph(let glyph): width += glyph.width
            case .hidden(let hidden): width += hidden.escape.utf8.count
            }
        }
        return width
    }

    /// `text` sanitized, as the glyphs a grid of terminal cells places (an escape is one glyph per
    /// character of it).
    public static func glyphs(_ text: some StringProtocol) -> [Glyph] {
        var glyphs: [Glyph] = []
        walk(text) { piece in
            switch piece {
            case .glyph(let glyph): glyphs.append(glyph)
            case .hidden(let hidden): glyphs += hidden.escape.map { Glyph($0, width: 1) }
            }
        }
        return glyphs
    }

    /// Every character of `text` that is shown by an escape, in order.
    public static func hiddenCharacters(in text: some StringProtocol) -> [HiddenCharacter] {
        var hidden: [HiddenCharacter] = []
        walk(text) { piece in
            if case .hidden(let character) = piece { hidden.append(character) }
        }
        return hidden
    }

    /// Printable ASCII only: shown as it is, one column a byte.
    private static func isPlain(_ text: some StringProtocol) -> Bool {
        // A String or Substring is read through its concrete UTF-8 view: walking `text.utf8` generically
        // looked its associated types up at run time, 10 % of a `presets` run's instructions.
        if let string = text as? String { return isPrintableASCII(string.utf8) }
        if let substring = text as? Substring { return isPrintableASCII(substring.utf8) }
        return text.utf8.allSatisfy { (0x20...0x7E).contains($0) }
    }

    private static func isPrintableASCII(_ bytes: String.UTF8View) -> Bool {
        bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    private static func isPrintableASCII(_ bytes: Substring.UTF8View) -> Bool {
        bytes.allSatisfy { (0x20...0x7E).contains($0) }
    }

    private enum Piece {
        case glyph(Glyph)
        case hidden(HiddenCharacter)
    }

    /// Calls `body` with the glyphs and hidden characters of `text`, in the order they are shown.
    private static func walk(_ text: some StringProtocol, _ body: (Piece) -> Void) {
        var clusters = text.makeIterator()
        var next = clusters.next()
        while let cluster = next {
            next = clusters.next()
            let scalars = Array(cluster.unicodeScalars)
            var kept = String.UnicodeScalarView()
            var hidden: [HiddenCharacter] = []
            for index in scalars.indices {
                if let kind = hiddenKind(scalars, at: index, before: next?.unicodeScalars.first) {
                    hidden.append(HiddenCharacter(scalar: scalars[index], kind: kind))
                } else {
                    kept.append(scalars[index])
                }
            }
            for character in String(kept) {
                let width = character.unicodeScalars.reduce(0) { $0 + ScalarWidth.columns($1) }
                if width > 0 {
                    body(.glyph(Glyph(character, width: width)))
                } else {
                    for scalar in character.unicodeScalars {
                        let kind: HiddenCharacter.Kind = isMark(scalar) ? .unattachedMark : .invisible
                        body(.hidden(HiddenCharacter(scalar: scalar, kind: kind)))
                    }
                }
            }
            for character in hidden { body(.hidden(character)) }
        }
    }

    /// Why `scalars[index]` (within one grapheme cluster, followed by the scalar `following` of the
    /// next) is not drawn as it is, or nil when it is.
    private static func hiddenKind(_ scalars: [Unicode.Scalar], at index: Int, before following: Unicode.Scalar?)
        -> HiddenCharacter.Kind?
    {
        let scalar = scalars[index]
        let properties = scalar.properties
        if properties.generalCategory == .control { return .control }
        if scalar == "\u{2028}" || scalar == "\u{2029}" { return .lineSeparator }
        if properties.isBidiControl { return .bidiControl }
        let invisible =
            properties.isDefaultIgnorableCodePoint || properties.generalCategory == .format
            || scalar == "\u{2800}"  // BRAILLE PATTERN BLANK: a visible character that draws nothing
        guard invisible else { return nil }
        return belongsToSequence(scalars, at: index, before: following) ? nil : .invisible
    }

    /// Whether the invisible `scalars[index]` does its work in a sequence: a joiner in an emoji ZWJ
    /// sequence or after a virama, a non-joiner after a virama or between Arabic-script letters, a
    /// variation selector after the character it selects for, an emoji flag's tags.
    private static func belongsToSequence(_ scalars: [Unicode.Scalar], at index: Int, before following: Unicode.Scalar?)
        -> Bool
    {
        guard index > 0 else { return false }
        let scalar = scalars[index]
        let base = scalars[0]
        let previous = scalars[index - 1]
        let afterVirama = previous.properties.canonicalCombiningClass == .virama
        switch scalar.value {
        case 0x200D:  // ZERO WIDTH JOINER
            return afterVirama || base.properties.isEmoji && index < scalars.count - 1
        case 0x200C:  // ZERO WIDTH NON-JOINER
            return afterVirama || isArabicLetter(base) && following.map(isArabicLetter) == true
        case 0xFE0E, 0xFE0F:  // text and emoji presentation selectors
            return previous.properties.isEmoji && !isZeroWidth(previous)
        case 0xFE00...0xFE0D, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F:  // other variation selectors
            return previous.value > 0x7F && !isZeroWidth(previous)
        case 0xE0020...0xE007F:  // tags: 🏴 followed by a region's letters and CANCEL TAG
            return base == "\u{1F3F4}"
        default:
            return false
        }
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        ScalarWidth.columns(scalar) == 0
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .spacingMark, .enclosingMark].contains(scalar.properties.generalCategory)
    }

    private static func isArabicLetter(_ scalar: Unicode.Scalar) -> Bool {
        let arabic: [ClosedRange<UInt32>] = [
            0x0600...0x06FF, 0x0750...0x077F, 0x0870...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF
        ]
        return scalar.properties.isAlphabetic && arabic.contains { $0.contains(scalar.value) }
    }
}
