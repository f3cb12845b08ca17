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
        canvas = args[Flags.canvas] ?? (terminal.unicode ? .braille : .ascii)
        width = args[Flags.width] ?? terminal.columns
        height =
            args[Flags.height]
            ?? defaultHeight ?? max(LinePlot.minimumHeight, terminal.rows - 1 - reserveRows)
        switch args[Flags.color] {
        case .always: color = .ansi
        case .never: color = .none
        case .auto: color = terminal.autoColor ? .ansi : .none
        }
    }
}
