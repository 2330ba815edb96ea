import Foundation

/// Holds the book's Package.swift to `swiftSettings` in book.json: every
/// setting listed for an owned folder must appear in that target's
/// declaration, so the book and the starter packages build the same code the
/// same way.
enum SwiftSettingsCheck {
    /// Reads `Package.swift` at the book's root; a book without one (a
    /// fixture, a book outside a package) is not checked.
    static func diagnostics(book: Book) -> [Diagnostic] {
        guard !book.manifest.swiftSettings.isEmpty else { return [] }
        let package = book.root.appendingPathComponent("Package.swift")
        let manifest = book.root.appendingPathComponent(BookManifest.path)
        guard let packageText = try? String(contentsOf: package, encoding: .utf8) else { return [] }
        let manifestText = (try? String(contentsOf: manifest, encoding: .utf8)) ?? ""
        return diagnostics(settings: book.manifest.swiftSettings, packageText: packageText, manifestText: manifestText)
    }

    static func diagnostics(settings: [String: [String]], packageText: String, manifestText: String) -> [Diagnostic] {
        let (line, column) = place(of: "\"swiftSettings\"", in: manifestText)
        var result: [Diagnostic] = []
        for folder in settings.keys.sorted() {
            let target = String(folder.split(separator: "/").last ?? "")
            guard let declaration = PackageText.declaration(of: target, in: packageText) else {
                result.append(
                    .error(
                        BookManifest.path, line, column,
                        "book.json gives '\(folder)' Swift settings, but Package.swift declares no target named \"\(target)\""
                    ))
                continue
            }
            for setting in settings[folder] ?? [] where !declaration.contains(PackageText.folded(setting)) {
                result.append(
                    .error(
                        BookManifest.path, line, column,
                        "Package.swift's target \"\(target)\" lacks the setting \(setting) that book.json lists for '\(folder)'; add it to the target's swiftSettings"
                    ))
            }
        }
        return result
    }

    static func place(of needle: String, in text: String) -> (Int, Int) {
        guard let range = text.range(of: needle) else { return (1, 1) }
        let place = text.lineAndColumn(of: range.lowerBound)
        return (place.line, place.column)
    }
}
