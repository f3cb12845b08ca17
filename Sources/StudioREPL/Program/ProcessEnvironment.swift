import CLibEdit  // its headers pull in <sys/ioctl.h>, so `winsize` is seen as declared there

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads what the process was started with: environment variables and the terminal's size.
/// The only place outside the store that looks at the outside world.
enum ProcessEnvironment {
    /// All environment variables.
    static var variables: [String: String] {
        var result: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                result[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return result
    }

    /// Whether a descriptor is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The terminal's size in columns and rows, if standard output is one.
    static func terminalSize() -> (columns: Int, rows: Int)? {
        var size = winsize()
        #if canImport(Glibc)
            let result = ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size)
        #else
            let result = ioctl(STDOUT_FILENO, TIOCGWINSZ, &size)
        #endif
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The settings the session renders with.
    static func terminalSettings() -> TerminalSettings {
        terminalSettings(environment: variables)
    }

    /// The settings the session renders with, from variables already read.
    static func terminalSettings(environment: [String: String]) -> TerminalSettings {
        TerminalSettings.detect(
            environment: environment, isTTY: isTerminal(STDOUT_FILENO), size: terminalSize())
    }
}
