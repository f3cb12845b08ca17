/// The studio's parameter rules, handed to the store so nothing invalid is ever written: the store
/// itself knows no templates (it sees a template's name and parameter text), so the caller supplies
/// the check. It returns nil for a valid set, else a one-line reason naming the parameter, the
/// value and what is allowed.
public struct ParameterCheck: Sendable {
    let check: @Sendable (_ template: String, _ parameters: [String: String]) -> String?

    public init(_ check: @escaping @Sendable (_ template: String, _ parameters: [String: String]) -> String?) {
        self.check = check
    }

    /// Accepts everything (a store used without the studio's rules, as in the store's own tests).
    public static let none = ParameterCheck { _, _ in nil }

    /// Throws ``StoreError/invalidParameters(reference:reason:)`` when `parameters` break the rules.
    func require(_ template: String, _ parameters: [String: String], reference: String) throws(StoreError) {
        if let reason = check(template, parameters) {
            throw .invalidParameters(reference: reference, reason: reason)
        }
    }
}
