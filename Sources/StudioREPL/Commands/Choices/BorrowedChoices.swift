public import AnimationCore
public import Simulation
public import StudioExchange
public import TerminalPlot

// The choices whose values other modules define; the words are the ones the command language has
// always taken.

extension CellPolicy: ArgumentChoice {}

extension StaggerMode: ArgumentChoice {}

extension DatasetReader.Format: ArgumentChoice {
    /// `import --format json|csv`.
    public static let choices: [DatasetReader.Format] = [.json, .csv]
    public var argument: String { rawValue }
}

extension CanvasKind: ArgumentChoice {
    /// `--canvas braille|block|ascii`.
    public static let choices: [CanvasKind] = allCases.map { $0 }
    public var argument: String {
        switch self {
        case .braille: return "braille"
        case .block: return "block"
        case .ascii: return "ascii"
        }
    }
}

extension FrameRenderer.Glyphs: ArgumentChoice {
    /// `play --glyphs unicode|ascii`.
    public static let choices: [FrameRenderer.Glyphs] = [.unicode, .ascii]
    public var argument: String {
        switch self {
        case .unicode: return "unicode"
        case .ascii: return "ascii"
        }
    }
}

extension FitKind: ArgumentChoice {
    /// `fit KIND`: every timing kind the fitter knows, by its name.
    public static var choices: [FitKind] { all }
    public var argument: String { name }
}
