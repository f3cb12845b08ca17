/// A child that could not be started or waited for: the program and the system's reason.
public struct ChildProcessError: Error, Equatable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
