/// Why the server could not start: one line, with the system's reason where there is one.
public struct LoopbackServerError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
