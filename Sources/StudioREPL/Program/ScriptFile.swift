import StudioExchange

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file `-f` runs: a regular file within the limit of every other file the studio reads, or a
/// pipe (`-f <(…)`, a FIFO), streamed line by line as it arrives, as standard input is. A device
/// (`/dev/zero` never ends), a socket or a folder is refused before anything runs.
enum ScriptFile {
    /// The largest script file: the limit of the preset and samples files the studio reads.
    static let limit = PresetFile.fileLimit

    /// The open descriptor of the script at `path`, or the refusal to print after `animstudio: `.
    static func opened(_ path: String) -> Result<Int32, ExchangeError> {
        let descriptor = open(path, O_RDONLY)
        var info = stat()
        guard descriptor >= 0, fstat(descriptor, &info) == 0 else {
            let problem = ExchangeError("cannot read “\(path)”: \(String(cString: strerror(errno)))")
            if descriptor >= 0 { close(descriptor) }
            return .failure(problem)
        }
        let refusal: ExchangeError? =
            switch info.st_mode & S_IFMT {
            case S_IFREG: FileAccess.sizeRefusal(path, size: Int(info.st_size), limit: limit)
            case S_IFIFO: nil
            case S_IFDIR: ExchangeError("cannot read “\(path)”: it is a folder, not a script file")
            default: ExchangeError("cannot read “\(path)”: not a regular file or a pipe")
            }
        if let refusal {
            close(descriptor)
            return .failure(refusal)
        }
        return .success(descriptor)
    }
}
