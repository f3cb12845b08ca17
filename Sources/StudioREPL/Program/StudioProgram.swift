#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

import StudioStore

/// The whole program: parse the process arguments, pick batch or interactive mode, run, exit code.
public enum StudioProgram {
    /// Runs the studio with `arguments` (without the program name) and returns the exit code.
    public static func run(arguments: [String]) -> Int32 {
        let options: ProgramOptions
        do {
            options = try ProgramOptions.parse(arguments)
        } catch {
            writeError("animstudio: \(error.message)\n")
            return 64
        }
        if options.showHelp {
            write(ProgramOptions.usage + "\n")
            return 0
        }
        if options.showVersion {
            write("animstudio \(ProgramOptions.version)\n")
            return 0
        }
        let environment = ProcessEnvironment.variables
        let path = options.databasePath
            ?? StudioStore.defaultPath(environment: environment, home: environment["HOME"] ?? "/")
        let store: StudioStore
        do {
            store = try StudioStore(path: path) { new throws(StoreError) in try DemoLoader.load(into: new, at: SystemClock.now()) }
        } catch {
            writeError("animstudio: \(TerminalText.sanitized(error.message))\n")
            return 2
        }
        let session = Session(terminal: ProcessEnvironment.terminalSettings(), store: store)
        if session.terminal.isTTY { session.player = TerminalFramePlayer() }
        let runner = BatchRunner(
            session: session, keepGoing: options.keepGoing, output: write, errors: writeError)
        switch options.input {
        case .commands(let text):
            return runner.run(text)
        case .file(let path):
            guard let text = readFile(path) else {
                writeError("animstudio: cannot read \(TerminalText.sanitized(path))\n")
                return 64
            }
            return runner.run(text, origin: path)
        case .standardInput:
            if isatty(STDIN_FILENO) == 1 {
                let home = environment["HOME"] ?? "/"
                let completer = Completer(source: session.completionSource { FileNames.matching($0, home: home) })
                let reader = EditLineReader(
                    historyPath: HistoryFile.path(environment: environment), completer: completer.complete)
                return InteractiveLoop(
                    session: session, reader: reader, databasePath: path, output: write, errors: writeError,
                    refreshTerminal: ProcessEnvironment.terminalSettings
                ).run()
            }
            var script = ""
            while let line = readLine(strippingNewline: false) { script += line }
            return runner.run(script)
        }
    }

    /// Writes to standard output directly (no stdio buffer), so output and errors stay in order.
    @Sendable static func write(_ text: String) { writeAll(STDOUT_FILENO, text) }

    /// Writes to standard error.
    @Sendable static func writeError(_ text: String) { writeAll(STDERR_FILENO, text) }

    private static func writeAll(_ descriptor: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return  // a closed pipe: nothing more can be said
            }
            offset += written
        }
    }

    /// Reads a whole file as UTF-8 (invalid bytes repaired), or nil if it cannot be read.
    static func readFile(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count > 0 { bytes.append(contentsOf: buffer[0..<count]) }
            if count < buffer.count { break }
        }
        if ferror(file) != 0 { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
