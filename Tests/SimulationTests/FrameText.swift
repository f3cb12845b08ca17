/// Helpers for comparing rendered frames with the frames written out in tests.
enum FrameText {
    /// The frame a test literal stands for. Each line of the literal ends in "¶" so that trailing
    /// spaces survive editors and formatters; the marker is dropped here, nothing else changes.
    static func frame(_ literal: String) -> String {
        literal.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in line.hasSuffix("¶") ? String(line.dropLast()) : String(line) }
            .joined(separator: "\n")
    }

    /// Display columns of `line` by the width table `play` promises (written out independently of
    /// the renderer's): CJK, Hangul, full-width and emoji blocks take 2, combining marks 0.
    static func displayWidth(_ line: Substring) -> Int {
        line.unicodeScalars.reduce(0) { width, scalar in
            let v = scalar.value
            if (0x0300...0x036F).contains(v) { return width }
            let wide: [ClosedRange<UInt32>] = [
                0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD
            ]
            return width + (wide.contains { $0.contains(v) } ? 2 : 1)
        }
    }
}
