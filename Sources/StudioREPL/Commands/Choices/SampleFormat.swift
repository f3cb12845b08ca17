/// `sample --format csv|json`: the sampled table as CSV rows or a JSON array.
enum SampleFormat: String, CaseIterable, OutputFormat {
    case csv, json
}
