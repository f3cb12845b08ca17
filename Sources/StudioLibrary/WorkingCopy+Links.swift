import Foundation

/// The library never follows a symbolic link inside its working copy, for reading or for
/// writing: a `presets` link committed by a teammate would make a push write `NAME.json` files
/// wherever it points (outside the working copy), and git only refuses at `git add`, after the
/// files were written.
extension WorkingCopy {
    /// The first symbolic link at or under the library's folders in `commit` (a folder such as
    /// `presets` itself, or a file inside one), or nil when there is none.
    func libraryLink(at commit: String) throws(LibraryError) -> String? {
        // Without a trailing slash the pathspec names the entry itself, so a `presets` that is a
        // link (a blob of mode 120000, not a tree) is listed too.
        let output = try git.run(["ls-tree", "-r", "-z", commit, "--"] + LibraryFileName.folders)
        for record in output.output.split(separator: 0) {
            // "<mode> <type> <id>\t<path>"
            guard let tab = record.firstIndex(of: 9), record.starts(with: Array("120000 ".utf8)) else { continue }
            return String(decoding: record[record.index(after: tab)...], as: UTF8.self)
        }
        return nil
    }

    /// The first of the library's folders, or of `paths` under them, that is a symbolic link on
    /// disk (as a checkout by an older studio, or a hand, can leave one), or nil.
    func linkOnDisk(among paths: [String]) -> String? {
        let candidates = LibraryFileName.folders + paths.sorted()
        return candidates.first { path in
            var info = stat()
            return lstat(folder + "/" + path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        }
    }
}
