import Foundation
public import Testing

/// Compares `actual` with `Snapshots/<name>.txt` beside the calling test file.
///
/// A missing file, or `RECORD_SNAPSHOTS=1` in the environment, writes the
/// file and records a failure so a fresh recording is never mistaken for
/// a pass; review the new file, then re-run. On mismatch the failure
/// lists the differing lines.
public func assertSnapshot(
    _ actual: String, named name: String, filePath: String = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")
    let file = directory.appendingPathComponent("\(name).txt")
    let record = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
    guard !record, let expected = try? String(contentsOf: file, encoding: .utf8) else {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("Recorded snapshot \(name).txt; review it and re-run.", sourceLocation: sourceLocation)
        } catch {
            Issue.record("Could not write snapshot \(name).txt: \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard expected != actual else { return }
    Issue.record(
        "Snapshot \(name) differs:\n\(lineDiff(expected: expected, actual: actual))", sourceLocation: sourceLocation)
}

/// Line-by-line diff: "-" expected, "+" actual, only for differing lines.
/// Escape bytes are shown as "␛" so coloured diffs stay readable.
public func lineDiff(expected: String, actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var out: [String] = []
    for i in 0..<max(old.count, new.count) {
        let a = i < old.count ? String(old[i]) : nil
        let b = i < new.count ? String(new[i]) : nil
        guard a != b else { continue }
        if let a { out.append("\(i + 1) - \(a.replacingOccurrences(of: "\u{1B}", with: "␛"))") }
        if let b { out.append("\(i + 1) + \(b.replacingOccurrences(of: "\u{1B}", with: "␛"))") }
    }
    return out.joined(separator: "\n")
}
