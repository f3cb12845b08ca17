import Foundation
import StudioStore
import StudioTestSupport
import Testing

/// The page's edit route reads a typed value as `set` does: hexadecimal (`0x10`, which Swift's
/// `Double(String)` read as 16) is refused with `set`'s words, and the draft is left as it was.
@Suite(.serialized) struct PreviewEditDecimalTests {
    @Test func aHexadecimalValueIsRefusedAsSetRefusesIt() throws {
        let preview = try PreviewProcess(
            setUp: "new bounce from move-up-bounce", preview: "preview --edit bounce@draft")
        defer { preview.stop() }
        var client = EditClient(port: preview.port)
        _ = try client.exchange(key: preview.key)
        let before = try StudioStore(path: preview.database).draft(of: "bounce")
        for (parameter, value, message) in [
            (
                "damping", "0x10",
                "damping must be a number, got “0x10”; numbers are typed in decimal digits: did you mean “16”?"
            ),
            (
                "duration", "0x1p-1",
                "duration must be a number of seconds, got “0x1p-1”; numbers are typed in decimal digits: did you mean “0.5”?"
            ),
            ("damping", "nan", "damping must be greater than 0, got nan")
        ] {
            let refused = try client.change(
                "set",
                ["reference": "bounce@draft", "revision": before.revision, "parameter": parameter, "value": value])
            #expect(refused.status == 422, "\(value)")
            #expect(refused.error == message)
        }
        #expect(try StudioStore(path: preview.database).draft(of: "bounce") == before)
    }
}
