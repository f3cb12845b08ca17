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

    /// The verb called `name` (or one of its aliases).
    public static func command(named name: String) -> Command? {
        all.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }

    /// What the verb of a command line needs of the database (`.none` for an unknown verb: its
    /// error needs no database either).
    public static func storeUse(ofVerb name: String) -> CommandSpec.StoreUse {
        command(named: name)?.spec.store ?? .none
    }
}
