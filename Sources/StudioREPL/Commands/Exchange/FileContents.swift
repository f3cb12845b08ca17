import StudioExchange
import TerminalText

/// A file a command reads, then parses, with the file named once in any refusal: a file that cannot
/// be read is named by ``FileAccess``'s own words (“F” is 20 MB; the limit is …, cannot read “F”: not a
/// regular file), and what is wrong inside it is said after its path (“F”: line 3: …).
enum FileContents {
    static func parsed<Value>(
        _ path: String, limit: Int, _ parse: ([UInt8]) throws(ExchangeError) -> Value
    ) throws(CommandError) -> Value {
        let bytes: [UInt8]
        do { bytes = try FileAccess.read(path, limit: limit) } catch {
            throw CommandError(TerminalText.sanitized(error.message))
        }
        do { return try parse(bytes) } catch {
            throw CommandError("“\(TerminalText.sanitized(path))”: \(TerminalText.sanitized(error.message))")
        }
    }
}
