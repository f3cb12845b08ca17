import LoopbackHTTP
import Testing

/// The parser on its own: exact requests out of exact bytes, and the exact refusal for each way a
/// request can be malformed or too large.
@Suite struct RequestParserTests {
    let parser = RequestParser(limits: RequestLimits(requestLine: 64, headerCount: 4, headerBytes: 128, body: 16))

    func parse(_ text: String) -> RequestParser.Outcome {
        parser.parse(Array(text.utf8)[...])
    }

    @Test func aWholeRequestWithItsBody() throws {
        let text = "POST /edit/set?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8\r\nContent-Length: 5\r\n\r\nhelloGET"
        let expected = HTTPRequest(
            method: "POST", target: "/edit/set?x=1",
            headers: HTTPHeaders([HTTPField("Host", "127.0.0.1:8"), HTTPField("Content-Length", "5")]),
            body: Array("hello".utf8))
        #expect(parse(text) == .request(expected, consumed: text.utf8.count - 3))
        #expect(expected.path == "/edit/set")
        #expect(expected.headers["host"] == "127.0.0.1:8")
        #expect(!expected.closesConnection)
    }

    /// Line ends of LF alone are read as CR LF; an empty line before the request is skipped; a
    /// header's optional whitespace is dropped.
    @Test func bareLineFeedsAndLeadingEmptyLines() {
        let expected = HTTPRequest(method: "GET", target: "/", headers: HTTPHeaders([HTTPField("Host", "a b")]))
        #expect(parse("\r\nGET / HTTP/1.1\nHost: \t a b \t\n\n") == .request(expected, consumed: 32))
    }

    @Test func twoPipelinedRequestsAreReadOneAfterTheOther() {
        let first = "GET /one HTTP/1.1\r\nHost: h\r\n\r\n"
        let second = "GET /two HTTP/1.0\r\n\r\n"
        let bytes = Array((first + second).utf8)
        #expect(
            parser.parse(bytes[...])
                == .request(
                    HTTPRequest(method: "GET", target: "/one", headers: HTTPHeaders([HTTPField("Host", "h")])),
                    consumed: first.utf8.count))
        let rest = bytes[first.utf8.count...]
        let two = HTTPRequest(method: "GET", target: "/two", minorVersion: 0, headers: HTTPHeaders())
        #expect(parser.parse(rest) == .request(two, consumed: second.utf8.count))
        #expect(two.closesConnection)
    }

    @Test(arguments: [
        "", "GET / HTTP/1.1", "GET / HTTP/1.1\r\nHost: h\r\n", "POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nab"
    ])
    func aRequestNotYetWholeNeedsMore(text: String) {
        #expect(parse(text) == .incomplete(expectsContinue: false))
    }

    @Test func aHeadAskingForContinueSaysSoUntilItsBodyArrives() {
        let head = "POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 2\r\n\r\n"
        #expect(parse(head) == .incomplete(expectsContinue: true))
        #expect(
            parse(head + "ok")
                == .request(
                    HTTPRequest(
                        method: "POST", target: "/",
                        headers: HTTPHeaders([HTTPField("Expect", "100-continue"), HTTPField("Content-Length", "2")]),
                        body: Array("ok".utf8)), consumed: head.utf8.count + 2))
    }

    @Test(arguments: [
        "NOT HTTP AT ALL\r\n\r\n", "GET /\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET http://h/ HTTP/1.1\r\n\r\n",
        "GET / HTTP/1.1 more\r\n\r\n", "G(T / HTTP/1.1\r\n\r\n", "GET / FTP/1.1\r\n\r\n", "GET /a b HTTP/1.1\r\n\r\n",
        "GET /\u{7f} HTTP/1.1\r\n\r\n", "\u{0}\u{1}\u{2}\r\n\r\n", "GET / HTTP/1.1x\r\n\r\n"
    ])
    func aMalformedRequestLineIsABadRequest(text: String) {
        #expect(parse(text) == .refused(.badRequest, reason: "the request line is not METHOD /PATH HTTP/1.1"))
    }

    @Test func anotherVersionIsNotSupported() {
        #expect(
            parse("GET / HTTP/2.0\r\n\r\n")
                == .refused(.httpVersionNotSupported, reason: "this server speaks HTTP/1.1 only"))
    }

    /// Refused as soon as the limit is passed, whether or not the line has ended.
    @Test(arguments: [false, true])
    func aLongRequestLineIsRefused(ended: Bool) {
        let line = "GET /" + String(repeating: "a", count: 60) + " HTTP/1.1"
        #expect(
            parse(line + (ended ? "\r\n\r\n" : ""))
                == .refused(.uriTooLong, reason: "the request line is longer than 64 bytes"))
    }

    @Test(arguments: [false, true])
    func longHeaderFieldsAreRefused(ended: Bool) {
        let text = "GET / HTTP/1.1\r\nX-Long: " + String(repeating: "v", count: 130) + (ended ? "\r\n\r\n" : "")
        #expect(
            parse(text)
                == .refused(.requestHeaderFieldsTooLarge, reason: "the header fields are longer than 128 bytes"))
    }

    @Test func tooManyHeaderFieldsAreRefused() {
        let text = "GET / HTTP/1.1\r\n" + (1...5).map { "A\($0): v\r\n" }.joined() + "\r\n"
        #expect(parse(text) == .refused(.requestHeaderFieldsTooLarge, reason: "more than 4 header fields"))
        let four = "GET / HTTP/1.1\r\n" + (1...4).map { "A\($0): v\r\n" }.joined() + "\r\n"
        guard case .request = parse(four) else {
            Issue.record("four fields refused: \(parse(four))")
            return
        }
    }

    @Test(arguments: ["Host : h", " folded", "no colon", ": empty name", "X-Bad: a\u{7f}b", "X-Bad: a\rb", "X(: v"])
    func aMalformedHeaderLineIsABadRequest(line: String) {
        #expect(
            parse("GET / HTTP/1.1\r\n\(line)\r\n\r\n")
                == .refused(.badRequest, reason: "a header line is not NAME: VALUE"))
    }

    @Test func aBodyOverTheLimitIsRefusedBeforeItArrives() {
        #expect(
            parse("POST / HTTP/1.1\r\nContent-Length: 17\r\n\r\n")
                == .refused(.contentTooLarge, reason: "the body is longer than 16 bytes"))
        guard case .request = parse("POST / HTTP/1.1\r\nContent-Length: 16\r\n\r\n" + String(repeating: "b", count: 16))
        else {
            Issue.record("16 bytes refused")
            return
        }
    }

    @Test(arguments: ["chunked", "gzip, chunked", "identity"])
    func aTransferCodingIsNotImplemented(coding: String) {
        #expect(
            parse("POST / HTTP/1.1\r\nTransfer-Encoding: \(coding)\r\n\r\n")
                == .refused(.notImplemented, reason: "this server takes request bodies with Content-Length only"))
    }

    @Test(arguments: ["-1", "abc", "5, 6", "", "+5", "99999999999999999999", "5\r\nContent-Length: 6"])
    func aContentLengthThatIsNotOneNumberIsABadRequest(value: String) {
        #expect(
            parse("POST / HTTP/1.1\r\nContent-Length: \(value)\r\n\r\n")
                == .refused(.badRequest, reason: "Content-Length is not one number"))
    }

    @Test func repeatedEqualContentLengthsAreOne() {
        guard case .request(let request, _) = parse("POST / HTTP/1.1\r\nContent-Length: 2, 2\r\n\r\nab") else {
            Issue.record("refused")
            return
        }
        #expect(request.body == Array("ab".utf8))
    }

    @Test func twoHostFieldsAreABadRequest() {
        #expect(
            parse("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n")
                == .refused(.badRequest, reason: "more than one Host header field"))
    }

    @Test func queryValuesArePercentDecoded() {
        let request = HTTPRequest(
            method: "GET", target: "/?key=a%20b&log&t=1.5&bad=%zz&k%65y2=v", headers: HTTPHeaders())
        #expect(request.path == "/")
        #expect(request.queryValue("key") == "a b")
        #expect(request.queryValue("log") == "")
        #expect(request.queryValue("t") == "1.5")
        #expect(request.queryValue("bad") == "%zz")
        #expect(request.queryValue("key2") == "v")
        #expect(request.queryValue("missing") == nil)
        #expect(HTTPRequest(method: "GET", target: "/plain", headers: HTTPHeaders()).queryValue("key") == nil)
    }

    @Test func whenTheConnectionCloses() {
        func closes(_ minor: Int, _ connection: String?) -> Bool {
            HTTPRequest(
                method: "GET", target: "/", minorVersion: minor,
                headers: HTTPHeaders(connection.map { [HTTPField("Connection", $0)] } ?? [])
            ).closesConnection
        }
        #expect(!closes(1, nil))
        #expect(closes(1, "close"))
        #expect(closes(1, "keep-alive, Close"))
        #expect(closes(0, nil))
        #expect(!closes(0, "Keep-Alive"))
    }

    /// Every cut of a whole request before its last byte needs more; the whole one is read.
    @Test func everyPrefixOfARequestNeedsMore() {
        let bytes = Array("POST /edit/set HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\n\r\nbody".utf8)
        for end in 0..<bytes.count {
            #expect(parser.parse(bytes[..<end]) == .incomplete(expectsContinue: false), "\(end) bytes")
        }
        guard case .request(_, let consumed) = parser.parse(bytes[...]) else {
            Issue.record("the whole request was not read")
            return
        }
        #expect(consumed == bytes.count)
    }

    /// Any bytes at all (a request with bytes flipped, or noise) give one of the three outcomes;
    /// a request read never claims more bytes than there are. (A fixed generator: the same cases each run.)
    @Test func anyBytesGiveAnOutcome() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        let request = Array("GET /motion.json?t=1 HTTP/1.1\r\nHost: 127.0.0.1:80\r\nContent-Length: 2\r\n\r\nok".utf8)
        var outcomes = [0, 0, 0]
        for round in 0..<5000 {
            var bytes = request
            if round % 2 == 0 {
                for _ in 0..<(1 + Int(next() % 4)) {
                    bytes[Int(next()) % bytes.count] = UInt8(truncatingIfNeeded: next())
                }
            } else {
                bytes = (0..<Int(next() % 200)).map { _ in UInt8(truncatingIfNeeded: next()) }
            }
            switch parser.parse(bytes[...]) {
            case .incomplete: outcomes[0] += 1
            case .request(_, let consumed):
                outcomes[1] += 1
                #expect(consumed <= bytes.count)
            case .refused(let status, _):
                outcomes[2] += 1
                #expect([400, 413, 414, 431, 501, 505].contains(status.code))
            }
        }
        #expect(outcomes.allSatisfy { $0 > 0 }, "\(outcomes)")
    }
}
