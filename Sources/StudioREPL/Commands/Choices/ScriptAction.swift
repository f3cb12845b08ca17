/// `gesture save|delete`, `event save|delete`: what happens to the named saved script.
enum ScriptAction: String, CaseIterable, ArgumentChoice {
    case save, delete
}
