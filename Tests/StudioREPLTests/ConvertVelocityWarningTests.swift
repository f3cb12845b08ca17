import Testing

@testable import StudioREPL

/// `convert` says, in one warning line like the other curve warnings, that its response, bounce and
/// swiftui forms start at rest when the spring has a starting velocity (the tuner says it too).
@Suite struct ConvertVelocityWarningTests {
    @Test func aSpringsStartingVelocityDroppedByThreeFormsIsSaid() throws {
        let studio = try PresetCommandTests.Studio()
        let spring = studio.run("convert \"spring(mass: 1, stiffness: 200, damping: 10, velocity: 3)\"")
        #expect(
            spring.1.contains(
                "response       spring(response: 0.444288293816, damping-fraction: 0.353553390593)\n"))
        #expect(spring.2 == "warning: the response, bounce and swiftui forms start at rest: velocity 3 dropped\n")
        let uikit = studio.run("convert \"uikit-spring(damping: 0.5, velocity: -2)\" --duration 0.5 --format json")
        #expect(uikit.2 == "warning: the response, bounce and swiftui forms start at rest: velocity -2 dropped\n")
    }

    @Test func nothingIsSaidWithoutAVelocityOrWithoutThoseForms() throws {
        let studio = try PresetCommandTests.Studio()
        #expect(studio.run("convert \"spring(mass: 1, stiffness: 200, damping: 10, velocity: 0)\"").2 == "")
        // Undamped: the three forms say "none", so nothing is dropped.
        #expect(studio.run("convert \"spring(mass: 1, stiffness: 200, damping: 0, velocity: 3)\"").2 == "")
        #expect(studio.run("convert ease-in-out").2 == "")
    }

    /// What a frame's header says stops the playing is what does: Ctrl-C at the prompt, any key in the tuner.
    @Test func eachPlayerSaysWhatStopsIt() {
        #expect(TerminalFramePlayer().stopHint == "Ctrl-C stops")
    }
}
