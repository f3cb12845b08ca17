/// A verb's `--format`: its words, one of them JSON, which an agent's call gets beside the text
/// (``Session/rendered(_:warnings:text:json:)``, ``Flag/jsonChoice``).
protocol OutputFormat: ArgumentChoice, Equatable {
    static var json: Self { get }
}
