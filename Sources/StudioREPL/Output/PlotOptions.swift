import TerminalPlot

/// `--canvas`, `--width`, `--height` and `--color`, resolved against the terminal.
struct PlotOptions {
    let canvas: CanvasKind
    let width: Int
    let height: Int
    let color: ColorMode

    /// - Parameter reserveRows: rows the command prints under the plot (a table), kept free of the
    ///   terminal height when no `--height` is given.
    init(_ args: ParsedArguments, terminal: TerminalSettings, reserveRows: Int, defaultHeight: Int?) {
        let defaultCanvas = terminal.unicode ? "braille" : "ascii"
        switch args.choice("--canvas", default: defaultCanvas) {
        case "braille": canvas = .braille
        case "block": canvas = .block
        default: canvas = .ascii
        }
        width = args.integer("--width") ?? terminal.columns
        height =
            args.integer("--height")
            ?? defaultHeight ?? max(LinePlot.minimumHeight, terminal.rows - 1 - reserveRows)
        switch args.choice("--color", default: "auto") {
        case "always": color = .ansi
        case "never": color = .none
        default: color = terminal.autoColor ? .ansi : .none
        }
    }
}
