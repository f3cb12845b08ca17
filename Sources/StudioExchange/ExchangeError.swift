/// Why a file could not be imported: one line naming the place (record, field, line) and the problem.
public struct ExchangeError: Error, Equatable, Sendable {
    public let message: String
    public init(_ message: String) { self.message = message }
}
