import AnimationCore

/// How the generated reference and man page describe a value's kind, a positional's count and a
/// verb's use of the database (words, not markup: each generator adds its own).
enum ArgumentText {
    static func kind(_ kind: ValueKind) -> String {
        switch kind {
        case .number(let rule):
            return "a number " + rule.range.phrase + (rule.unit.isEmpty ? "" : " (\(rule.unit))")
        case .integer(let range):
            return "a whole number from \(range.lowerBound) to \(range.upperBound)"
        case .choice(let words): return "one of " + words.joined(separator: ", ")
        case .timing: return "a timing expression"
        case .template(let entrances): return entrances ? "a table-cell entrance template" : "a template"
        case .curve: return "a timing, a template or a preset reference"
        case .entrance: return "a table-cell entrance template or a preset reference"
        case .presetSource: return "a template or a preset reference"
        case .reference: return "a preset reference"
        case .preset: return "an existing preset's name"
        case .newName: return "a new name (1 to 64 characters, no @)"
        case .dataset: return "a dataset's name"
        case .session: return "a preview session's name"
        case .file: return "a file path"
        case .folder: return "a folder path"
        case .keyword(let word): return "the word " + word
        case .text: return "text"
        case .scrollScript: return "a scroll script"
        case .times: return "seconds separated by commas"
        case .parameter: return "a parameter of the current preset"
        case .assignments: return "parameter and value pairs"
        case .verb: return "a verb"
        case .subcommand: return "a subcommand of the verb"
        }
    }

    static func count(_ count: ClosedRange<Int>) -> String {
        switch (count.lowerBound, count.upperBound) {
        case (1, 1): return "one"
        case (0, 1): return "optional"
        case (0, let most): return "up to \(most)"
        case (let least, let most): return "\(least) to \(most)"
        }
    }

    static func store(_ use: CommandSpec.StoreUse) -> String {
        switch use {
        case .none: return "opens no database"
        case .reads: return "reads the database, writes nothing"
        case .writes: return "writes the database"
        }
    }
}
