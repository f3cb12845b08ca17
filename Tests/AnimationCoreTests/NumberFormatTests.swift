import AnimationCore
import Testing

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (1.0, "1"), (0.1, "0.1"), (-0.25, "-0.25"), (1e-7, "1e-07"), (54.83363359078326, "54.83363359078326"),
        (1e20, "1e+20"), (Double.nan, "nan"), (-Double.infinity, "-inf"), (0.30000000000000004, "0.30000000000000004")
    ])
    func shortestRoundTrips(_ value: Double, _ text: String) {
        #expect(NumberFormat.shortest(value) == text)
        if value.isFinite { #expect(Double(text) == value) }
    }

    @Test(arguments: [
        (-1.0, 0, "-1"), (2.5, 0, "3"), (0.12345, 3, "0.123"), (0.9996, 3, "1.000"), (-0.0001, 2, "0.00"),
        (12.05, 1, "12.1"), (-3.14159, 2, "-3.14"), (100, 2, "100.00")
    ])
    func fixedDecimals(_ value: Double, _ decimals: Int, _ text: String) {
        #expect(NumberFormat.fixed(value, decimals) == text)
    }

    /// Values past Int64 (9.2e18) trapped the fixed conversion; from 1e15 they print as a derived
    /// number (at most 12 significant digits), never the 17 digits of the shortest form.
    @Test(arguments: [
        (1e15, 2, "1000000000000000.0"), (-9.5e18, 3, "-9.5e+18"),
        (1.7976931348623157e308, 3, "1.79769313486e+308"), (2.1639869942420602e306, 4, "2.16398699424e+306"),
        (999999999999999.9, 0, "1000000000000000"), (123456789012.5, 1, "123456789012.5"),
        (0.5, 400, "0.500000000000000"),
        (2.5, -3, "3")
    ])
    func fixedNeverOverflows(_ value: Double, _ decimals: Int, _ text: String) {
        #expect(NumberFormat.fixed(value, decimals) == text)
    }
}
