import ChildProcess
import Foundation

/// The user's own `git`, run with an argument list (never a shell string, so a preset name or a
/// message cannot become a command), no terminal prompt (a missing credential fails instead of
/// hanging) and no pager. Its credential helpers and SSH keys are used as they are.
struct Git: Sendable {
    /// The working copy's folder, or nil for commands that need none (`clone`).
    var folder: String?

    struct Output: Sendable {
        var status: Int32
        var output: [UInt8]
        var error: String
        var text: String { String(decoding: output, as: UTF8.self) }
        var trimmed: String {
            var text = self.text
            while text.hasSuffix("\n") { text.removeLast() }
            return text
        }
    }

    /// Runs `git ARGUMENTS` on this thread, waiting for it to end; a non-zero exit is returned, not thrown.
    func attempt(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:]) throws(LibraryError)
        -> Output
    {
        var full = ["--no-pager", "-c", "core.quotepath=off"]
        if let folder { full += ["-C", folder] }
        full += arguments
        var variables = ProcessInfo.processInfo.environment
        variables["GIT_TERMINAL_PROMPT"] = "0"
        variables["LC_ALL"] = "C"
        // ssh must not stop to ask either (a host key, a passphrase): it fails with its reason.
        if variables["GIT_SSH_COMMAND"] == nil && variables["GIT_SSH"] == nil {
            variables["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes"
        }
        variables.merge(environment) { _, given in given }
        do {
            let run = try CapturedRun("git", full, environment: variables, input: input)
            return Output(status: run.status, output: run.output, error: String(decoding: run.error, as: UTF8.self))
        } catch {
            throw LibraryError("cannot run git: \(error)")
        }
    }

    /// Runs `git ARGUMENTS` and returns its output; a non-zero exit throws with git's first line.
    @discardableResult
    func run(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:]) throws(LibraryError)
        -> Output
    {
        let output = try attempt(arguments, input: input, environment: environment)
        guard output.status == 0 else { throw Self.failure(arguments, output) }
        return output
    }

    static func failure(_ arguments: [String], _ output: Output) -> LibraryError {
        let verb = arguments.first { !$0.hasPrefix("-") } ?? "git"
        let line =
            output.error.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map(String.init) ?? "exit status \(output.status)"
        return LibraryError("git \(verb) failed: \(sanitized(line))")
    }

    /// Git's text made safe for a terminal: control characters shown as escapes.
    static func sanitized(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control || scalar.properties.isBidiControl {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
