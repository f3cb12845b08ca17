import AnimationCore
import TerminalPlot

/// Flags several verbs declare alike, written once.
enum Flags {
    /// `--format text|json` (or another set of formats), defaulting to `value`.
    static func format<Format: OutputFormat>(default value: Format) -> DefaultedFlag<Format> {
        var flag = DefaultedFlag.choice("--format", nil, "output format", default: value)
        flag.declaration.jsonChoice = Format.json.argument
        return flag
    }

    static let duration = ValueFlag.number(
        "--duration", .seconds, "S", "the duration a bare timing runs for, in seconds", default: .described("its own"))
    static let canvas = ValueFlag<CanvasKind>.choice(
        "--canvas", "C", "plot glyphs",
        default: FlagDefault(shown: "braille, ascii without UTF-8"))
    static let width = ValueFlag.integer(
        "--width", LinePlot.minimumWidth...LinePlot.maximumWidth, "W", "plot width in columns",
        default: .described("the terminal's"))
    static let height = ValueFlag.integer(
        "--height", LinePlot.minimumHeight...LinePlot.maximumHeight, "H", "plot height in rows",
        default: .described("the terminal's"))
    static let color = DefaultedFlag.choice(
        "--color", "WHEN", "colour", default: ColorChoice.auto, note: "a terminal without NO_COLOR")
    /// `--fps`: a display's frame rate; frames land on its vsync times, k / N s after the start.
    static let fps = ValueFlag.integer(
        "--fps", DisplayFrames.rates, "N",
        "frames at a display's refresh rate (60, 80, 120, any from 1 to 240): one row per vsync, k/N s after the start")
    /// `--reduce-motion`: play the preset's reduced-motion variant instead of its full motion.
    static let reduceMotion = Switch(
        "--reduce-motion", "play the preset's reduced-motion variant, as a device with Reduce Motion on shows it")
    /// `--canvas`, `--width`, `--height`, `--color`.
    static let plot: [any FlagKey] = [canvas, width, height, color]
}
