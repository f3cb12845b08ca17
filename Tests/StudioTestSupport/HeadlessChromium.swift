import Foundation

/// Runs Debian's headless Chromium for browser tests: dumps a page's DOM after it ran, or saves a
/// screenshot. Every run has its own throw-away profile and a time limit, so a stuck browser
/// fails the test instead of hanging it.
public enum HeadlessChromium {
    /// Why a browser run failed, with what to do about it.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// The install command printed when no browser is found.
    public static let installHint = "install it with: apt-get install -y chromium (or `make setup` as root)"

    /// The browser's path: `$CHROMIUM`, then `chromium`, `chromium-browser`, `google-chrome` on `$PATH`.
    public static func executable() -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: path) { return path }
        let directories = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init) + ["/usr/bin"]
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for directory in directories where FileManager.default.isExecutableFile(atPath: directory + "/" + name) {
                return directory + "/" + name
            }
        }
        return nil
    }

    /// The serialized DOM after the page loaded and, when a budget is given, after that much
    /// virtual time passed (Chromium waits for pending fetches before advancing it).
    public static func dumpDOM(url: String, virtualTimeBudgetMilliseconds: Int?, timeoutSeconds: Double) throws
        -> String
    {
        try dumpDOM(
            url: url, virtualTimeBudgetMilliseconds: virtualTimeBudgetMilliseconds, timeoutSeconds: timeoutSeconds,
            extraArguments: [])
    }

    /// ``dumpDOM(url:virtualTimeBudgetMilliseconds:timeoutSeconds:)`` with more command-line
    /// switches, such as `--host-resolver-rules` to cut the network off.
    public static func dumpDOM(
        url: String, virtualTimeBudgetMilliseconds: Int?, timeoutSeconds: Double, extraArguments: [String]
    ) throws -> String {
        var arguments = extraArguments + ["--dump-dom"]
        if let budget = virtualTimeBudgetMilliseconds { arguments.append("--virtual-time-budget=\(budget)") }
        let output = try run(arguments + [url], timeoutSeconds: timeoutSeconds)
        return String(decoding: output, as: UTF8.self)
    }

    /// Saves a PNG of the page at `width` × `height` CSS pixels to `path`.
    public static func screenshot(url: String, to path: String, width: Int, height: Int, timeoutSeconds: Double) throws
    {
        try? FileManager.default.removeItem(atPath: path)
        _ = try run(
            [
                "--screenshot=\(path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
                "--virtual-time-budget=3000", url
            ],
            timeoutSeconds: timeoutSeconds)
        guard FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "chromium wrote no screenshot to \(path)")
        }
    }

    /// Runs the browser with the common switches and returns its standard output.
    static func run(_ arguments: [String], timeoutSeconds: Double) throws -> Data {
        guard let executable = executable() else {
            throw Failure(description: "chromium not found; \(installHint)")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outPath = scratch.appendingPathComponent("stdout")
        let errPath = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outPath.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
                "--disable-extensions", "--disable-background-networking", "--disable-component-update",
                "--user-data-dir=\(scratch.appendingPathComponent("profile").path)"
            ] + arguments
        process.standardOutput = try FileHandle(forWritingTo: outPath)
        process.standardError = try FileHandle(forWritingTo: errPath)
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try process.run()
        if done.wait(timeout: .now() + timeoutSeconds) == .timedOut {
            process.terminate()
            if done.wait(timeout: .now() + 2) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                done.wait()
            }
            throw Failure(
                description: "chromium did not finish within \(timeoutSeconds) s: \(arguments.joined(separator: " "))")
        }
        let output = (try? Data(contentsOf: outPath)) ?? Data()
        guard process.terminationStatus == 0 else {
            let errors = String(decoding: (try? Data(contentsOf: errPath)) ?? Data(), as: UTF8.self)
            throw Failure(
                description: "chromium exited with status \(process.terminationStatus): \(errors.suffix(600))")
        }
        return output
    }
}
