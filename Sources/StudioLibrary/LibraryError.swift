/// Why a library verb could not do what was asked: one line naming the thing, the value and what
/// is allowed. Nothing was changed when it is thrown.
public struct LibraryError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
