import AnimationCore
import Testing

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (1.0, "1"), (0.1, "0.1"), (-0.25, "-0.25"), (1e-7, "1e-07"), (54.83363359078326, "54.83363359078326"),
        (1e20, "1e+20"), (Double.nan, "nan"), (-Double.infinity, "-inf"), (0.30000000000000004, "0.30000000000000004"),
    ])
    func shortestRoundTrips(_ value: Double, _ text: String) {
        #expect(NumberFormat.shortest(value) == text)
        if value.isFinite { #expect(Double(text) == value) }
    }

    @Test(arguments: [
        (-1.0, 0, "-1"), (2.5, 0, "3"), (0.12345, 3, "0.123"), (0.9996, 3, "1.000"), (-0.0001, 2, "0.00"),
        (12.05, 1, "12.1"), (-3.14159, 2, "-3.14"), (100, 2, "100.00"),
    ])
    func fixedDecimals(_ value: Double, _ decimals: Int, _ text: String) {
        #expect(NumberFormat.fixed(value, decimals) == text)
    }
}
