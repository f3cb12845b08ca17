import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe` (fd 3
/// in, fd 4 out, one JSON message per NUL), so tests press, drag and type as a person does:
/// real pointer and key events through the browser's input pipeline. The benchmarks measure the
/// page with it too.
public final class DevToolsBrowser {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    private let pid: pid_t
    private let input: Int32, output: Int32
    private var buffer = Data()
    private var nextID = 1
    private let profile = FileManager.default.temporaryDirectory.appendingPathComponent("chromium-cdp-\(UUID())")

    public init() throws {
        guard let executable = HeadlessChromium.executable() else {
            throw Failure(description: "headless Chromium is not installed; \(HeadlessChromium.installHint)")
        }
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure(description: "no pipes") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [
            executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--no-default-browser-check",
            "--disable-extensions", "--disable-background-networking", "--remote-debugging-pipe",
            "--window-size=1300,1600", "--user-data-dir=\(profile.path)", "about:blank"
        ]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, executable, &actions, nil, &argv, environ)
        Glibc.close(toBrowser[0])
        Glibc.close(fromBrowser[1])
        guard spawned == 0 else { throw Failure(description: "cannot start \(executable): \(spawned)") }
        pid = child
        input = toBrowser[1]
        output = fromBrowser[0]
    }

    deinit { close() }

    /// The tab commands go to (the last one opened unless set).
    public var session: String?

    /// Opens `url` in a new tab and sends the next commands to it; returns the tab's session.
    /// `holding` pauses every request whose URL matches it (`*/events*`), so that tab never hears
    /// of a change: it stays on the draft it loaded.
    @discardableResult
    public func open(_ url: String, holding pattern: String? = nil) throws -> String {
        let target = try call("Target.createTarget", ["url": "about:blank"])
        guard let id = target["targetId"] as? String else { throw Failure(description: "no target for \(url)") }
        let attached = try call("Target.attachToTarget", ["targetId": id, "flatten": true])
        guard let tab = attached["sessionId"] as? String else { throw Failure(description: "no session for \(url)") }
        session = tab
        _ = try call("Runtime.enable", [:])
        if let pattern { _ = try call("Fetch.enable", ["patterns": [["urlPattern": pattern]]]) }
        _ = try call("Page.navigate", ["url": url])
        return tab
    }

    /// A JavaScript expression's value (promises awaited), as JSON types.
    public func evaluate(_ expression: String) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] { throw Failure(description: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Polls `condition` (a JavaScript expression) until it is true or `seconds` pass.
    @discardableResult
    public func wait(until condition: String, seconds: Double) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try evaluate("Boolean(\(condition))") as? Bool == true { return true }
            usleep(20_000)
        }
        return false
    }

    /// The centre of the element `selector` finds, in CSS pixels of the viewport (scrolled into view).
    public func centre(of selector: String) throws -> (x: Double, y: Double) {
        let value =
            try evaluate(
                """
                (() => { const e = document.querySelector(\(Self.literal(selector))); if (!e) return null;
                  e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
                  return [r.left + r.width / 2, r.top + r.height / 2, r.width]; })()
                """) as? [Double]
        guard let value else { throw Failure(description: "nothing matches \(selector)") }
        return (value[0], value[1])
    }

    /// Presses the left button at `from`, moves to `to` in `steps` moves `pause` seconds apart, releases.
    public func drag(from: (x: Double, y: Double), to: (x: Double, y: Double), steps: Int = 10, pause: Double = 0.03)
        throws
    {
        _ = try call("Input.dispatchMouseEvent", ["type": "mouseMoved", "x": from.x, "y": from.y])
        _ = try call(
            "Input.dispatchMouseEvent",
            ["type": "mousePressed", "x": from.x, "y": from.y, "button": "left", "buttons": 1, "clickCount": 1])
        for step in 1...steps {
            let k = Double(step) / Double(steps)
            _ = try call(
                "Input.dispatchMouseEvent",
                [
                    "type": "mouseMoved", "x": from.x + (to.x - from.x) * k, "y": from.y + (to.y - from.y) * k,
                    "button": "left", "buttons": 1
                ])
            usleep(useconds_t(pause * 1_000_000))
        }
        _ = try call(
            "Input.dispatchMouseEvent",
            ["type": "mouseReleased", "x": to.x, "y": to.y, "button": "left", "buttons": 0, "clickCount": 1])
    }

    /// Modifier bits of the protocol.
    public static let alt = 1, shift = 8

    /// Presses and releases a key (`ArrowRight`, `Tab`, …) with `modifiers`; with `text` (`"\r"` for
    /// Enter) the key also types it, as a real keyboard's does, which is what activates a focused button.
    public func press(_ key: String, modifiers: Int = 0, text: String? = nil) throws {
        let codes = ["ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "Tab": 9, "Enter": 13]
        let code = codes[key] ?? 0
        for type in [text == nil ? "rawKeyDown" : "keyDown", "keyUp"] {
            var event: [String: Any] = [
                "type": type, "key": key, "code": key, "windowsVirtualKeyCode": code, "nativeVirtualKeyCode": code,
                "modifiers": modifiers
            ]
            if let text, type == "keyDown" { event["text"] = text }
            _ = try call("Input.dispatchKeyEvent", event)
        }
    }

    /// Makes the current tab's window `width`×`height` CSS pixels at scale 1, as a desktop browser's.
    public func setWindow(width: Int, height: Int) throws {
        try call(
            "Emulation.setDeviceMetricsOverride",
            ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    /// Sends a command and waits for its answer (events in between are skipped).
    @discardableResult
    public func call(_ method: String, _ parameters: [String: Any], seconds: Double = 20) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if let session, !method.hasPrefix("Target.") { message["sessionId"] = session }
        var bytes = try JSONSerialization.data(withJSONObject: message)
        bytes.append(0)
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(input, raw.baseAddress.map { $0 + offset }, raw.count - offset)
                guard written > 0 else { throw Failure(description: "the browser closed its pipe") }
                offset += written
            }
        }
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            while let end = buffer.firstIndex(of: 0) {
                let text = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[(end + 1)...])
                guard let reply = try? JSONSerialization.jsonObject(with: text) as? [String: Any],
                    reply["id"] as? Int == id
                else { continue }
                if let error = reply["error"] { throw Failure(description: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            var poller = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 50) >= 0 else { continue }
            if poller.revents & Int16(POLLIN | POLLHUP) != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let count = Glibc.read(output, &chunk, chunk.count)
                guard count > 0 else { throw Failure(description: "the browser ended") }
                buffer.append(contentsOf: chunk[0..<count])
            }
        }
        throw Failure(description: "\(method) had no answer within \(seconds) s")
    }

    private var closed = false

    public func close() {
        guard !closed else { return }
        closed = true
        Glibc.close(input)
        Glibc.close(output)
        kill(pid, SIGTERM)
        var status: Int32 = 0
        for _ in 0..<100 where waitpid(pid, &status, WNOHANG) == 0 { usleep(20_000) }
        if waitpid(pid, &status, WNOHANG) == 0 {
            kill(pid, SIGKILL)
            waitpid(pid, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    /// `text` as a JavaScript string literal.
    public static func literal(_ text: String) -> String {
        // An array of one string always serializes; the brackets are dropped.
        let array = (try? JSONSerialization.data(withJSONObject: [text])) ?? Data("[\"\"]".utf8)
        return String(decoding: array, as: UTF8.self).dropFirst().dropLast().description
    }
}
