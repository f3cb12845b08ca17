import Foundation

/// A real terminal for the tests: a detached tmux session on a private server (its own socket, no
/// user configuration), running one shell command, read back with `capture-pane` exactly as a
/// person would see it, and resized like a window.
final class TmuxTerminal {
    let socket = "animstudio-test-\(UUID().uuidString.prefix(8))"
    let folder: String

    /// Starts `command` under `sh` in a `columns × rows` terminal with `environment`.
    init(_ command: String, columns: Int, rows: Int, environment: [String: String], folder: String) throws {
        self.folder = folder
        let configuration = folder + "/tmux.conf"
        try "set -g status off\nset -g escape-time 0\nset -g default-terminal xterm-256color\n"
            .write(toFile: configuration, atomically: true, encoding: .utf8)
        let variables = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quoted($0.value))" }.joined(separator: " ")
        try tmux(["-f", configuration, "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)",
                  "env -i PATH=/usr/bin:/bin \(variables) sh -c \(Self.quoted(command))"])
    }

    deinit { _ = try? tmux(["kill-server"]) }

    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/tmux")
        process.arguments = ["-L", socket] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = Pipe()
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Keys by tmux name (`Down`, `Right`, `Enter`, `C-c`, `Escape`).
    func keys(_ names: String...) throws { try tmux(["send-keys", "-t", "0"] + names) }

    /// Text typed as is.
    func type(_ text: String) throws { try tmux(["send-keys", "-t", "0", "-l", text]) }

    /// Exact bytes, as a terminal sends a pointer report.
    func bytes(_ text: String) throws {
        try tmux(["send-keys", "-t", "0", "-H"] + text.utf8.map { String(format: "%02x", $0) })
    }

    /// What the screen shows now, trailing spaces removed.
    func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-J", "-t", "0"]).split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in
                var text = String(line)
                while text.hasSuffix(" ") { text.removeLast() }
                return text
            }.joined(separator: "\n")
    }

    func resize(columns: Int, rows: Int) throws { try tmux(["resize-window", "-t", "0", "-x", "\(columns)", "-y", "\(rows)"]) }

    /// Waits until the screen contains `text`; false after `timeout` seconds.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 15) throws -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try screen().contains(text) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try screen().contains(text)
    }

    /// The process id of the shell's child (the program under test).
    func childProcess() throws -> Int32? {
        let shell = try tmux(["display-message", "-p", "-t", "0", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/pgrep")
        process.arguments = ["-P", shell]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").first.flatMap { Int32($0) }
    }
}
