/// `--format text|json`: what most verbs print, text for a person or JSON for a program.
enum ReportFormat: String, CaseIterable, ArgumentChoice {
    case text, json
}
