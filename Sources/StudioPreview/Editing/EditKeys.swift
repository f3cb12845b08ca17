/// The secrets of one start of `preview --edit` (256 random bits each, new at each start, so an
/// address from an earlier start no longer opens anything): the key printed in the address, the
/// value of the cookie the page gets for it, and the page's token. The page, its document and the
/// event stream need the cookie; a request that writes needs the cookie and the token.
///
/// Cookies are not port-scoped: the browser also sends this one to every other server on
/// 127.0.0.1, and any of them could replay it. The token is what such a server cannot learn from
/// the cookie: it is handed over once, in the fragment of the key exchange's redirect (`/#edit=…`,
/// which a browser never sends to any server), and no response to a request holding only the
/// cookie contains it.
struct EditKeys: Sendable {
    /// In the printed address as `?key=…`.
    let key: String
    /// The `HttpOnly; SameSite=Strict` cookie's value.
    let session: String
    /// Sent by the page in `X-Animstudio-Edit` with every change.
    let pageToken: String

    init() {
        key = Self.random()
        session = Self.random()
        pageToken = Self.random()
    }

    /// The cookie's name: ports share cookies, so the name says which server it belongs to.
    ///
    /// Not `__Host-animstudio-edit`: that prefix is kept by a browser only with `Secure`, and
    /// `Secure` only from an https origin (Firefox and Safari refuse it from http://127.0.0.1; the
    /// preview serves plain http on loopback). The binding to this server is the page token.
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
