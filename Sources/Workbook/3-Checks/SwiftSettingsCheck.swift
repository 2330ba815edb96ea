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
        let places = ManifestPlaces(manifestText)
        let package: PackageManifest
        switch loaded {
        case .missing: return []
        case .failed(let reason):
            let (line, column) = places.key("swiftSettings")
            return [.error(BookManifest.path, line, column, "book.json gives targets Swift settings, but \(reason)")]
        case .found(let found): package = found
        }
        var result: [Diagnostic] = []
        for folder in settings.keys.sorted() {
            let name = String(folder.split(separator: "/").last ?? "")
            guard let target = package.target(named: name) else {
                let (line, column) = places.key("swiftSettings", folder)
                result.append(
                    .error(
                        BookManifest.path, line, column,
                        "book.json gives '\(folder)' Swift settings, but Package.swift declares no target named \"\(name)\""
                    ))
                continue
            }
            for setting in settings[folder] ?? []
            where !target.swiftSettings.contains(PackageManifest.canonical(setting)) {
                let (line, column) = places.string(setting, inListAt: "swiftSettings", folder)
                result.append(
                    .error(
                        BookManifest.path, line, column,
                        "Package.swift's target \"\(name)\" lacks the setting \(setting) that book.json lists for '\(folder)'; add it to the target's swiftSettings"
                    ))
            }
        }
        return result
    }
}
