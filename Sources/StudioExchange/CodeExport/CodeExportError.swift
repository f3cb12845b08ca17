/// Why a preset could not be exported: one line saying what, the value, and what is allowed.
public struct CodeExportError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
