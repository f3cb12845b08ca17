import AnimationCore
public import Foundation
import StudioEditing
import StudioStore

/// Issue 35's lost update as a race: the page of `preview --edit` saving `damping`, `set velocity`
/// processes of the real binary, and tuner-style bursts of nudges to `duration` (through the
/// editing layer, as the tuner writes), all at once on one studio's `bounce` (move-up-bounce with a
/// uikit-spring). Each writer owns its parameter, so each writer's last acknowledged value must be
/// what the final draft holds: any other value is a change written over by a copy read earlier.
///
/// Used by `DraftRaceTests` (a size that runs in seconds) and by the `DraftRace` benchmark (long).
public struct DraftRace: Sendable {
    /// What the page's server answered a change: acknowledged, or stale with the draft's revision now.
    public enum PageReply {
        case acknowledged(revision: String)
        case stale(revision: String)
        case refused(String)
    }

    /// The counts of one race and what was lost.
    public struct Figures: CustomStringConvertible, Sendable {
        public var pageAcknowledged = 0
        /// Page changes refused as stale (409) and sent again on the newer revision.
        public var pageStale = 0
        public var setAcknowledged = 0
        public var tunerAcknowledged = 0
        /// `parameter: expected X, final Y` for each writer whose last acknowledged value is not in the draft.
        public var lost: [String] = []
        public var failures: [String] = []

        public var description: String {
            "page \(pageAcknowledged) acknowledged (\(pageStale) stale, resent), set \(setAcknowledged), tuner \(tunerAcknowledged); lost \(lost.count)"
        }
    }

    public let database: String
    public let pageWrites: Int
    public let setProcesses: Int
    public let tunerNudges: Int
    /// Sends `damping VALUE` based on `revision`, as the page does.
    public let page: @Sendable (_ value: String, _ revision: String) throws -> PageReply
    public let program: String

    public init(
        database: String, pageWrites: Int, setProcesses: Int, tunerNudges: Int,
        program: String = ProgramRun.binary.path,
        page: @escaping @Sendable (_ value: String, _ revision: String) throws -> PageReply
    ) {
        self.database = database
        self.pageWrites = pageWrites
        self.setProcesses = setProcesses
        self.tunerNudges = tunerNudges
        self.program = program
        self.page = page
    }

    /// Runs the three writers at once and compares the final draft with each one's last acknowledged value.
    public func run() throws -> Figures {
        let figures = Locked(Figures())
        let last = Locked([String: String]())
        let group = DispatchGroup()
        let pageWriter = Thread { [self] in
            defer { group.leave() }
            do { try runPage(figures, last) } catch { figures.update { $0.failures.append("page: \(error)") } }
        }
        let setWriter = Thread { [self] in
            defer { group.leave() }
            do { try runSet(figures, last) } catch { figures.update { $0.failures.append("set: \(error)") } }
        }
        let tuner = Thread { [self] in
            defer { group.leave() }
            do { try runTuner(figures, last) } catch { figures.update { $0.failures.append("tuner: \(error)") } }
        }
        for thread in [pageWriter, setWriter, tuner] {
            group.enter()
            thread.start()
        }
        group.wait()
        let draft = try StudioStore(path: database).draft(of: "bounce").parameters
        let finals: [String: String] = [
            "damping": Self.timingNumber("damping", of: draft),
            "velocity": Self.timingNumber("velocity", of: draft),
            "duration": NumberFormat.shortest(draft.duration)
        ]
        var result = figures.value
        for (parameter, expected) in last.value.sorted(by: { $0.key < $1.key }) where finals[parameter] != expected {
            result.lost.append("\(parameter): expected \(expected), final \(finals[parameter] ?? "none")")
        }
        return result
    }

    static func timingNumber(_ name: String, of parameters: PresetParameters) -> String {
        parameters.timing.editableNumbers.first { $0.name == name }.map { NumberFormat.shortest($0.value) } ?? "none"
    }

    private func runPage(_ figures: Locked<Figures>, _ last: Locked<[String: String]>) throws {
        var revision = try StudioStore(path: database).draft(of: "bounce").revision
        for index in 0..<pageWrites {
            let value = NumberFormat.shortest(0.5 + Double(index % 400) / 1000)
            var attempts = 0
            while true {
                attempts += 1
                switch try page(value, revision) {
                case .acknowledged(let now):
                    revision = now
                    last.update { $0["damping"] = value }
                    figures.update { $0.pageAcknowledged += 1 }
                case .stale(let now):
                    revision = now
                    figures.update { $0.pageStale += 1 }
                    // Stale while the others write faster than a round trip: resent until it lands.
                    if attempts < 10_000 { continue }
                    figures.update { $0.failures.append("page: damping \(value) stale 10,000 times") }
                case .refused(let message):
                    figures.update { $0.failures.append("page: damping \(value): \(message)") }
                }
                break
            }
        }
    }

    private func runSet(_ figures: Locked<Figures>, _ last: Locked<[String: String]>) throws {
        for index in 0..<setProcesses {
            let value = NumberFormat.shortest(Double(index % 50) / 10 + 0.1)
            let run = try ProgramRun(["-c", "use bounce; set velocity \(value)"], database: database, program: program)
            if run.status == 0 {
                last.update { $0["velocity"] = value }
                figures.update { $0.setAcknowledged += 1 }
            } else {
                figures.update { $0.failures.append("set velocity \(value): \(run.stderr)") }
            }
        }
    }

    /// Runs of five nudges to `duration`, each run one undo step, as the tuner makes them (10 ms apart).
    private func runTuner(_ figures: Locked<Figures>, _ last: Locked<[String: String]>) throws {
        let store = try StudioStore(path: database)
        let edits = DraftEdits(store: store, clock: { Self.now() })
        let template = try store.draft(of: "bounce").parameters.template
        var burst: DraftBurst?
        for index in 0..<tunerNudges {
            if index % 5 == 0 { burst = nil }
            let value = 0.5 + Double(index % 40) / 20
            let shown = try store.draft(of: "bounce").parameters
            let assignment = try ParameterAssignment.number(
                "duration", value, template: template, timing: shown.timing)
            let edit = try edits.apply(.set([assignment]), to: "bounce", continuing: burst)
            burst = edit.burst
            // A held arrow key repeats about every 30 ms: a loop without a pause would starve the page,
            // whose every change the 409 rule then refuses (correctly) as based on an older draft.
            usleep(10_000)
            last.update { $0["duration"] = NumberFormat.shortest(value) }
            figures.update { $0.tunerAcknowledged += 1 }
        }
    }

    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.string(from: Date())
    }
}

/// A value shared by the race's threads.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    func update(_ change: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&stored)
    }
}
