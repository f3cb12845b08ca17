/// Why a preview cannot start or cannot show what was asked: one line saying what was wrong, the
/// value, and what is allowed, ready to print.
public struct PreviewError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
