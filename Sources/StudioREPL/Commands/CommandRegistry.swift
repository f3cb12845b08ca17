/// Every verb of the command language, in the order `help` lists them. This list is the only place
/// a verb is registered: dispatch, `help`, usage lines and completion all read it.
public enum CommandRegistry {
    public static let all: [Command] = [
        SampleCommand.command, ConvertCommand.command, MetricsCommand.command, PlotCommand.command,
        CompareCommand.command, FitCommand.command, TemplatesCommand.command,
        NewCommand.command, CopyCommand.command, RenameCommand.command, UseCommand.command, PresetsCommand.command,
        SetCommand.set, SetCommand.unset,
        UndoCommand.undo, UndoCommand.redo, CommitCommand.command, UndoCommand.revert, HistoryCommand.command,
        TuneCommand.command,
        TagCommand.command, ShowCommand.command, DiffCommand.command, DeleteCommand.delete, DeleteCommand.restore,
        ImportCommand.command, DatasetsCommand.list, DatasetsCommand.rows, DatasetsCommand.delete,
        SimulateCommand.command, SessionsCommand.records, SessionsCommand.list, SessionsCommand.reset,
        PlayCommand.command,
        SceneCommand.command, ScriptCommands.gesture, ScriptCommands.gestures, ScriptCommands.event,
        ScriptCommands.events,
        ExportCommand.command, PreviewCommand.command, LibraryCommand.command,
        HelpCommand.command, ClearCommand.command, QuitCommand.command
    ]

    /// The verb called `name` (or one of its aliases), building that verb's declaration only; or
    /// a verb's subcommand by its full name (`library push`).
    public static func command(named name: String) -> Command? {
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let verb = words.first, let command = declarations[verb]?() else { return nil }
        switch words.count {
        case 1: return command
        case 2: return command.subcommand(words[1])
        default: return nil
        }
    }

    /// Each verb's name and aliases with the declaration they read, so a run of one verb builds only
    /// its own: building every verb's flags and help (``all``) was 17 % of the instructions of
    /// `animstudio -c presets`. `CommandRegistryTests` checks that these are exactly the names and
    /// aliases of ``all``, each reading the verb that declares it.
    static let declarations: [String: @Sendable () -> Command] = [
        "sample": { SampleCommand.command }, "convert": { ConvertCommand.command },
        "metrics": { MetricsCommand.command }, "plot": { PlotCommand.command }, "compare": { CompareCommand.command },
        "fit": { FitCommand.command },
        "templates": { TemplatesCommand.command }, "new": { NewCommand.command }, "copy": { CopyCommand.command },
        "rename": { RenameCommand.command }, "use": { UseCommand.command }, "presets": { PresetsCommand.command },
        "set": { SetCommand.set }, "unset": { SetCommand.unset }, "undo": { UndoCommand.undo },
        "redo": { UndoCommand.redo }, "commit": { CommitCommand.command }, "revert": { UndoCommand.revert },
        "history": { HistoryCommand.command }, "tune": { TuneCommand.command }, "tag": { TagCommand.command },
        "show": { ShowCommand.command }, "diff": { DiffCommand.command }, "delete": { DeleteCommand.delete },
        "restore": { DeleteCommand.restore }, "import": { ImportCommand.command },
        "datasets": { DatasetsCommand.list }, "rows": { DatasetsCommand.rows },
        "delete-dataset": { DatasetsCommand.delete }, "simulate": { SimulateCommand.command },
        "records": { SessionsCommand.records }, "sessions": { SessionsCommand.list },
        "reset": { SessionsCommand.reset }, "play": { PlayCommand.command }, "scene": { SceneCommand.command },
        "gesture": { ScriptCommands.gesture }, "gestures": { ScriptCommands.gestures },
        "event": { ScriptCommands.event }, "events": { ScriptCommands.events }, "export": { ExportCommand.command },
        "preview": { PreviewCommand.command }, "library": { LibraryCommand.command }, "help": { HelpCommand.command },
        "clear": { ClearCommand.command }, "quit": { QuitCommand.command }, "exit": { QuitCommand.command }
    ]

    /// What the verb of a command line needs of the database (`.none` for an unknown verb: its
    /// error needs no database either).
    public static func storeUse(ofVerb name: String) -> CommandSpec.StoreUse {
        command(named: name)?.spec.store ?? .none
    }
}
