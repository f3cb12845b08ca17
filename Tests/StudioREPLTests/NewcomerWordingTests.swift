import Foundation
import StudioREPL
import StudioTestSupport
import Testing

/// What a person who knows UIKit, Core Animation, SwiftUI or CSS types first, and what the studio
/// answers: the studio's own word for the platform's name, the number without its unit, the quotes a
/// name with spaces needs, a `name=value` pair split. Each is one error line with its caret, exactly.
@Suite struct NewcomerWordingTests {
    /// What `line` writes to standard error on a studio holding `bounce`, made from `move-up-bounce`.
    func error(_ line: String) throws -> String {
        let studio = try PresetCommandTests.Studio()
        _ = studio.run("new bounce from move-up-bounce")
        return studio.run(line).2
    }

    @Test(arguments: [
        (
            "set timing .curveEaseInOut",
            """
            error: unknown timing “.curveEaseInOut”; did you mean “ease-in-out” (UIView.AnimationOptions.curveEaseInOut, SwiftUI's Animation.easeInOut)?
              set timing .curveEaseInOut
                         ^^^^^^^^^^^^^^^
            """
        ),
        (
            "set timing kCAMediaTimingFunctionEaseInEaseOut",
            """
            error: unknown timing “kCAMediaTimingFunctionEaseInEaseOut”; did you mean “ease-in-out” (CAMediaTimingFunctionName.easeInEaseOut)?
              set timing kCAMediaTimingFunctionEaseInEaseOut
                         ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
            """
        ),
        (
            "set timing ease",
            """
            error: unknown timing “ease”; did you mean “ca-default” (CSS ease, cubic-bezier(0.25, 0.1, 0.25, 1))?
              set timing ease
                         ^^^^
            """
        ),
        (
            "set timing usingSpringWithDamping(0.5)",
            """
            error: unknown timing “usingSpringWithDamping”; did you mean “uikit-spring(damping: …, velocity: …)” (UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:))?
              set timing usingSpringWithDamping(0.5)
                         ^^^^^^^^^^^^^^^^^^^^^^
            """
        ),
        // `easeInOut` was offered “ease-out”, the nearest spelling but another curve.
        (
            "metrics easeInOut",
            """
            error: no timing, template or preset named “easeInOut”; see templates, presets, or help for the timings; did you mean “ease-in-out” (UIView.AnimationOptions.curveEaseInOut, SwiftUI's Animation.easeInOut)?
              metrics easeInOut
                      ^^^^^^^^^
            """
        ),
        (
            "sample \"uikit-spring(dampingRatio: 0.5, initialSpringVelocity: 0)\"",
            """
            error: unknown parameter “dampingRatio” for uikit-spring; expected damping, velocity; did you mean “damping”?
              sample "uikit-spring(dampingRatio: 0.5, initialSpringVelocity: 0)"
                                   ^^^^^^^^^^^^
            """
        ),
        (
            "sample \"spring(response: 0.5, dampingFraction: 0.8)\"",
            """
            error: unknown parameter “dampingFraction” for spring; expected response, damping-fraction; did you mean “damping-fraction”?
              sample "spring(response: 0.5, dampingFraction: 0.8)"
                                            ^^^^^^^^^^^^^^^
            """
        ),
        (
            "sample \"flutter-spring(mass: 1, stiffness: 100, dampingRatio: 0.5)\"",
            """
            error: unknown parameter “dampingRatio” for flutter-spring; expected mass, stiffness, damping, damping-ratio, duration, bounce, velocity; did you mean “damping-ratio”?
              sample "flutter-spring(mass: 1, stiffness: 100, dampingRatio: 0.5)"
                                                              ^^^^^^^^^^^^
            """
        ),
        (
            "set duration 300ms",
            """
            error: duration must be a number of seconds, got “300ms”; did you mean “0.3”?
              set duration 300ms
                           ^^^^^
            """
        ),
        (
            "set row-height 60pt",
            """
            error: row-height must be a number of points, got “60pt”; did you mean “60”?
              set row-height 60pt
                             ^^^^
            """
        ),
        (
            "sample linear --duration 0.25s",
            """
            error: --duration must be a number of seconds, got “0.25s”; did you mean “0.25”?
              sample linear --duration 0.25s
                                       ^^^^^
            """
        ),
        (
            "new my bounce from fade",
            """
            error: expected “from”, got “bounce”; a name with spaces goes in quotes: "my bounce": usage: new NAME from TEMPLATE|REF [-m|--message MESSAGE]
              new my bounce from fade
                     ^^^^^^
            """
        ),
        (
            "set damping=0.5",
            """
            error: set takes pairs of words: write “damping 0.5”, not “damping=0.5”: usage: set PARAM VALUE [PARAM VALUE …]
              set damping=0.5
                  ^^^^^^^^^^^
            """
        ),
        (
            "set damping=0.5 velocity 0",
            """
            error: set takes pairs of words: write “damping 0.5”, not “damping=0.5”: usage: set PARAM VALUE [PARAM VALUE …]
              set damping=0.5 velocity 0
                  ^^^^^^^^^^^
            """
        ),
        (
            "set 0.5 damping",
            """
            error: set takes the name first: set damping 0.5
              set 0.5 damping
                  ^^^^^^^^^^^
            """
        ),
        (
            "export bounce --as UIKit",
            """
            error: --as must be one of json, uikit, swiftui, css, compose, tokens, motion, reanimated, flutter, figma, got “UIKit”; did you mean “uikit”?
              export bounce --as UIKit
                                 ^^^^^
            """
        ),
        // The words given fill the positionals in order: the one they run out on is named, not the
        // first (`tag bounce@1` said `tag needs REF`).
        (
            "tag bounce@1",
            """
            error: tag needs TAG: usage: tag REF TAG [--force]
              tag bounce@1
              ^^^
            """
        ),
        (
            "rename bounce",
            """
            error: rename needs NEW: usage: rename NAME NEW
              rename bounce
              ^^^^^^
            """
        ),
        (
            "new spare",
            """
            error: new needs from TEMPLATE|REF: usage: new NAME from TEMPLATE|REF [-m|--message MESSAGE]
              new spare
              ^^^
            """
        )
    ])
    func oneErrorLineSaysWhatToTypeInstead(line: String, said: String) throws {
        #expect(try error(line) == said + "\n")
    }

    /// `play bounce` said a table needs a dataset, not how to give one.
    @Test func playWithoutADatasetSaysHowToGiveOne() throws {
        #expect(
            try error("play bounce --at 0.1").hasPrefix(
                "error: a table needs a dataset: add on DATASET (datasets lists them; demo-team comes with the studio): usage: play [REF] [on DATASET] "
            ))
    }

    /// `simulate on demo-team bounce` said only that “bounce” was unexpected.
    @Test func wordsAfterTheKeywordThatGoBeforeItAreMovedThere() throws {
        #expect(
            try error("simulate on demo-team bounce").hasPrefix(
                "error: unexpected “bounce”; what goes before on comes first: simulate bounce on demo-team: usage: simulate [ENTRANCE|REF] on DATASET "
            ))
    }

    /// The studio's own names, and a preset called like another API's curve, are never taken for it.
    @Test func theStudiosOwnNamesAndPresetsStillWin() throws {
        let studio = try PresetCommandTests.Studio()
        let (status, output, errors) = studio.run(
            "new ease from fade; metrics ease; set timing cubic-bezier(0.25, 0.1, 0.25, 1); set duration 0.4")
        #expect(status == 0)
        #expect(errors == "")
        #expect(output.contains("\nease@1: ease-in-out\n  settleTime   0.4886 s\n"))
        #expect(
            output.hasSuffix(
                "ease@draft  timing ease-in-out → cubic(0.25, 0.1, 0.25, 1)\nease@draft  duration 0.5 → 0.4\n"))
    }
}

/// `help` asked about a template or a timing, as the overview lists them beside the commands.
@Suite struct HelpOnNonCommandsTests {
    @Test(arguments: [
        (
            "help move-up-bounce",
            "error: “move-up-bounce” is a template, not a command: templates move-up-bounce shows its parameters and defaults\n  help move-up-bounce\n       ^^^^^^^^^^^^^^\n"
        ),
        (
            "help uikit-spring",
            "error: “uikit-spring” is a timing, not a command: convert TIMING shows one in every API's terms; docs/reference/timing-expressions.md gives each form and the API it reproduces\n  help uikit-spring\n       ^^^^^^^^^^^^\n"
        ),
        (
            "help timings",
            "error: the timings are not commands: convert TIMING shows one in every API's terms; docs/reference/timing-expressions.md gives each form and the API it reproduces\n  help timings\n       ^^^^^^^\n"
        )
    ])
    func helpSaysWhatTheWordIs(line: String, said: String) throws {
        #expect(try PresetCommandTests.Studio().run(line).2 == said)
    }
}

/// `animstudio sample linear`, as `git` and `swift` take their subcommands, is answered with the `-c`
/// that runs it (it said only that “sample” is not a valid mode).
@Suite struct VerbAsProgramArgumentTests {
    @Test func aVerbGivenToTheProgramGetsItsDashC() throws {
        let run = try ProgramRun(["metrics", "uikit-spring(damping: 0.5, velocity: 0)"])
        #expect(run.status == 64)
        #expect(run.stdout == "")
        #expect(
            run.stderr
                == "animstudio: “metrics” is a command of the studio's language: run animstudio -c 'metrics uikit-spring(damping: 0.5, velocity: 0)', or type it at the studio's prompt; see animstudio --help\n"
        )
    }
}
