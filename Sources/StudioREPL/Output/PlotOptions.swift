import TerminalPlot

/// `--canvas`, `--width`, `--height` and `--color`, resolved against the terminal.
struct PlotOptions {
    let canvas: CanvasKind
    let width: Int
    let height: Int
    let color: ColorMode

    /// - Parameter reserveRows: rows the command prints under the plot (a table), kept free of the
    ///   terminal height when no `--height` is given.
    init(_ args: ArgumentReader, terminal: TerminalSettings, reserveRows: Int, defaultHeight: Int?) throws(CommandError) {
        let defaultCanvas = terminal.unicode ? "braille" : "ascii"
        switch try args.choice("--canvas", ["braille", "block", "ascii"], default: defaultCanvas) {
        case "braille": canvas = .braille
        case "block": canvas = .block
        default: canvas = .ascii
        }
        width = try args.integer("--width", LinePlot.minimumWidth...LinePlot.maximumWidth) ?? terminal.columns
        height = try args.integer("--height", LinePlot.minimumHeight...LinePlot.maximumHeight)
            ?? defaultHeight ?? max(LinePlot.minimumHeight, terminal.rows - 1 - reserveRows)
        switch try args.choice("--color", ["auto", "always", "never"], default: "auto") {
        case "always": color = .ansi
        case "never": color = .none
        default: color = terminal.autoColor ? .ansi : .none
        }
    }
}
