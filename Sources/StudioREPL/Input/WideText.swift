#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A string as libedit's wide-character calls take it: one `wchar_t` per Unicode scalar, ended by 0.
struct WideText {
    let characters: [wchar_t]

    init(_ text: String) {
        characters = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) } + [0]
    }

    /// Calls `body` with a pointer valid only during the call (never nil: the text ends in a NUL).
    func withPointer<Result>(_ body: (UnsafePointer<wchar_t>?) -> Result) -> Result {
        characters.withUnsafeBufferPointer { body($0.baseAddress) }
    }
}

extension WideText {
    /// A copy that lives as long as the process: libedit keeps the name and help pointers of an
    /// added function (`EL_ADDFN`) without copying them, so a temporary one dangles.
    var permanentPointer: UnsafePointer<wchar_t> {
        let copy = UnsafeMutablePointer<wchar_t>.allocate(capacity: characters.count)
        copy.initialize(from: characters, count: characters.count)
        return UnsafePointer(copy)
    }
}
