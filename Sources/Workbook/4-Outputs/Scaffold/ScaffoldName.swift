/// The rules for the names `scaffold` is given: what the command line must
/// get right (exit 64), and what the templates make impossible (exit 1).
enum ScaffoldName {
    /// Words that cannot name a type even though the lexer has them as
    /// plain names: `X.Type` and `X.Protocol` are metatypes.
    static let reservedTypeNames: Set<String> = ["Type", "Protocol"]

    /// What is wrong with `name` as the scene's name, or nil: an ASCII
    /// letter (upper case) then letters and digits, not a keyword.
    static func problem(withSceneName name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the name is empty" }
        guard name.unicodeScalars.allSatisfy({ $0.isASCII && (isLetter($0) || isDigit($0)) }) else {
            return "'\(name)' is not a Swift type name: use ASCII letters and digits only, e.g. Order or UserProfile"
        }
        guard first >= "A" && first <= "Z" else {
            let example = first >= "a" && first <= "z" ? ", e.g. " + name.prefix(1).uppercased() + name.dropFirst() : ""
            return "'\(name)' is not a Swift type name: it must start with a capital letter\(example)"
        }
        if SwiftKeywords.all.contains(name) || reservedTypeNames.contains(name) {
            return "'\(name)' is a Swift keyword and cannot name a type"
        }
        return nil
    }

    /// What is wrong with `name` as a module's name, or nil: a Swift
    /// identifier in ASCII (a letter or `_`, then letters, digits, `_`), not a keyword.
    static func problem(withModuleName name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "the module name is empty" }
        let valid = name.unicodeScalars.allSatisfy { $0.isASCII && (isLetter($0) || isDigit($0) || $0 == "_") }
        guard valid, !isDigit(first) else {
            return "'\(name)' is not a Swift module name: start with a letter, then letters, digits or '_'"
        }
        if SwiftKeywords.all.contains(name) { return "'\(name)' is a Swift keyword and cannot name a module" }
        return nil
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar >= "0" && scalar <= "9"
    }
}

extension SceneTemplate {
    /// What renaming the templates with `renamer` would break, each at a
    /// place in the chapter: a new name that a template already uses for
    /// something else (`Task`, `Result`, `title`), two names that become
    /// one, a keyword, or a module named like one of the code's names.
    func namingProblems(renamer: PlaceholderRenamer, modules: [String]) -> [Diagnostic] {
        let names = codeNames()
        var renamedFrom: [String: String] = [:]
        var problems: [Diagnostic] = []
        func report(_ name: String, _ message: String) {
            guard let (fileIndex, token) = names[name] else { return }
            let place = place(of: token, in: files[fileIndex])
            problems.append(.error(place.path, place.line, place.column, message))
        }
        for name in names.keys.sorted() where name != kind.templateModule {
            guard let renamed = renamer.renamedName(Substring(name)) else { continue }
            let given = "naming the \(kind.title) '\(renamer.replacement)'"
            if names[renamed] != nil, renamer.renamedName(Substring(renamed)) == nil {
                report(
                    renamed,
                    "\(given) would turn '\(name)' into '\(renamed)', which the template already uses here for something else; choose another name"
                )
            } else if let other = renamedFrom[renamed] {
                report(name, "\(given) would turn both '\(other)' and '\(name)' into '\(renamed)'; choose another name")
            } else if SwiftKeywords.all.contains(renamed) {
                report(name, "\(given) would turn '\(name)' into '\(renamed)', a Swift keyword; choose another name")
            }
            renamedFrom[renamed] = name
        }
        for module in modules {
            if let original = renamedFrom[module] {
                report(
                    original,
                    "the module '\(module)' would have the name of one of its own types; choose another module name")
            } else if names[module] != nil, renamer.renamedName(Substring(module)) == nil, module != kind.templateModule
            {
                report(
                    module,
                    "the module '\(module)' would have a name the template already uses; choose another module name")
            }
        }
        return problems
    }
}
