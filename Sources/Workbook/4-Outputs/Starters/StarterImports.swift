/// Which modules a starter's files import, so that its Package.swift can give
/// each target the book's libraries it uses (chapter 12: a migrated module
/// over a Swift 5 one, and one test target over three modules).
extension StarterPackage {
    /// For each folder (`Sources/X`, `Tests/XTests`), the modules its files import.
    static func importedModules(of files: [(path: String, body: String)]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for file in files {
            let parts = file.path.split(separator: "/")
            guard parts.count >= 3 else { continue }
            result["\(parts[0])/\(parts[1])", default: []].formUnion(importedModules(in: file.body))
        }
        return result
    }

    /// The modules named by the `import` declarations of `code`, in order: attributes
    /// (`@testable`, `@preconcurrency`), an access level and a declaration kind
    /// (`import struct M.T`) are skipped. A line is an import only when it starts
    /// with one, so comments and string literals never count.
    static func importedModules(in code: String) -> [String] {
        var modules: [String] = []
        for line in code.split(separator: "\n") {
            var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
            while let word = words.first, word.hasPrefix("@") || accessLevels.contains(String(word)) {
                words = words.dropFirst()
            }
            guard words.first == "import" else { continue }
            words = words.dropFirst()
            if let kind = words.first, declarationKinds.contains(String(kind)) {
                words = words.dropFirst()
            }
            guard let path = words.first else { continue }
            let module = path.split(separator: ".").first.map(String.init) ?? ""
            if !module.isEmpty, !modules.contains(module) {
                modules.append(module)
            }
        }
        return modules
    }

    private static let accessLevels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    private static let declarationKinds: Set<String> = [
        "typealias", "struct", "class", "enum", "protocol", "let", "var", "func", "actor",
    ]
}
