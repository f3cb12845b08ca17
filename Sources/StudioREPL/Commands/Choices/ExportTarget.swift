import StudioExchange

/// `export --as TARGET`: the studio's own JSON (a backup `import preset` reads back), or code for
/// one of the platforms ``CodeTarget`` lists.
enum ExportTarget: ArgumentChoice, Equatable {
    case json
    case code(CodeTarget)

    static let choices: [ExportTarget] = [.json] + CodeTarget.allCases.map(ExportTarget.code)

    var argument: String {
        switch self {
        case .json: return "json"
        case .code(let target): return target.rawValue
        }
    }
}
