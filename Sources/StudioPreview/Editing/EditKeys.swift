/// The secrets of one start of `preview --edit`: the key printed in the address (256 random bits,
/// new at each start, so an address from an earlier start no longer opens anything) and the value
/// of the cookie the page gets for it. A request that writes, and the event stream, need the cookie.
struct EditKeys: Sendable {
    /// In the printed address as `?key=…`.
    let key: String
    /// The `HttpOnly; SameSite=Strict` cookie's value.
    let session: String

    init() {
        key = Self.random()
        session = Self.random()
    }

    /// The cookie's name: ports share cookies, so the name says which server it belongs to.
    static func cookieName(port: Int) -> String { "animstudio-edit-\(port)" }

    /// 256 bits from the system's secure generator, as 64 hex digits.
    static func random() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let digits = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Compares in time independent of where the texts differ.
    static func equal(_ a: String, _ b: String) -> Bool {
        let x = Array(a.utf8)
        let y = Array(b.utf8)
        guard x.count == y.count else { return false }
        var difference: UInt8 = 0
        for index in x.indices { difference |= x[index] ^ y[index] }
        return difference == 0
    }

    /// The value of cookie `name` in a `Cookie` header (`a=1; b=2`), if any.
    static func cookie(_ name: String, in header: String) -> String? {
        for part in header.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: " ") }
            if pair.count == 2, pair[0] == name { return pair[1] }
        }
        return nil
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        String(drop { $0 == set }.reversed().drop { $0 == set }.reversed())
    }
}
