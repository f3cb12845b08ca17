public import AnimationCore
public import StudioStore

/// What a positional or a flag's value is. The kind decides how the parser checks and converts the
/// text, how `help` names it and what Tab offers for it.
public enum ValueKind: Sendable {
    /// A number checked against a rule (finite, in range, in a unit).
    case number(NumberRule)
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// One word of a fixed list.
    case choice([String])
    /// A timing expression (`ease-in-out`, `spring(mass: 1, …)`).
    case timing
    /// A built-in template's name; `entrances` limits it to table-cell entrances.
    case template(entrances: Bool)
    /// A timing, a template or a preset reference: anything with a curve.
    case curve
    /// A table-cell entrance template or a preset reference.
    case entrance
    /// A template or a preset reference: what `new` copies a preset from.
    case presetSource
    /// A preset reference: `NAME`, `NAME@N`, `NAME@draft`, `NAME@TAG`.
    case reference
    /// An existing preset's name.
    case preset
    /// A name the command creates (a preset, a tag, a saved script), checked by the store's rules
    /// for that kind of name; nil when another value decides the kind (`import KIND … --as NAME`)
    /// and the handler checks it with the same rules.
    case newName(NameKind?)
    /// An existing dataset's name.
    case dataset
    /// A preview session's name.
    case session
    /// A file path.
    case file
    /// A folder path.
    case folder
    /// This exact word (`on`, `from`).
    case keyword(String)
    /// Any text (a message, a tag).
    case text
    /// A scroll script (`to 5 over 1, wait 0.5`).
    case scrollScript
    /// Seconds separated by commas (`0,0.25,0.5`).
    case times
    /// A parameter of the current preset (template parameter or timing number).
    case parameter
    /// `PARAM VALUE` pairs (`set damping 0.5 velocity 0`).
    case assignments
    /// A verb's name.
    case verb
    /// The word picking a subcommand of the verb named before it (`help library push`).
    case subcommand

    /// How usage lines name a value of this kind when the declaration gives no placeholder.
    var placeholder: String {
        switch self {
        case .number: return "N"
        case .integer: return "N"
        case .choice(let words): return words.joined(separator: "|")
        case .timing: return "TIMING"
        case .template: return "TEMPLATE"
        case .curve: return "CURVE"
        case .entrance: return "ENTRANCE"
        case .presetSource: return "TEMPLATE|REF"
        case .reference: return "REF"
        case .preset: return "NAME"
        case .newName: return "NAME"
        case .dataset: return "DATASET"
        case .session: return "SESSION"
        case .file: return "FILE"
        case .folder: return "DIR"
        case .keyword(let word): return word
        case .text: return "TEXT"
        case .scrollScript: return "SCRIPT"
        case .times: return "T1,T2,…"
        case .parameter: return "PARAM"
        case .assignments: return "PARAM VALUE"
        case .verb: return "VERB"
        case .subcommand: return CommandSpec.subcommandPlaceholder
        }
    }
}
