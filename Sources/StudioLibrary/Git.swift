import Foundation
import StudioThreads
import Subprocess

#if canImport(System)
    import System
#else
    import SystemPackage
#endif

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

    /// Runs `git ARGUMENTS`; a non-zero exit is returned, not thrown.
    func attempt(_ arguments: [String], input: [UInt8]? = nil, environment: [String: String] = [:]) throws(LibraryError)
        -> Output
    {
        var full = ["--no-pager", "-c", "core.quotepath=off"]
        if let folder { full += ["-C", folder] }
        full += arguments
        var overrides: [Environment.Key: String?] = ["GIT_TERMINAL_PROMPT": "0", "LC_ALL": "C"]
        // ssh must not stop to ask either (a host key, a passphrase): it fails with its reason.
        let inherited = ProcessInfo.processInfo.environment
        if inherited["GIT_SSH_COMMAND"] == nil && inherited["GIT_SSH"] == nil {
            overrides["GIT_SSH_COMMAND"] = "ssh -o BatchMode=yes"
        }
        for (key, value) in environment { overrides[Environment.Key(rawValue: key)!] = value }
        let variables = overrides
        let argumentList = Arguments(full)
        let outcome: Result<Output, any Error> = JobThread(name: "animstudio git").wait {
            do {
                let result: ExecutionResult<Void, BytesOutput, StringOutput<UTF8>>
                if let input {
                    result = try await Subprocess.run(
                        .name("git"), arguments: argumentList, environment: .inherit.updating(variables),
                        input: .array(input), output: .bytes(limit: 1 << 30), error: .string(limit: 1 << 20))
                } else {
                    result = try await Subprocess.run(
                        .name("git"), arguments: argumentList, environment: .inherit.updating(variables),
                        output: .bytes(limit: 1 << 30), error: .string(limit: 1 << 20))
                }
                let status: Int32
                switch result.terminationStatus {
                case .exited(let code): status = code
                case .signaled(let signal): status = 128 + signal
                }
                return .success(Output(status: status, output: result.standardOutput, error: result.standardError))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let output): return output
        case .failure(let error): throw LibraryError("cannot run git: \(error)")
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
