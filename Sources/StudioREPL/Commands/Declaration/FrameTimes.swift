import AnimationCore
import Simulation

/// The times of `--at`: seconds, comma separated, each from 0 to twice the longest script.
enum FrameTimes {
    /// The most times one `--at` may list.
    static let maximumCount = 200

    static func parse(_ token: Token, flag: String) throws(CommandError) -> [Double] {
        let parts = token.text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: " ")
        }
        guard parts.count <= maximumCount else {
            throw CommandError.syntax(
                "\(flag) lists \(parts.count) times; at most \(maximumCount)", offset: token.offset,
                length: token.length)
        }
        let limit = ScrollScript.maximumSeconds * 2
        var times: [Double] = []
        for part in parts {
            guard let t = TypedNumber.value(part), t.isFinite, t >= 0, t <= limit else {
                throw CommandError.syntax(
                    "\(flag) time “\(part)” is not a number of seconds from 0 to \(Int(limit)); expected times such as 0,0.25,0.5",
                    offset: token.offset, length: token.length)
            }
            times.append(t)
        }
        return times
    }
}

extension Substring {
    /// The text without leading and trailing occurrences of `character`.
    func trimmingCharacters(in character: Character) -> String {
        var text = self
        while text.first == character { text.removeFirst() }
        while text.last == character { text.removeLast() }
        return String(text)
    }
}
