#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A program run to its end with its standard input given as bytes and its output and error
/// collected, all through pipes served by one `poll` loop on the caller's thread (so a child that
/// writes much before it reads all of its input never deadlocks either side).
public struct CapturedRun: Sendable {
    /// The exit status, or 128 + the signal that ended the child.
    public let status: Int32
    public let output: [UInt8]
    public let error: [UInt8]

    /// Runs `program` with `arguments` and exactly `environment`; `input` is written to its
    /// standard input (closed at once when nil). Output past `outputLimit` or error past
    /// `errorLimit` bytes is an error (the child is killed).
    public init(
        _ program: String, _ arguments: [String], environment: [String: String], input: [UInt8]? = nil,
        outputLimit: Int = 1 << 30, errorLimit: Int = 1 << 20
    ) throws(ChildProcessError) {
        let toChild = try Self.makePipe()
        let fromChild = try Self.makePipe()
        let errorsFromChild = try Self.makePipe()
        var open: Set<Int32> = [
            toChild.read, toChild.write, fromChild.read, fromChild.write, errorsFromChild.read,
            errorsFromChild.write
        ]
        defer { for descriptor in open { close(descriptor) } }
        let child = try ChildProcess(
            program, arguments, environment: environment, input: .descriptor(toChild.read),
            output: .descriptor(fromChild.write), error: .descriptor(errorsFromChild.write))
        for descriptor in [toChild.read, fromChild.write, errorsFromChild.write] {
            close(descriptor)
            open.remove(descriptor)
        }
        // A child that exits before reading all of its input must not kill us with SIGPIPE: the
        // signal is blocked on this thread while we write, and a pending one taken afterwards.
        var pipeSignal = sigset_t()
        sigemptyset(&pipeSignal)
        sigaddset(&pipeSignal, SIGPIPE)
        var previousMask = sigset_t()
        pthread_sigmask(SIG_BLOCK, &pipeSignal, &previousMask)
        defer {
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1, sigismember(&previousMask, SIGPIPE) == 0 {
                var taken: Int32 = 0
                sigwait(&pipeSignal, &taken)
            }
            pthread_sigmask(SIG_SETMASK, &previousMask, nil)
        }
        var collected = Collected(input: input ?? [])
        do {
            try collected.serve(
                input: toChild.write, output: fromChild.read, error: errorsFromChild.read, open: &open,
                outputLimit: outputLimit, errorLimit: errorLimit, program: program)
        } catch {
            child.killAndReap()
            throw error
        }
        status = try child.waitForExit()
        output = collected.output
        self.error = collected.error
    }

    private static func makePipe() throws(ChildProcessError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        // Close-on-exec at once, so another child spawned meanwhile does not inherit our ends
        // (ChildProcess closes them in its children anyway).
        let made = ends.withUnsafeMutableBufferPointer { pipe($0.baseAddress) }
        if made == 0 { for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) } }
        guard made == 0 else { throw ChildProcessError("cannot make a pipe: errno \(errno)") }
        return (ends[0], ends[1])
    }

    /// The bytes moved between us and the child.
    private struct Collected {
        var input: [UInt8]
        var written = 0
        var output: [UInt8] = []
        var error: [UInt8] = []

        /// Writes the input and reads both outputs until the child has closed them.
        mutating func serve(
            input inputEnd: Int32, output outputEnd: Int32, error errorEnd: Int32, open: inout Set<Int32>,
            outputLimit: Int, errorLimit: Int, program: String
        ) throws(ChildProcessError) {
            var writing: Int32? = inputEnd
            if input.isEmpty {
                close(inputEnd)
                open.remove(inputEnd)
                writing = nil
            } else {
                _ = fcntl(inputEnd, F_SETFL, fcntl(inputEnd, F_GETFL) | O_NONBLOCK)
            }
            var reading: [Int32] = [outputEnd, errorEnd]
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while writing != nil || !reading.isEmpty {
                var watched = reading.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
                if let writing { watched.append(pollfd(fd: writing, events: Int16(POLLOUT), revents: 0)) }
                let ready = poll(&watched, nfds_t(watched.count), -1)
                if ready < 0 {
                    if errno == EINTR { continue }
                    throw ChildProcessError("cannot wait for \(program)'s output: errno \(errno)")
                }
                for entry in watched where entry.revents != 0 {
                    if entry.fd == writing {
                        let count = input[written...].withUnsafeBytes { write(entry.fd, $0.baseAddress, $0.count) }
                        if count > 0 { written += count }
                        if (count < 0 && errno != EAGAIN && errno != EINTR) || written == input.count {
                            // Done, or the child closed its input (EPIPE): it reads no more.
                            close(entry.fd)
                            open.remove(entry.fd)
                            writing = nil
                        }
                        continue
                    }
                    let count = buffer.withUnsafeMutableBytes { read(entry.fd, $0.baseAddress, $0.count) }
                    if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                    if count <= 0 {
                        reading.removeAll { $0 == entry.fd }
                        continue
                    }
                    if entry.fd == outputEnd {
                        output += buffer[..<count]
                        if output.count > outputLimit {
                            throw ChildProcessError("\(program) wrote more than \(outputLimit) bytes")
                        }
                    } else {
                        error += buffer[..<count]
                        if error.count > errorLimit {
                            throw ChildProcessError("\(program) wrote more than \(errorLimit) bytes of errors")
                        }
                    }
                }
            }
        }
    }
}
