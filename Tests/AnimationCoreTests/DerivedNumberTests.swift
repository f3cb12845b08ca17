import AnimationCore
import Foundation
import Testing

/// One rule for every number the studio derives: the shortest text that reads back within 1e-12 of
/// the value, relative to it, with at most 12 significant digits (the cap wins where 12 digits are
/// not that close).
@Suite struct DerivedNumberTests {
    /// The noise a newcomer met, each printed as a person reads it.
    @Test(arguments: [
        (0.44999999999999996, "0.45"),  // convert: bounce for damping 0.55
        (0.6133333333333334, "0.613333333333"),  // an export header's duration
        (434.27881124136064, "434.278811241"),  // the tuner's converted stiffness
        (-14.999999999999996, "-15"),  // tip-in's start angle
        (0.8200000000000001, "0.82"),  // a derived duration at the end of a sample
        (1.4300000000000002, "1.43"),
        (0.19999999999999996, "0.2"),
        (12.124014955982805, "12.124014956"),  // 11 digits are 1.4e-12 away: the 12-digit rounding
        (1, "1"), (0, "0"), (-0.0, "-0"), (100, "100"), (1e-7, "1e-07"), (2.5e-320, "2.5e-320"),
        (1.2345678901234567e20, "1.23456789012e+20"), (.infinity, "inf"), (-.infinity, "-inf"),
        (Double.nan, "nan")
    ])
    func printsAsAPersonReadsIt(value: Double, text: String) {
        #expect(NumberFormat.derived(value) == text)
    }

    /// The value kept for a derived number is the one printed.
    @Test func readableIsTheValuePrinted() {
        #expect(NumberFormat.readable(0.6133333333333334) == 0.613333333333)
        #expect(NumberFormat.readable(-0.8200000000000001) == -0.82)
        #expect(NumberFormat.readable(0.3) == 0.3)
        #expect(NumberFormat.readable(.infinity) == .infinity)
    }

    /// The significant digits of a printed number (`-1.25e-07` has 3).
    static func significantDigits(_ text: String) -> Int {
        var mantissa = text.split(separator: "e").first.map(String.init) ?? text
        mantissa.removeAll { $0 == "-" || $0 == "." }
        let digits = mantissa.drop { $0 == "0" }
        return digits.reversed().drop { $0 == "0" }.count
    }

    /// Over random doubles of every magnitude: at most 12 significant digits; within 1e-12 relative,
    /// or, where no 12-digit text is, within half a unit of the 12th; and no shorter text is within 1e-12, checked
    /// against C's own rounding (`%.*e`), an independent implementation.
    @Test func theTextReadsBackCloseWithAtMostTwelveDigitsAndIsTheShortest() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let exponent = Double(Int.random(in: -300...300, using: &generator))
            let mantissa = Double.random(in: 1..<10, using: &generator)
            var value = mantissa * pow(10, exponent) * (Bool.random(using: &generator) ? 1 : -1)
            if Bool.random(using: &generator) {
                // A short decimal with binary noise, as arithmetic leaves them (0.1 + 0.2).
                let short = Double(String(format: "%.*e", Int.random(in: 0...5), value)) ?? value
                value = short.nextUp.nextUp
            }
            guard value.isFinite, value != 0 else { continue }
            let text = NumberFormat.derived(value)
            let digits = Self.significantDigits(text)
            let readBack = Double(text) ?? .nan
            let error = abs(readBack - value) / abs(value)
            #expect(digits <= 12, "\(value) → \(text)")
            if error > 1e-12 {
                // Only where no 12-digit text is that close, and then within half a unit of the 12th digit.
                let twelve = Double(String(format: "%.11e", value)) ?? .nan
                #expect(abs(twelve - value) / abs(value) > 1e-12, "\(value) → \(text), yet \(twelve) is close")
                #expect(error <= 5e-12 * (1 + 1e-6), "\(value) → \(text): \(error)")
            }
            if digits > 1 {
                let shorter = Double(String(format: "%.*e", digits - 2, value)) ?? .nan
                #expect(abs(shorter - value) / abs(value) > 1e-12, "\(value) → \(text), yet \(shorter) is close")
            }
        }
    }
}
