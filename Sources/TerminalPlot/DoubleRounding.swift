/// Rounding without libm.
///
/// On Linux, `Double.rounded(_:)` compiles to calls into libm (`round`,
/// `floor`, `ceil`). A target that imports neither Foundation nor Glibc
/// does not link libm, so a client that happens not to import Foundation
/// would fail to link. Integer truncation is a plain CPU instruction, and
/// `x - trunc(x)` is exact, so these helpers are exact for |x| < 2^52;
/// larger doubles are already integers and are returned unchanged.
extension Double {
    /// Largest magnitude below which a double can have a fractional part.
    private static let integralBeyond = 4_503_599_627_370_496.0  // 2^52

    /// Integer part, rounded toward zero.
    @inline(__always)
    private var truncated: Double {
        guard isFinite, abs(self) < Self.integralBeyond else { return self }
        return Double(Int64(self))
    }

    /// Nearest integer, halves away from zero (like `rounded()`).
    var roundedNearest: Double {
        let t = truncated
        let fraction = self - t
        if fraction >= 0.5 { return t + 1 }
        if fraction <= -0.5 { return t - 1 }
        return t
    }

    /// Largest integer not above `self` (like `rounded(.down)`).
    var roundedDown: Double {
        let t = truncated
        return self < t ? t - 1 : t
    }

    /// Smallest integer not below `self` (like `rounded(.up)`).
    var roundedUp: Double {
        let t = truncated
        return self > t ? t + 1 : t
    }
}
