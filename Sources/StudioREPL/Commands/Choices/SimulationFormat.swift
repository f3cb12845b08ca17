/// `simulate --format text|json|summary`: the full report, the records as JSON, or the summary
/// lines alone (which name no rows, so a million-row table need not read a million names).
enum SimulationFormat: String, CaseIterable, OutputFormat {
    case text, json, summary
}
