/// True when |a − b| ≤ absolute + relative·|b|; for tests only (it is not transitive).
public func isClose(_ a: Double, _ b: Double, absolute: Double = 0, relative: Double = 0) -> Bool {
    abs(a - b) <= absolute + relative * abs(b)
}
