extension TimingExpression {
    /// The expression as its form's name and labelled numbers, as a record stores it: `uikit-spring`
    /// with `damping` and `velocity`, `cubic` with `x1`…`y2`, a named curve with none. Built from the
    /// value, never from text; ``init(form:numbers:)`` reads it back.
    public var record: (form: String, numbers: [(label: String, value: Double)]) {
        switch self {
        case .named(let name): return (name.rawValue, [])
        case .cubic(let c): return ("cubic", [("x1", c.x1), ("y1", c.y1), ("x2", c.x2), ("y2", c.y2)])
        case .uikitSpring(let ratio, let velocity):
            return ("uikit-spring", [("damping", ratio), ("velocity", velocity)])
        case .spring(let s, let allowsOverdamping):
            // `allows-overdamping` is kept only when on, as the text form writes it.
            return (
                "spring",
                [("mass", s.mass), ("stiffness", s.stiffness), ("damping", s.damping), ("velocity", s.initialVelocity)]
                    + (allowsOverdamping ? [("allows-overdamping", 1)] : [])
            )
        case .springDuration(let duration, let bounce): return ("spring", [("duration", duration), ("bounce", bounce)])
        case .swiftUISpring(let duration, let bounce):
            return ("swiftui-spring", [("duration", duration), ("bounce", bounce)])
        case .springResponse(let response, let fraction):
            return ("spring", [("response", response), ("damping-fraction", fraction)])
        case .pop(let bounciness, let speed): return ("pop", [("bounciness", bounciness), ("speed", speed)])
        case .origami(let tension, let friction): return ("origami", [("tension", tension), ("friction", friction)])
        case .android(let stiffness, let ratio):
            return ("android", [("stiffness", stiffness), ("damping-ratio", ratio)])
        case .peer(let peer): return (peer.formName, peer.numbers)
        }
    }

    /// Builds an expression from its form and labelled numbers (``record``), with the checks the text
    /// form passes, without printing or parsing text. `cubic` takes its four numbers in order.
    /// - Throws: the same ``TimingError`` the text `form(label: value, …)` would give.
    public init(form: String, numbers: [(label: String, value: Double)]) throws(TimingError) {
        let positional = form == "cubic" || form == "cubic-bezier"
        // A record's labels may come in any order; a cubic's numbers are read in declaration order.
        let order = ["x1", "y1", "x2", "y2"]
        let numbers =
            positional
            ? numbers.sorted { (order.firstIndex(of: $0.label) ?? 4) < (order.firstIndex(of: $1.label) ?? 4) } : numbers
        let flags: Set<String> = ["allows-overdamping", "overshoot-clamping"]
        let arguments = numbers.map {
            TimingArgument(
                label: positional ? nil : $0.label, value: $0.value, offset: 0, length: 0,
                isFlag: flags.contains($0.label) && ($0.value == 0 || $0.value == 1), fromRecord: true)
        }
        let builder = TimingExpressionBuilder(
            name: form, nameOffset: 0, arguments: arguments, hasParentheses: !numbers.isEmpty || positional)
        self = try builder.build()
    }
}
