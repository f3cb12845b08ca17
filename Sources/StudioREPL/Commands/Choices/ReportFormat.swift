/// `--format text|json`: what most verbs print, text for a person or JSON for a program.
enum ReportFormat: String, CaseIterable, OutputFormat {
    case text, json
}
