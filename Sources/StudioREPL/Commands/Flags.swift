import AnimationCore
import TerminalPlot

/// Flags several verbs declare alike, written once.
enum Flags {
    static func format(_ choices: [String], _ summary: String? = nil) -> Flag {
        Flag("--format", .choice(choices), nil, summary ?? "output format (default \(choices[0]))")
    }

    static let duration = Flag(
        "--duration", .number(.seconds), "S", "the duration a bare timing runs for, in seconds (default: its own)")
    static let canvas = Flag(
        "--canvas", .choice(["braille", "block", "ascii"]), "C", "plot glyphs (default braille, ascii without UTF-8)")
    static let width = Flag(
        "--width", .integer(LinePlot.minimumWidth...LinePlot.maximumWidth), "W",
        "plot width in columns (default: the terminal's)")
    static let height = Flag(
        "--height", .integer(LinePlot.minimumHeight...LinePlot.maximumHeight), "H",
        "plot height in rows (default: the terminal's)")
    static let color = Flag(
        "--color", .choice(["auto", "always", "never"]), "WHEN", "colour (default auto: a terminal without NO_COLOR)")
    /// `--canvas`, `--width`, `--height`, `--color`.
    static let plot = [canvas, width, height, color]
}
