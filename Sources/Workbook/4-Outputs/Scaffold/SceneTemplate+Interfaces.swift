/// Which files belong to which views, for `--ui`: a file that imports UIKit
/// needs UIKit; one that imports SwiftUI or Observation needs SwiftUI; a test
/// file that uses a type only such files declare needs what they need.
extension SceneTemplate {
    /// The names of the types `file` declares (`class`, `struct`, `enum`,
    /// `protocol`, `actor`, `typealias`), at any depth.
    static func declaredTypes(in file: File) -> Set<String> {
        let bytes = Array(file.text.utf8)
        var names: Set<String> = []
        var expectName = false
        for token in file.tokens where !token.isTrivia {
            let text = token.text(in: bytes)
            if token.kind == .keyword {
                expectName = ["class", "struct", "enum", "protocol", "actor", "typealias"].contains(text)
            } else {
                if expectName, token.kind == .identifier || token.kind == .typeName { names.insert(text) }
                expectName = false
            }
        }
        return names
    }

    /// The modules `file` imports, wherever the `import` stands (inside `#if` too).
    static func imports(of file: File) -> Set<String> {
        let bytes = Array(file.text.utf8)
        let code = file.tokens.filter { !$0.isTrivia }
        var modules: Set<String> = []
        for (index, token) in code.enumerated()
        where token.kind == .keyword && token.text(in: bytes) == "import" && index + 1 < code.count {
            modules.insert(code[index + 1].text(in: bytes))
        }
        return modules
    }

    /// Sets every file's `interfaces`. A source file that imports no UI
    /// framework but uses a type only UI files declare would be written
    /// without that type; that is an error at the use.
    mutating func classifyInterfaces() throws(DiagnosticsError) {
        for index in files.indices {
            let imported = Self.imports(of: files[index])
            files[index].interfaces = Set(
                ScaffoldInterface.allCases.filter { !imported.isDisjoint(with: $0.frameworks) })
        }
        var owner: [String: Set<ScaffoldInterface>] = [:]
        var common: Set<String> = []
        for file in files {
            let declared = Self.declaredTypes(in: file)
            if file.interfaces.isEmpty {
                common.formUnion(declared)
            } else {
                for name in declared { owner[name, default: []].formUnion(file.interfaces) }
            }
        }
        for name in common { owner[name] = nil }
        var problems: [Diagnostic] = []
        var reported: Set<String> = []
        for index in files.indices where files[index].interfaces.isEmpty {
            let file = files[index]
            let bytes = Array(file.text.utf8)
            for token in file.tokens where token.kind == .typeName || token.kind == .identifier {
                guard let needed = owner[token.text(in: bytes)] else { continue }
                if file.role == .tests {
                    files[index].interfaces.formUnion(needed)
                } else if reported.insert(file.bookPath).inserted {
                    let place = place(of: token, in: file)
                    let framework = needed.sorted().map { $0.frameworks[0] }.joined(separator: " and ")
                    problems.append(
                        .error(
                            place.path, place.line, place.column,
                            "\(file.bookPath) imports no UI framework but uses '\(token.text(in: bytes))', which only \(framework) files of the template declare; `scaffold --ui` would write it without them. Move the use into a \(framework) file"
                        ))
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
    }
}
