import StudioExchange
import StudioStore
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The whole program: parse the process arguments, pick batch or interactive mode, run, exit code.
public enum StudioProgram {
    /// Runs the studio with `arguments` (without the program name) and returns the exit code.
    /// - Parameters:
    ///   - previews: starts `preview`'s web server (the executable plugs in `StudioPreview`).
    ///   - agents: serves `mcp` (the executable plugs in `StudioMCP`).
    public static func run(
        arguments: [String], previews: (any PreviewService)? = nil, agents: (any AgentService)? = nil
    ) -> Int32 {
        let options: ProgramRequest
        switch ProgramOptions.interpret(arguments) {
        case .run(let parsed): options = parsed
        case .exit(let text, let toStandardError, let code):
            let shown = toStandardError ? "animstudio: " + TerminalText.sanitized(text) : text
            (toStandardError ? writeError : write)(shown + "\n")
            return code
        }
        let environment = ProcessEnvironment.variables
        let path =
            options.databasePath
            ?? StudioStore.defaultPath(environment: environment, home: environment["HOME"] ?? "/")
        let opener = { () throws -> StudioStore in
            // A new database is created whole, demo datasets included, or not at all.
            try StudioStore(path: path) { new throws(StoreError) in
                try DemoLoader.load(into: new, at: SystemClock.now())
            }
        }
        let session = Session(
            terminal: ProcessEnvironment.terminalSettings(environment: environment), openingStore: opener)
        if session.terminal.isTTY { session.player = TerminalFramePlayer() }
        if session.terminal.isTTY, isatty(STDIN_FILENO) == 1 { session.tunerTerminal = TerminalTuner() }
        session.previewService = previews
        // A browser's change arrives while the prompt may wait: in a terminal, it is shown above the
        // line being edited, which is drawn again below it (PromptNotices).
        let notices =
            session.terminal.isTTY && isatty(STDIN_FILENO) == 1
            ? PromptNotices(
                write: { write($0) }, outputs: { written.withLock { $0 } },
                columns: { ProcessEnvironment.terminalSize()?.columns ?? 80 })
            : nil
        session.announce = { notice in
            let text = TerminalText.sanitized(notice.text)
            if let notices {
                notices.post(Announcement(text, run: notice.run, continues: notice.continues))
            } else {
                write(text + "\n")
            }
        }
        let runner = BatchRunner(
            session: session, keepGoing: options.keepGoing, output: write, errors: writeError)
        switch options.input {
        case .agent(let allowed):
            guard let agents else {
                writeError("animstudio: this build has no agent interface\n")
                return 64
            }
            // Standard output carries only protocol messages: nothing is played, tuned or announced there.
            session.player = nil
            session.tunerTerminal = nil
            session.previewService = nil
            session.terminal = .plain
            session.remembersCurrent = false
            session.announce = { notice in writeError(TerminalText.sanitized(notice.text) + "\n") }
            return ending(agents.serve(session: session, allowed: allowed), session)
        case .commands(let text):
            return finish(runner.run(text), session)
        case .file(let path):
            let descriptor: Int32
            switch ScriptFile.opened(path) {
            case .success(let opened): descriptor = opened
            case .failure(let refusal):
                writeError("animstudio: \(TerminalText.sanitized(refusal.message))\n")
                return 64
            }
            defer { close(descriptor) }
            return finish(runner.run(streaming: ScriptLineReader(descriptor: descriptor), origin: path), session)
        case .standardInput:
            // A person typing needs a prompt: on standard output, or on standard error when the
            // results are piped (`animstudio | tee log`). With neither a terminal, no banner either.
            let promptOnStandardError = isatty(STDOUT_FILENO) != 1
            if isatty(STDIN_FILENO) == 1, !promptOnStandardError || isatty(STDERR_FILENO) == 1 {
                // The interactive studio shows the current preset in its prompt: open the database now,
                // so a file that cannot be opened is said before the banner, with exit code 2.
                do { _ = try session.requireStore() } catch {
                    writeError(ErrorRenderer.render(error) + "\n")
                    return 2
                }
                // An agent's changes (animstudio mcp, another process) are said as a browser's are.
                let say = session.announce
                let agentNotices = AgentNoticeWatcher(path: path) { line in say(Announcement(line)) }
                let home = environment["HOME"] ?? "/"
                let completer = Completer(source: session.completionSource { FileNames.matching($0, home: home) })
                let reader = EditLineReader(
                    historyPath: HistoryFile.path(environment: environment), onStandardError: promptOnStandardError,
                    completer: completer.complete, notices: notices, currentPrompt: { session.prompt })
                let status = InteractiveLoop(
                    session: session, reader: reader, databasePath: path, output: write, errors: writeError,
                    screen: promptOnStandardError ? writeError : write,
                    refreshTerminal: ProcessEnvironment.terminalSettings
                ).run()
                session.stopPreviews()  // quitting ends them
                withExtendedLifetime(agentNotices) {}
                return ending(status, session)
            }
            return finish(runner.run(streaming: ScriptLineReader(descriptor: STDIN_FILENO)), session)
        }
    }

    /// A script that started a preview serves it until Ctrl-C or SIGTERM (when it succeeded).
    private static func finish(_ status: Int32, _ session: Session) -> Int32 {
        if status == 0 { session.waitForPreviews() } else { session.stopPreviews() }
        return ending(status, session)
    }

    /// The process ends next: the database is closed now, and the session is deliberately not
    /// deallocated. Releasing it freed GRDB's dispatch queue, and libdispatch disposes of a queue by
    /// starting a worker thread, so every run started a second thread just to exit (seen in the
    /// start-up profile as 1.9 CPUs busy for a 2.4 ms `presets`).
    private static func ending(_ status: Int32, _ session: Session) -> Int32 {
        session.closeStore()
        _ = Unmanaged.passRetained(session)
        return status
    }

    /// Writes to standard output directly (no stdio buffer), so output and errors stay in order.
    @Sendable static func write(_ text: String) { writeAll(STDOUT_FILENO, text) }

    /// Writes to standard error.
    @Sendable static func writeError(_ text: String) { writeAll(STDERR_FILENO, text) }

    /// How many times the program wrote (a drag's notice is rewritten in place only if nothing was
    /// written after it).
    static let written = LockedCount()

    private static func writeAll(_ descriptor: Int32, _ text: String) {
        written.withLock { $0 += 1 }
        writeWhole(text, to: descriptor)
    }

    /// Writes all of `text` to `descriptor` directly, through interrupted writes; false when the other
    /// end is gone (a closed pipe: nothing more can be said). Every message the program writes, the
    /// agent interface's included, goes through here.
    @discardableResult public static func writeWhole(_ text: String, to descriptor: Int32) -> Bool {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                #if canImport(Glibc)
                    Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                #else
                    Darwin.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
                #endif
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
