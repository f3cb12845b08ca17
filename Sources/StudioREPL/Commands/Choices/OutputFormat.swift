/// A verb's `--format`: its words, one of them JSON, which an agent's call asks for beside the text
/// (``Flag/jsonChoice``).
protocol OutputFormat: ArgumentChoice {
    static var json: Self { get }
}
