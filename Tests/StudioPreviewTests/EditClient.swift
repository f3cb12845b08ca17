import Foundation
import StudioTestSupport

/// One response as the tests read it: status, header lines and body.
struct HTTPReply {
    let status: Int
    let head: String
    let body: String

    /// The value of header `name` (case-insensitive), if sent.
    func header(_ name: String) -> String? {
        for line in head.components(separatedBy: "\r\n").dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == name.lowercased() {
                return parts[1].trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// The body as a JSON object.
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
    var error: String? { json["error"] as? String }
    var draft: [String: Any]? { json["draft"] as? [String: Any] }
}

/// Requests to a `preview --edit` server over a real loopback socket, with exactly the headers given.
struct EditClient {
    let port: Int
    /// `animstudio-edit-PORT=…` once the key was exchanged.
    var cookie: String?
    /// The page's token, from the fragment of the key exchange's redirect (`/#edit=…`).
    var token: String?

    var origin: String { "http://127.0.0.1:\(port)" }

    /// Any request; `headers` are sent as given after Host (and Content-Length when there is a body).
    func send(_ method: String, _ path: String, headers: [(String, String)] = [], body: String? = nil) throws
        -> HTTPReply
    {
        let client = try RawHTTP(port: port)
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        request += "Content-Length: \(body?.utf8.count ?? 0)\r\n\r\n" + (body ?? "")
        client.sendRaw(request)
        let text = client.readUntilClosed(for: 10).text
        let parts = text.components(separatedBy: "\r\n\r\n")
        let status = Int(parts[0].split(separator: " ").dropFirst().first ?? "") ?? 0
        return HTTPReply(status: status, head: parts[0], body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// Opens the printed address: the key for the cookie.
    mutating func exchange(key: String) throws -> HTTPReply {
        let reply = try send("GET", "/?key=\(key)")
        if let set = reply.header("Set-Cookie") { cookie = String(set.prefix { $0 != ";" }) }
        if let location = reply.header("Location"),
            let fragment = location.components(separatedBy: "#edit=").dropFirst().first
        {
            token = fragment
        }
        return reply
    }

    /// A change as the page sends it: POST, the cookie, this server's Origin, the custom header, JSON.
    func change(_ action: String, _ fields: [String: String], headers: [(String, String)]? = nil) throws -> HTTPReply {
        let body = String(
            decoding: try JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]), as: UTF8.self)
        return try send("POST", "/edit/\(action)", headers: headers ?? pageHeaders(), body: body)
    }

    /// The headers the page sends with a change (its token in the custom header).
    func pageHeaders(
        cookie: String? = nil, origin: String? = nil, type: String = "application/json", custom: Bool = true
    ) -> [(String, String)] {
        var headers = [("Origin", origin ?? self.origin), ("Content-Type", type)]
        if let cookie = cookie ?? self.cookie { headers.append(("Cookie", cookie)) }
        if custom { headers.append(("X-Animstudio-Edit", token ?? "")) }
        return headers
    }

    /// The draft's revision as the document shows it.
    func revision(of reference: String = "bounce@draft") throws -> String {
        let reply = try send("GET", "/motion.json", headers: cookie.map { [("Cookie", $0)] } ?? [])
        let versions = reply.json["versions"] as? [[String: Any]] ?? []
        let version = versions.first { $0["label"] as? String == reference }
        return (version?["draft"] as? [String: Any])?["revision"] as? String ?? ""
    }
}
