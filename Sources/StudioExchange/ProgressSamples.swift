/// A curve recorded as samples: a CSV file with a `t` (seconds) and a `progress` column, as `sample`
/// writes it (a `velocity` column is allowed and ignored), a device recording, or another tool's output.
public enum ProgressSamples {
    /// The most samples a file may hold (a minute at 1,000 Hz and more).
    public static let maximumCount = 100_000

    /// The samples in file order.
    /// - Throws: ``ExchangeError`` naming the line for a missing column, a number that does not read,
    ///   a time that is negative or not after the previous one, or too many rows.
    public static func read(_ bytes: [UInt8]) throws(ExchangeError) -> [(t: Double, progress: Double)] {
        var samples: [(t: Double, progress: Double)] = []
        do {
            try CSVReader.readRecords(bytes, known: ["t", "progress", "velocity"], required: ["t", "progress"]) {
                fields, line in
                let t = try number(fields["t"] ?? "", column: "t", line: line)
                let progress = try number(fields["progress"] ?? "", column: "progress", line: line)
                guard t >= 0 else { throw ExchangeError("\(line): t must be 0 or more, got \(fields["t"] ?? "")") }
                if let previous = samples.last, t <= previous.t {
                    throw ExchangeError(
                        "\(line): t must increase from one row to the next, got \(fields["t"] ?? "") after \(previous.t)"
                    )
                }
                guard samples.count < maximumCount else {
                    throw ExchangeError("\(line): more than \(maximumCount) samples")
                }
                samples.append((t, progress))
            }
        } catch let error as ExchangeError {
            throw error
        } catch {
            throw ExchangeError("\(error)")
        }
        guard samples.count >= 2 else {
            throw ExchangeError(
                "the file has \(samples.count) sample\(samples.count == 1 ? "" : "s"); a fit needs at least 2")
        }
        return samples
    }

    private static func number(_ text: String, column: String, line: String) throws(ExchangeError) -> Double {
        let trimmed = text.trimmingSpaces()
        guard let value = Double(trimmed), value.isFinite else {
            throw ExchangeError("\(line): \(column) must be a finite number, got “\(trimmed)”")
        }
        return value
    }
}
