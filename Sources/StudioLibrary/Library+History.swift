/// The versions others pushed between two pulls: each commit's file, not only the last one.
extension Library {
    /// For each id in `ids`, the versions commits after `from` and before `to` made, oldest first,
    /// leaving out ones equal to the previous (or to `skipping`, the base each id already has).
    func intermediateVersions(
        from: String?, to: String, ids: Set<String>, skipping bases: [String: PresetContent]
    ) throws(LibraryError) -> [String: [(SharedPreset, String)]] {
        guard !ids.isEmpty else { return [:] }
        let range = from.map { "\($0)..\(to)" } ?? to
        let output = try workingCopy.git.run([
            "log", "--reverse", "--format=%x1e%H", "--name-only", "--no-renames", range, "--",
            LibraryFileName.folder + "/"
        ])
        var specs: [String] = []
        for block in output.text.split(separator: "\u{1e}") {
            let lines = block.split(separator: "\n")
            guard let commit = lines.first, commit != to else { continue }
            for path in lines.dropFirst() where path.hasSuffix(".json") { specs.append("\(commit):\(path)") }
        }
        var result: [String: [(SharedPreset, String)]] = [:]
        for bytes in try workingCopy.contents(of: specs) {
            // A file an intermediate commit deleted has no content there; an unreadable one was
            // never a version anyone could pull: both are left out.
            guard let bytes, let preset = try? LibraryDocument.read(bytes), ids.contains(preset.id) else { continue }
            let previous = result[preset.id]?.last?.0.content ?? bases[preset.id]
            guard preset.content != previous else { continue }
            result[preset.id, default: []].append((preset, String(decoding: bytes, as: UTF8.self)))
        }
        return result
    }
}
