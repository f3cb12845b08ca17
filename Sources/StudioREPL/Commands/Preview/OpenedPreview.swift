/// A preview opened through a ``LaunchFile``: stopping it removes the file too, so the key does
/// not outlive the server even in a private file.
final class OpenedPreview: RunningPreview {
    let running: any RunningPreview
    let launchFile: String

    init(_ running: any RunningPreview, launchFile: String) {
        self.running = running
        self.launchFile = launchFile
    }

    var address: String { running.address }

    func stop() {
        running.stop()
        LaunchFile.remove(launchFile)
    }
}
