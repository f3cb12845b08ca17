import AnimationCore

extension Session {
    /// The outcome of a verb whose `--format` has JSON, both renderings from one result: the JSON
    /// printed when `format` asks for it, the text otherwise, and for an agent's session
    /// (``rendersData``) the JSON beside the text as ``Outcome/data``. The verb computes its result
    /// once; only what is asked for is rendered.
    func rendered<Format: OutputFormat>(
        _ format: Format, warnings: [String] = [], text: () throws(CommandError) -> String,
        json: () throws(CommandError) -> JSONValue
    ) throws(CommandError) -> Outcome {
        if format == Format.json { return Outcome(try json().pretty, warnings: warnings) }
        return Outcome(try text(), warnings: warnings, data: rendersData ? try json() : nil)
    }
}
