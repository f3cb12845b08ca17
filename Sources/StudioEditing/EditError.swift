import AnimationCore
public import StudioStore

/// Why a change to a draft was refused, in the words `set` prints: what was wrong, the value, what
/// is allowed. Nothing was written.
public struct EditError: Error, Sendable, Equatable {
    /// Where the problem is in the change as typed, so a caller that shows the line can point at it.
    public enum Place: Sendable, Equatable {
        /// Nowhere in particular (the draft as it is now, the combined parameters).
        case none
        /// The parameter's name.
        case parameter
        /// The whole value.
        case value
        /// Part of the value (a timing expression's syntax error): scalar offset and length inside it.
        case insideValue(offset: Int, length: Int)
    }

    public var message: String
    public var place: Place

    public init(_ message: String, at place: Place = .none) {
        self.message = message
        self.place = place
    }

    /// A ``TimingError`` from checking a value or a whole set: its message, and its place inside the
    /// value when it is a syntax error of a typed timing.
    init(_ error: TimingError, insideValue: Bool = false) {
        if insideValue, case .syntax(let message, let offset, let length) = error {
            self.init(message, at: .insideValue(offset: offset, length: length))
        } else {
            self.init(error.message)
        }
    }
}

/// What stopped a change: the store (the draft moved on from the revision the change was based on,
/// a missing preset, a busy file) or the change itself.
public enum EditFailure: Error, Sendable, Equatable {
    case store(StoreError)
    case refused(EditError)

    /// The one line every caller prints.
    public var message: String {
        switch self {
        case .store(let error): return error.message
        case .refused(let error): return error.message
        }
    }

    /// True when the draft held another revision than the change was based on (HTTP 409).
    public var isStale: Bool {
        if case .store(.draftChanged) = self { return true }
        return false
    }
}
