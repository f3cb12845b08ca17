/// A file of some commit in `library log`: what it holds, or why no studio can read it.
struct HistoricalFile<Value> {
    /// nil when the commit has no such file (it deleted it) or the file was refused.
    var value: Value?
    /// Why the file was refused (broken by hand in that commit); the log shows it and goes on.
    var refusal: String?

    /// Each file read with `read`; a missing one stays empty, an unreadable one is refused.
    static func reading(_ contents: [[UInt8]?], with read: ([UInt8]) throws(LibraryError) -> Value)
        -> [HistoricalFile]
    {
        var files: [HistoricalFile] = []
        for bytes in contents {
            guard let bytes else {
                files.append(HistoricalFile(value: nil, refusal: nil))
                continue
            }
            do throws(LibraryError) {
                files.append(HistoricalFile(value: try read(bytes), refusal: nil))
            } catch {
                files.append(HistoricalFile(value: nil, refusal: error.message))
            }
        }
        return files
    }

    /// The index of the nearest older file that was not refused (files are newest first).
    static func older(than index: Int, in files: [HistoricalFile]) -> Int? {
        files.indices.dropFirst(index + 1).first { files[$0].refusal == nil }
    }
}
