import Foundation
import StudioTestSupport

/// A headless Chromium left running on a page, whose console lines (`--enable-logging=stderr`)
/// the test waits for with a deadline, each stamped with the moment it arrived.
final class BrowserSession {
    private let process = Process()
    private let lines = LineCollector()
    private let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-live-\(UUID())")

    init(url: String, extraArguments: [String]) throws {
        guard let executable = HeadlessChromium.executable() else {
            throw RawHTTPFailure(description: "headless Chromium is not installed; run: apt-get install -y chromium")
        }
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=\(profile.path)"
            ] + extraArguments + [url]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let lines = self.lines
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { handle.readabilityHandler = nil } else { lines.append(data) }
        }
        try process.run()
    }

    /// Waits up to `seconds` for a console line containing `text`; returns the line and when it came.
    func wait(for text: String, seconds: Double) -> (line: String, at: Date)? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let found = lines.first(containing: text) { return found }
            usleep(5_000)
        }
        return lines.first(containing: text)
    }

    func close() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// Complete lines received so far, each with its arrival time.
    private final class LineCollector: @unchecked Sendable {
        private let lock = NSLock()
        private var pending = Data()
        private var received: [(String, Date)] = []

        func append(_ data: Data) {
            lock.lock()
            defer { lock.unlock() }
            pending.append(data)
            while let newline = pending.firstIndex(of: 10) {
                received.append((String(decoding: pending[pending.startIndex..<newline], as: UTF8.self), Date()))
                pending = Data(pending[(newline + 1)...])
            }
        }

        func first(containing text: String) -> (line: String, at: Date)? {
            lock.lock()
            defer { lock.unlock() }
            return received.first { $0.0.contains(text) }.map { ($0.0, $0.1) }
        }
    }
}
