import StudioEditing
import StudioStore
import TerminalText

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `preview [REF…] [on DATASET] [--port N] [--open] [scene flags]` and `preview stop`: the real motion in a
/// browser, following the database live. In the interactive studio it runs in the background; a
/// script waits at its end until Ctrl-C or SIGTERM.
enum PreviewCommand {
    static let command = Command(
        CommandSpec(
            "preview", group: .exchange,
            summary:
                "serve a live page on 127.0.0.1 that plays the versions side by side at 60 fps and follows every change; preview stop ends it",
            positionals: [references, on, dataset],
            flags: [
                port, openBrowser, edit,
                SceneInputs.gestureFlag, SceneInputs.cardFlag, SceneInputs.eventsFlag, SceneInputs.screenFlag,
                SceneInputs.homeIndicatorFlag
            ],
            example: "preview bounce bounce@1 on demo-team", store: .reads),
        run: run)

    static let references = RepeatedArgument("REF", .reference, count: 0...4, shownAs: "[REF…|stop]")
    static let on = OptionalArgument.keyword("on", shownAs: "[on DATASET]")
    static let dataset = OptionalArgument<DatasetName>.named("DATASET", .dataset, shownAs: "")
    static let port = DefaultedFlag.integer(
        "--port", 0...65535, "N", "the port on 127.0.0.1", default: 0, note: "any free port")
    static let openBrowser = Switch(
        "--open", "open the page in the desktop's browser (xdg-open or open on the PATH); says so when it cannot")
    static let edit = Switch(
        "--edit",
        "the page edits the previewed drafts (NAME alone or NAME@draft; versions are shown read-only beside them): sliders, exact fields, Bézier handles, undo, redo, commit; only through the printed address"
    )

    static func run(_ arguments: ParsedArguments, _ session: Session) throws(CommandError) -> Outcome {
        let references = arguments[Self.references]
        if references.count == 1, references[0].text == "stop" {
            let count = session.previews.count
            session.stopPreviews()
            return Outcome(count == 0 ? "no preview is running" : "stopped \(Plural.count(count, "preview"))")
        }
        if let on = arguments[Self.on], arguments[Self.dataset] == nil {
            throw session.located("on needs a DATASET: usage: \(command.spec.usage)", on.token)
        }
        let store = try session.requireStore()
        // The preview gets references, not the versions they name now: a name without a version
        // follows the preset (a commit here or in another process moves the page), a tag follows the tag.
        // With --edit, a name alone is its draft (what the page edits); a version or tag, named
        // with @, is shown read-only beside it.
        let editing = arguments[Self.edit]
        var names: [String] = []
        var followed: [PresetReference] = []
        for value in references {
            var reference = value.reference ?? PresetReference(value.text)
            if editing, reference.selector == .latest, !value.text.contains("@") {
                reference = .draft(of: reference.name)
            }
            let resolved = try session.resolve(reference, at: value.token)
            names.append(resolved.label)
            followed.append(PresetReference(name: resolved.name, reference.selector))
        }
        if names.isEmpty {
            let draft = try session.currentDraft()
            names = [draft.label]
            followed = [.draft(of: draft.name)]
        }
        if editing, !names.contains(where: { $0.hasSuffix("@draft") }) {
            throw CommandError(
                "preview --edit edits drafts, and \(names.map(TerminalText.sanitized).joined(separator: ", ")) \(names.count == 1 ? "is a version" : "are versions"): name one as NAME (or NAME@draft), or leave REF out for the current draft"
            )
        }
        let dataset = try arguments[Self.dataset].map { value throws(CommandError) in
            try DatasetsCommand.existingDataset(value, session).name
        }
        // Saved scripts are looked up by name here; the preview gets the script text.
        // Left out, the page plays its own default scripts (the flags' declared defaults).
        let gesture =
            arguments.given(SceneInputs.gestureFlag) == nil
            ? nil
            : try SceneInputs.scriptText(SceneInputs.gestureFlag, kind: .gesture, arguments, session: session).text
        let events =
            arguments.given(SceneInputs.eventsFlag) == nil
            ? nil : try SceneInputs.scriptText(SceneInputs.eventsFlag, kind: .events, arguments, session: session).text
        let screen = try SceneInputs.screen(arguments, session)
        guard let service = session.previewService else {
            throw CommandError("this studio was built without the live preview")
        }
        let running: any RunningPreview
        do {
            running = try service.start(
                store: store,
                request: PreviewRequest(
                    references: followed, dataset: dataset, gesture: gesture, events: events,
                    homeIndicator: arguments[SceneInputs.homeIndicatorFlag], card: arguments[SceneInputs.cardFlag],
                    screen: screen, port: arguments[Self.port],
                    editor: editing ? DraftEdits(store: store, clock: session.clock) : nil,
                    announce: session.announce))
        } catch {
            throw CommandError(error.message)
        }
        let url = running.address
        var lines = ["preview of \(names.map(TerminalText.sanitized).joined(separator: ", ")) at \(url)"]
        var launchFile: String?
        if arguments[Self.openBrowser] {
            let opened = BrowserOpener.open(
                url, path: ProcessEnvironment.variables["PATH"] ?? "/usr/bin:/bin", secret: editing)
            lines.append(opened.said)
            launchFile = opened.launchFile
        }
        session.previews.append(launchFile.map { OpenedPreview(running, launchFile: $0) } ?? running)
        lines.append(
            session.isInteractive
                ? "(it follows every change; preview stop ends it)" : "(it follows every change until Ctrl-C)")
        if editing {
            lines.append("(the page edits the drafts; the address holds its key: open it only in your own browser)")
        }
        return Outcome(lines.joined(separator: "\n"))
    }
}
