/// Reads a peer form's labelled arguments with the same rules and messages as the studio's own forms:
/// every argument labelled, each label known and given once, numbers where numbers go, `true`/`false`
/// where a switch goes, and a name from a fixed list where a name goes (`preset: gentle`).
struct PeerArguments {
    let name: String
    let nameOffset: Int
    let arguments: [TimingArgument]
    /// The accepted forms, for messages: `motion-spring(stiffness: …, …) or motion-spring(…)`.
    let usage: String

    /// The labels given, in order.
    var labels: Set<String> { Set(arguments.compactMap(\.label)) }

    /// True when any of `candidates` is given.
    func has(any candidates: [String]) -> Bool { !labels.isDisjoint(with: candidates) }

    /// Refuses unlabelled arguments, labels outside `allowed`, and labels given twice.
    func check(allowed: [String]) throws(TimingError) {
        var seen: Set<String> = []
        for argument in arguments {
            guard let label = argument.label else {
                throw TimingError.syntax(
                    message: "\(name) parameters need labels: \(usage)", offset: argument.offset,
                    length: argument.length)
            }
            guard allowed.contains(label) else {
                throw TimingError.syntax(
                    message: "unknown parameter “\(label)” for \(name); expected \(allowed.joined(separator: ", "))"
                        + ForeignTimingName.labelSuggestion(label, among: allowed),
                    offset: argument.offset, length: label.unicodeScalars.count)
            }
            guard seen.insert(label).inserted else {
                throw TimingError.syntax(
                    message: "parameter “\(label)” is given twice", offset: argument.offset, length: argument.length)
            }
        }
    }

    /// Refuses `label` when given, saying why (`velocity` on a time-defined Motion spring).
    func refuse(_ label: String, because reason: String) throws(TimingError) {
        if let argument = arguments.first(where: { $0.label == label }) {
            throw TimingError.syntax(message: reason, offset: argument.offset, length: argument.length)
        }
    }

    /// Requires `label`, with the usage in the message.
    func require(_ label: String) throws(TimingError) {
        if !labels.contains(label) {
            throw TimingError.syntax(
                message: "\(name) needs “\(label):”: \(usage)", offset: nameOffset, length: name.unicodeScalars.count)
        }
    }

    /// The number labelled `label`, or `fallback`; refused outside `range`. A name is accepted only
    /// from `names` (Compose's `stiffness: medium`), which maps it to its number.
    func number(
        _ label: String, _ fallback: Double, _ range: TimingError.Range, names: [String: Double] = [:]
    ) throws(TimingError) -> Double {
        guard let argument = arguments.first(where: { $0.label == label }) else { return fallback }
        if let word = argument.word {
            guard let value = names[word.text] else {
                let message =
                    names.isEmpty
                    ? "“\(word.text)” is not a number"
                    : "unknown \(label) “\(word.text)” for \(name); expected a number or "
                        + names.keys.sorted { names[$0, default: 0] > names[$1, default: 0] }.joined(separator: ", ")
                throw TimingError.syntax(message: message, offset: word.offset, length: word.length)
            }
            return value
        }
        if argument.isFlag {
            throw TimingError.syntax(
                message: "\(label) takes a number, not \(argument.value == 1 ? "true" : "false")",
                offset: argument.offset, length: argument.length)
        }
        try TimingError.require(argument.value, label, range)
        return argument.value
    }

    /// The switch labelled `label` (`true`/`false`), false when absent.
    func flag(_ label: String) throws(TimingError) -> Bool {
        guard let argument = arguments.first(where: { $0.label == label }) else { return false }
        guard argument.isFlag else {
            throw TimingError.syntax(
                message: "\(label) takes true or false", offset: argument.offset, length: argument.length)
        }
        return argument.value == 1
    }

    /// The name labelled `label`, one of `choices`; a stored record holds its index in `choices`.
    func choice(_ label: String, _ choices: [String]) throws(TimingError) -> Int? {
        guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
        if argument.fromRecord, argument.word == nil, let index = Int(exactly: argument.value),
            choices.indices.contains(index)
        {
            return index
        }
        let expected = "expected \(choices.joined(separator: ", "))"
        guard let word = argument.word else {
            throw TimingError.syntax(
                message: "\(label) takes a name: \(expected)", offset: argument.offset, length: argument.length)
        }
        guard let index = choices.firstIndex(of: word.text) else {
            throw TimingError.syntax(
                message: "unknown \(label) “\(word.text)” for \(name); \(expected)", offset: word.offset,
                length: word.length)
        }
        return index
    }
}
