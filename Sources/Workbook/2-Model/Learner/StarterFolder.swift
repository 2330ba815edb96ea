import Foundation

/// A package `workbook extract` wrote for a learner: a folder with
/// `.workbook-learner` and `Package.swift` but no `Chapters/book.json`.
/// There is no book in it to check, but its learner file can be broken
/// (a hand edit), and then every test explains itself in the wrong language.
struct StarterFolder: Equatable, Sendable {
    var root: URL

    init(root: URL) {
        self.root = root
    }

    /// Whether `folder` is a learner's package rather than a book.
    static func isStarter(_ folder: URL) -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard
            manager.fileExists(atPath: folder.appendingPathComponent(LearnerFile.name).path, isDirectory: &isDirectory),
            !isDirectory.boolValue
        else { return false }
        return manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
            && !manager.fileExists(atPath: folder.appendingPathComponent(BookManifest.path).path)
    }

    /// The learner's package that holds `start`, when the nearest folder
    /// upwards that is a book or a starter is a starter. A book always wins
    /// in its own folder, even when it has a `.workbook-learner` of its own.
    static func enclosing(_ start: URL) -> StarterFolder? {
        var folder = start.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(BookManifest.path).path) {
                return nil
            }
            if isStarter(folder) { return StarterFolder(root: folder) }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    /// The languages the package's tests can explain themselves in, read
    /// from the first `Tests/*/LearnerFeedback.swift` the tool wrote there;
    /// nil when there is none.
    func languages() -> [String]? {
        let tests = root.appendingPathComponent("Tests")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        for folder in folders.sorted() {
            let url = tests.appendingPathComponent(folder).appendingPathComponent(LearnerFeedback.fileName)
            guard let data = FileManager.default.contents(atPath: url.path),
                let languages = LearnerFeedback.languages(inSource: String(decoding: data, as: UTF8.self))
            else { continue }
            return languages
        }
        return nil
    }

    /// Its `.workbook-learner`, parsed as the book's own is: the file, or the
    /// problem at its line and column (the language checked against the
    /// languages of the package's tests, when they can be read).
    func learnerFile() -> Result<LearnerFile, LearnerFile.Problem> {
        let data = FileManager.default.contents(atPath: root.appendingPathComponent(LearnerFile.name).path) ?? Data()
        return LearnerFile.parse(String(decoding: data, as: UTF8.self), languages: languages())
    }
}
