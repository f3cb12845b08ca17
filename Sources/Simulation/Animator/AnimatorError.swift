/// A call the animator refuses (UIKit raises an exception for most of them): the message says what
/// was called, in which state, and what is allowed.
public struct AnimatorError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
