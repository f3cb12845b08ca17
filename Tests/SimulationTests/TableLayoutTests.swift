import AnimationCore
import Simulation
import Testing

/// Layouts no screen can show are refused by the simulation itself, never a trap.
@Suite struct TableLayoutTests {
    static func simulate(rowHeight: Double, visibleHeight: Double = 844) -> String? {
        let simulator = TableSimulator(
            layout: TableLayout(rowHeight: rowHeight, visibleHeight: visibleHeight), policy: .always, stagger: .row,
            delayFactor: 0.05, animationDuration: 0.5)
        do {
            _ = try simulator.run(
                itemCount: 10, script: try ScrollScript(parsing: "to 9 over 1, by -100"), memory: .fresh(itemCount: 10))
            return nil
        } catch {
            #expect(error.span == 0..<0)
            return error.message
        }
    }

    @Test(arguments: [
        (0.0, "the row height must be a finite number greater than 0, got 0"),
        (-5.0, "the row height must be a finite number greater than 0, got -5"),
        (Double.nan, "the row height must be a finite number greater than 0, got nan"),
        (Double.infinity, "the row height must be a finite number greater than 0, got inf"),
        (
            1e-320,
            "a 1e-320 pt row in a 844 pt table shows more than 100000 rows at once; the row height must be at least 0.00844 pt"
        )
    ])
    func impossibleRowHeightsAreRefused(_ rowHeight: Double, _ message: String) {
        #expect(Self.simulate(rowHeight: rowHeight) == message)
    }

    @Test func impossibleTableHeightsAreRefused() {
        #expect(
            Self.simulate(rowHeight: 44, visibleHeight: -1)
                == "the table height must be a finite number of at least 0, got -1")
        #expect(
            Self.simulate(rowHeight: 44, visibleHeight: .infinity)
                == "the table height must be a finite number of at least 0, got inf")
        #expect(Self.simulate(rowHeight: 0.00844) == nil)
    }

    /// visibleRows is public: it answers nil, never traps, for any layout or offset.
    @Test func visibleRowsNeverTraps() {
        for height in [0, -5, .leastNormalMagnitude / 1e12, .leastNonzeroMagnitude, .nan, .infinity, 1e308, 44, 1e-3]
            as [Double]
        {
            for offset in [0, -1e308, 1e308, .nan, .infinity] as [Double] {
                _ = TableLayout(rowHeight: height, visibleHeight: 844).visibleRows(offset: offset, rowCount: Int.max)
            }
        }
        #expect(TableLayout(rowHeight: 1e-320, visibleHeight: 844).visibleRows(offset: 0, rowCount: 10) == nil)
        #expect(TableLayout(rowHeight: 44, visibleHeight: 844).visibleRows(offset: 1e308, rowCount: 30) == nil)
        #expect(TableLayout(rowHeight: 44, visibleHeight: 844).visibleRows(offset: 0, rowCount: 30) == 0...19)
    }
}
