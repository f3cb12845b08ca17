import Foundation
@testable import StudioStore

/// A fixed, valid timestamp `seconds` after 2026-11-22T10:00:00.000Z, so
/// tests can say "later" without a clock.
func time(_ seconds: Int) -> String {
    String(format: "2026-11-22T10:%02d:%02d.000Z", seconds / 60, seconds % 60)
}

/// Runs `body` with a fresh empty folder, removed afterwards.
func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("studio-store-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
}

/// The bytes of a file, to prove a failed open did not modify it.
func bytes(at path: String) throws -> Data {
    try Data(contentsOf: URL(fileURLWithPath: path))
}

/// Parameters of a spring preset, varied by `damping`.
func spring(damping: String) -> [String: String] {
    ["damping": damping, "response": "0.5"]
}
