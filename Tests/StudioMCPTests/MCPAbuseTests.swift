import Foundation
import StudioTestSupport
import Testing

/// An abuse probe of the agent interface, driven as an agent would drive it: the official SDK's
/// client starting the real binary (``AgentClient``). Every refusal is one clear error that names
/// the value and what is allowed, changes nothing and carries no raw terminal control.
@Suite struct MCPAbuseTests {
    @Test func hostileArgumentsToolsAndResourcesAreEachOneClearRefusalThatChangesNothing() throws {
        let seen = try AgentClient.run("abuse")
        func text(_ key: String) -> String? { seen[key] as? String }
        #expect(
            text("negative")
                == "error: sample's argument “samples”: --samples must be a whole number from 1 to 100000, got “-5”\n  -5\n  ^^"
        )
        #expect(
            text("nanText")
                == "error: sample's argument “samples”: --samples must be a whole number from 1 to 100000, got “nan”\n  nan\n  ^^^"
        )
        #expect(
            text("infText")
                == "error: sample's argument “duration”: --duration must be greater than 0 and at most 3600, got inf\n  inf\n  ^^^"
        )
        #expect(
            text("huge")
                == "error: sample's argument “duration”: --duration must be greater than 0 and at most 3600, got 1e+308\n  1e+308\n  ^^^^^^"
        )
        #expect(
            text("array") == "error: sample's argument “samples” takes a string, a number or true/false; got an array")
        #expect(text("switchText") == "error: presets's argument “all” is true or false; got the string “yes”")
        #expect(text("extraArray") == "error: history has no argument “extra”; expected “format”, “name”")
        #expect(
            text("longText")
                == "error: no timing, template or preset named “\(String(repeating: "x", count: 80))… (100000 characters)”; see templates, presets, or help for the timings"
        )
        #expect(
            text("escapeName")
                == "error: new's argument “name”: preset name “\\e[31mred\\e]0;owned\\u{7}” contains a control character; use 1-64 characters without tabs, line breaks, leading or trailing spaces, control or invisible characters or “@”\n  \\e[31mred\\e]0;owned\\u{7}\n  ^^^^^^^^^^^^^^^^^^^^^^^^"
        )
        #expect(
            text("bidiName")?.hasPrefix(
                "error: new's argument “name”: preset name “a\\u{202E}b” contains the bidirectional control U+202E RIGHT-TO-LEFT OVERRIDE"
            ) == true)
        #expect(
            text("revisionNumber")
                == "error: set's argument “revision” is a string (the revision a result about the preset carries); got the number 5"
        )
        #expect(
            text("noRevision")
                == "error: set needs “revision”: the preset whose draft it changes and the draft revision it is based on"
        )
        #expect(
            text("changesText")
                == "error: set's argument “changes” is an object of parameters and values; got the string “damping 0.5”"
        )
        #expect(text("changeNaN") == "error: damping must be greater than 0, got nan")
        // C's number reader stops at a NUL: “0.5\u{0}9” was taken as 0.5.
        #expect(text("changeNUL") == "error: damping must be a number, got “0.5\\u{0}9”")
        #expect(
            text("durationNUL")
                == "error: sample's argument “duration”: --duration must be a number of seconds, got “0.5\\u{0}9”\n  0.5\\u{0}9\n  ^^^^^^^^^"
        )
        #expect(
            text("escapeParameter")
                == "error: move-up-bounce has no parameter “\\e[2J”; expected duration, delay-factor, timing, row-height, reduced-motion or a number of the timing"
        )
        let allowed = "(verbs that delete, replace or reach outside the database are left out unless allowed)"
        #expect(
            text("delete")
                == "invalid params: “delete” is a tool only when the server is started with --allow delete \(allowed)")
        #expect(
            text("libraryPush")
                == "invalid params: “library_push” is a tool only when the server is started with --allow library \(allowed)"
        )
        #expect(
            text("typo")
                == "invalid params: unknown tool “shwo”; tools/list lists the 29 tools; did you mean “show”?")
        #expect(
            text("escapeTool") == "invalid params: unknown tool “\\e]0;owned\\u{7}tool”; tools/list lists the 29 tools")
        #expect(
            text("longTool")
                == "invalid params: unknown tool “\(String(repeating: "t", count: 80))… (100000 characters)”; tools/list lists the 29 tools"
        )
        #expect(
            text("missingVersion")
                == "resource not found: “animstudio://presets/bounce@9”: version 9 of “bounce” does not exist (latest is 1)"
        )
        #expect(
            text("escapeResource")
                == "resource not found: “animstudio://presets/%1B%5B31m@1”: no preset named “\\e[31m”")
        // No refusal above carries a raw control character or bidirectional override.
        #expect(seen["controls"] as? [String] == [])
        // Commit, undo, redo, revert and unset on a revision the draft never had: each refused, nothing written.
        #expect(
            seen["staleWrites"] as? [String]
                == Array(
                    repeating:
                        "error: the draft of “bounce” changed since revision 0000000000000000 (it is now ec1553bf4a543b2e); nothing was written",
                    count: 5))
        #expect(seen["versions"] as? Int == 1)
        // The listed draft resource reads, as show's JSON; nothing above changed the draft or made a preset.
        let draft = try #require(seen["draft"] as? [String: Any])
        #expect(draft["reference"] as? String == "bounce@draft")
        #expect(
            (draft["parameters"] as? [String: Any])?["timing"] as? String == "uikit-spring(damping: 0.4, velocity: 0.1)"
        )
        #expect(seen["revisionUnchanged"] as? Bool == true)
        #expect(seen["presets"] as? [String] == ["bounce"])
        // Fifty calls in flight at once on one connection: each answered, to its own request.
        #expect(seen["concurrent"] as? Bool == true)
    }

    @Test func aWriteWhileAnotherProcessHoldsTheWriteLockIsRefusedWholeAndTheServerGoesOn() throws {
        let seen = try AgentClient.run("locked")
        let busy = try #require(seen["busy"] as? [String: Any])
        #expect(busy["isError"] as? Bool == true)
        #expect(
            busy["text"] as? String
                == "error: the database is busy: another process (an animstudio, sqlite3, …) kept it locked for more than 5 seconds"
        )
        // A read goes on while the lock is held (the database is in WAL mode).
        #expect(seen["readWhileLocked"] as? String == "uikit-spring(damping: 0.4, velocity: 0.1)")
        // Nothing was written: the same revision is still the draft's, and the write then lands.
        let after = try #require(seen["after"] as? [String: Any])
        #expect(
            after["text"] as? String
                == "bounce@draft  timing uikit-spring(damping: 0.4, velocity: 0.1) → uikit-spring(damping: 0.6, velocity: 0.1)"
        )
    }

    @Test func fourAgentsTuningOneDraftAtOnceLoseNoWrite() throws {
        let seen = try AgentClient.run("race")
        #expect(seen["otherRefusals"] as? [String] == [])
        let acknowledged = try #require(seen["acknowledged"] as? [String: Any])
        #expect(acknowledged.keys.sorted() == ["damping", "delay-factor", "duration", "row-height"])
        // Every agent's last acknowledged value is in the final draft.
        let final = try #require(seen["final"] as? [String: Any])
        #expect(final["duration"] as? Double == 1.1)
        #expect(final["delay-factor"] as? Double == 0.07)
        #expect(final["row-height"] as? Double == 35)
        #expect(final["timing"] as? String == "uikit-spring(damping: 0.35, velocity: 0.1)")
    }

    @Test func aClientGoneBeforeALargeAnswerLeavesTheServerExitingCleanly() throws {
        let seen = try AgentClient.run("gone-mid-answer")
        #expect(seen["status"] as? Int == 0)
        #expect(seen["stderr"] as? String == "")
    }

    /// `--allow delete-dataset` makes the verb a tool that asks for `force`, as it asks a person for
    /// `--force`; without `force` it is refused and nothing is deleted.
    @Test func anAllowedDestructiveVerbAsksForForceAsItDoesOfAPerson() throws {
        let seen = try AgentClient.run("allowed", extra: ["--allow", "delete-dataset"])
        #expect(seen["properties"] as? [String] == ["force", "name"])
        #expect(seen["unforced"] as? String == "error: deleting a dataset cannot be undone; add --force")
        #expect(seen["forced"] as? String == "deleted dataset “demo-cities”")
        #expect(seen["datasets"] as? [String] == ["demo-team"])
    }

    /// The name an agent gives in `initialize` becomes the author of what it commits: terminal
    /// controls in it are made visible once, there.
    @Test func anAgentsNameWithTerminalControlsIsWrittenVisibly() throws {
        let seen = try AgentClient.run("hostile-agent")
        #expect((seen["authors"] as? [Any])?.map { $0 as? String } == [nil, "agent \\e[31mevil\\e]0;t\\u{7}\\u{202E}"])
        let text = try #require(seen["text"] as? String)
        #expect(text.contains("agent \\e[31mevil\\e]0;t\\u{7}\\u{202E}"))
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x202E })
    }
}
