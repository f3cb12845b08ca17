import Foundation
import StudioTestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A browser's change under `preview --edit` while a line is half typed at the interactive studio,
/// in a real terminal (tmux): the notice on its own line above, the prompt, the half line and the
/// cursor drawn again at once, and the line still runs when finished (#24).
@Suite(.serialized) struct BrowserNoticeTerminalTests {
    @Test func aNoticeLandsAboveTheHalfTypedLine() throws {
        let studio = try StudioTerminal()
        let terminal = studio.terminal
        try terminal.waitFor("bounce@1>")
        try terminal.type("preview --edit bounce@draft")
        try terminal.keys("Enter")
        let started = try terminal.waitFor("open it only in your own browser)\nbounce@1>")
        let joined = try terminal.screen(joiningWrappedLines: true)
        let address = try #require(
            joined.range(of: #"http://127\.0\.0\.1:[0-9]+/\?key=[0-9a-f]+"#, options: .regularExpression).map {
                String(joined[$0])
            }, "\(started)")
        let port = try #require(Int(address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }))
        var client = EditClient(port: port)
        _ = try client.exchange(key: String(address.split(separator: "=").last!))

        // Half a line, the cursor one character back from its end.
        try terminal.type("show bounce@drt")
        try terminal.keys("Left")
        try terminal.waitFor("bounce@1> show bounce@drt")
        let revision = try client.revision()
        let saved = try client.change(
            "set", ["reference": "bounce@draft", "revision": revision, "parameter": "damping", "value": "0.62"])
        #expect(saved.status == 200)
        let screen = try terminal.waitFor("browser: bounce damping 0.4 → 0.62\nbounce@1*> show bounce@drt")
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let notice = try #require(lines.firstIndex(of: "browser: bounce damping 0.4 → 0.62"))
        #expect(
            Array(lines[(notice - 1)...].prefix(3)) == [
                "(the page edits the drafts; the address holds its key: open it only in your own browser)",
                "browser: bounce damping 0.4 → 0.62", "bounce@1*> show bounce@drt"
            ])
        #expect(lines[(notice + 2)...].allSatisfy { $0.isEmpty })
        // The cursor is where it was in the line: before the last "t" (11 columns of prompt, 14 typed).
        let cursor = try terminal.tmux(["display-message", "-p", "-t", "0", "#{cursor_x} #{cursor_y}"])
        #expect(cursor == "25 \(notice + 1)\n")

        // Finishing the line runs it as typed around the cursor: show bounce@draft.
        try terminal.type("af")
        try terminal.waitFor("bounce@1*> show bounce@draft")
        try terminal.keys("Enter")
        try terminal.waitFor("uikit-spring(damping: 0.62, velocity: 0.1)")
        try terminal.type("quit")
        try terminal.keys("Enter")
        try terminal.waitFor("exit 0")
    }

    /// A drag from the page (ten writes sharing a drag name) is one line in the terminal, rewritten
    /// in place as the drag goes on and saying the whole drag; a change after it gets its own line.
    /// Above a half-typed line at the prompt, and below the address of a `-c` script that serves.
    @Test(arguments: [false, true]) func aDragIsOneLineRewrittenInPlace(script: Bool) throws {
        let studio = try StudioTerminal(script ? "-c 'preview --edit bounce'" : "")
        let terminal = studio.terminal
        if !script {
            try terminal.waitFor("bounce@1>")
            try terminal.type("preview --edit bounce")
            try terminal.keys("Enter")
        }
        try terminal.waitFor("open it only in your own browser)")
        let joined = try terminal.screen(joiningWrappedLines: true)
        let address = try #require(
            joined.range(of: #"http://127\.0\.0\.1:[0-9]+/\?key=[0-9a-f]+"#, options: .regularExpression).map {
                String(joined[$0])
            })
        let port = try #require(Int(address.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }))
        var client = EditClient(port: port)
        _ = try client.exchange(key: String(address.split(separator: "=").last ?? ""))
        if !script {
            try terminal.waitFor("bounce@1>")
            try terminal.type("show bou")
        }
        var revision = try client.revision()
        for step in 1...10 {
            let reply = try client.change(
                "set",
                [
                    "reference": "bounce@draft", "revision": revision, "parameter": "damping",
                    "value": "0.\(40 + step)", "drag": "d1"
                ])
            #expect(reply.status == 200)
            revision = reply.draft?["revision"] as? String ?? ""
        }
        let prompt = script ? "" : "\nbounce@1*> show bou"
        let dragged = try terminal.waitFor("browser: bounce damping 0.4 → 0.5" + prompt)
        #expect(dragged.components(separatedBy: "browser:").count == 2, "\(dragged)")
        let alone = try client.change(
            "set", ["reference": "bounce@draft", "revision": revision, "parameter": "velocity", "value": "0.2"])
        #expect(alone.status == 200)
        let after = try terminal.waitFor(
            "browser: bounce damping 0.4 → 0.5\nbrowser: bounce velocity 0.1 → 0.2" + prompt)
        #expect(after.components(separatedBy: "browser:").count == 3, "\(after)")
        if script {
            // SIGTERM ends the serving script (Ctrl-C would end the shell around it too).
            let pid = try #require(try terminal.childProcess())
            kill(pid, SIGTERM)
        } else {
            try terminal.keys("C-u")
            try terminal.type("quit")
            try terminal.keys("Enter")
        }
        try terminal.waitFor("exit ")
    }
}
