import Foundation

/// Holds the book's Package.swift to `swiftSettings` in book.json: every
/// setting listed for an owned folder must be a Swift setting of that
/// target, as SwiftPM reads the manifest (`PackageManifest`), so the book
/// and the starter packages build the same code the same way.
enum SwiftSettingsCheck {
    /// Reads `Package.swift` at the book's root; a book without one (a
    /// fixture, a book outside a package) is not checked.
    static func diagnostics(book: Book) -> [Diagnostic] {
        guard !book.manifest.swiftSettings.isEmpty else { return [] }
        let manifest = book.root.appendingPathComponent(BookManifest.path)
        let manifestText = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        return diagnostics(
            settings: book.manifest.swiftSettings,
            package: PackageManifest.load(root: book.root, identity: book.identity), manifestText: manifestText)
    }

    static func diagnostics(
        settings: [String: [String]], package loaded: PackageManifest.Loaded, manifestText: String
    ) -> [Diagnostic] {
        let places = Places(manifestText)
        let package: PackageManifest
        switch loaded {
        case .missing: return []
        case .failed(let reason):
            let (line, column) = places.key
            return [.error(BookManifest.path, line, column, "book.json gives targets Swift settings, but \(reason)")]
        case .found(let found): package = found
        }
        var result: [Diagnostic] = []
        for folder in settings.keys.sorted() {
            let name = String(folder.split(separator: "/").last ?? "")
            guard let target = package.target(named: name) else {
                let (line, column) = places.folder(folder)
                result.append(
                    .error(
                        BookManifest.path, line, column,
                        "book.json gives '\(folder)' Swift settings, but Package.swift declares no target named \"\(name)\""
                    ))
                continue
            }
            for setting in settings[folder] ?? []
            where !target.swiftSettings.contains(PackageManifest.canonical(setting)) {
                let (line, column) = places.setting(setting, of: folder)
                result.append(
                    .error(
                        BookManifest.path, line, column,
                        "Package.swift's target \"\(name)\" lacks the setting \(setting) that book.json lists for '\(folder)'; add it to the target's swiftSettings"
                    ))
            }
        }
        return result
    }

    /// Where book.json's `swiftSettings` names things: a diagnostic points
    /// at the setting a target lacks, or at the folder whose target is
    /// missing; at the key when the text cannot be read that finely.
    struct Places {
        var key = (1, 1)
        var folders: [String: JSONText.Member] = [:]

        init(_ text: String) {
            guard let root = try? JSONText.parse(text), case .object(let members) = root.value,
                let settings = members.first(where: { $0.key == "swiftSettings" })
            else { return }
            key = (settings.line, settings.column)
            guard case .object(let folders) = settings.value.value else { return }
            for folder in folders where self.folders[folder.key] == nil { self.folders[folder.key] = folder }
        }

        func folder(_ folder: String) -> (Int, Int) {
            folders[folder].map { ($0.line, $0.column) } ?? key
        }

        func setting(_ setting: String, of folder: String) -> (Int, Int) {
            guard case .array(let items)? = folders[folder]?.value.value,
                let item = items.first(where: { if case .string(setting) = $0.value { true } else { false } })
            else { return self.folder(folder) }
            return (item.line, item.column)
        }
    }
}
