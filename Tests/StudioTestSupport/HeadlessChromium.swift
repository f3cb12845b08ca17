import Foundation

/// Runs Debian's `chromium` headless (`--headless --no-sandbox --disable-gpu`) on a page and returns
/// what it printed: the DOM after scripts ran, or a screenshot. Bounded in time: a browser that does
/// not finish is killed and reported.
public enum HeadlessChromium {
    /// Why a run failed, in one line.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The install command printed when no browser is found.
    public static let installHint = "install it with: apt-get install -y chromium (or `make setup` as root)"

    /// The browser's path: `$CHROMIUM`, then `chromium`, `chromium-browser`, `google-chrome` on `$PATH`.
    public static func executable() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in directories {
                let path = directory + "/" + name
                if FileManager.default.isExecutableFile(atPath: path) { return path }
            }
        }
        return nil
    }

    /// The serialised DOM of `url` after its scripts ran (`--dump-dom`); with a budget, Chromium
    /// fast-forwards virtual time by that many milliseconds first.
    public static func dumpDOM(url: String, virtualTimeBudgetMilliseconds: Int?, timeoutSeconds: Double) throws -> String {
        var arguments = ["--dump-dom"]
        if let budget = virtualTimeBudgetMilliseconds { arguments.append("--virtual-time-budget=\(budget)") }
        return try run(arguments + [url], timeoutSeconds: timeoutSeconds)
    }

    /// Saves a `width`×`height` PNG of `url` to `path`.
    public static func screenshot(url: String, to path: String, width: Int, height: Int, timeoutSeconds: Double) throws {
        _ = try run(["--screenshot=\(path)", "--window-size=\(width),\(height)", "--hide-scrollbars", url], timeoutSeconds: timeoutSeconds)
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "chromium wrote no screenshot to \(path)")
        }
    }

    private static func run(_ arguments: [String], timeoutSeconds: Double) throws -> String {
        guard let browser = executable() else { throw Failure(description: "chromium not found; \(installHint)") }
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: browser)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile.path)"] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read while it runs so a large DOM cannot fill the pipe and stall the browser.
        let collected = OutputCollector()
        let reader = Thread { collected.set(output.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let errorReader = Thread { _ = errors.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let deadline = Date().addingTimeInterval(timeoutSeconds)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            process.terminate()
            Thread.sleep(forTimeInterval: 0.5)
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw Failure(description: "chromium did not finish within \(timeoutSeconds) s")
        }
        process.waitUntilExit()
        let text = collected.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "chromium exited with status \(process.terminationStatus)")
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// The browser's standard output, handed from the reading thread to the caller.
private final class OutputCollector: @unchecked Sendable {
    private let condition = NSCondition()
    private var data: Data?

    func set(_ value: Data) {
        condition.lock()
        data = value
        condition.signal()
        condition.unlock()
    }

    func wait() -> Data {
        condition.lock()
        defer { condition.unlock() }
        while data == nil { condition.wait() }
        return data!
    }
}
