/// Xcode file templates (`.xctemplate` folders) made from the scene
/// templates: one for the code and one for the tests of each kind, whose
/// files, once Xcode puts the name in for its `___VARIABLE_…___` macros, are
/// byte for byte what `scaffold` writes for that name (with both views).
/// Copied to `~/Library/Developer/Xcode/Templates/`, they appear in
/// File ▸ New ▸ File….
enum XcodeTemplates {
    /// The name the developer types, in file contents (`:identifier` makes
    /// any typed text a valid identifier; a valid name stays as it is).
    static let nameMacro = "___VARIABLE_productName:identifier___"
    /// The same in file names.
    static let fileNameMacro = "___VARIABLE_productName___"
    /// The module under test, for `@testable import`.
    static let moduleMacro = "___VARIABLE_moduleName:identifier___"

    /// The folder of one template, e.g. `VIP Scene.xctemplate`.
    static func folder(_ kind: ScaffoldKind, role: SceneTemplate.Role) -> String {
        let base =
            switch kind {
            case .vip: "VIP Scene"
            case .viper: "VIPER Module"
            }
        return base + (role == .tests ? " Tests" : "") + ".xctemplate"
    }

    /// Every file of the templates for `templates`, paths relative to the
    /// folder they go into. Fails where a template names something with the
    /// lower-case placeholder, which no Xcode macro can write.
    static func files(for templates: [SceneTemplate]) throws(DiagnosticsError) -> [(path: String, contents: String)] {
        var problems: [Diagnostic] = []
        var files: [(path: String, contents: String)] = []
        for template in templates {
            problems += template.lowerCasePlaceholderProblems()
            let renamer = PlaceholderRenamer(
                replacement: nameMacro, lowerReplacement: nil,
                exactRenames: [template.kind.templateModule: moduleMacro],
                codeNames: Set(template.codeNames().keys))
            for role in [SceneTemplate.Role.source, .tests] {
                let folder = folder(template.kind, role: role)
                let members = template.files.filter { $0.role == role }
                let fileRenamer = PlaceholderRenamer(replacement: fileNameMacro, lowerReplacement: nil)
                let names = members.map { ScaffoldPlan.renamedPath($0.name, renamer: fileRenamer) }
                files.append(("\(folder)/TemplateInfo.plist", propertyList(template.kind, role: role, files: names)))
                for (member, name) in zip(members, names) {
                    files.append(("\(folder)/\(name)", renamer.rename(member.text)))
                }
            }
        }
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        return files
    }

    /// `TemplateInfo.plist`: a text-substitution file template with a
    /// required name (and, for tests, the module to import).
    static func propertyList(_ kind: ScaffoldKind, role: SceneTemplate.Role, files: [String]) -> String {
        let what = role == .tests ? "The tests of a \(kind.title)" : "A \(kind.title)"
        let summary =
            "\(what) in the conventions of the VIP & VIPER workbook: the book's own compiled and tested code, renamed."
        var options = [
            option(
                identifier: "productName", name: "Name:",
                description: "The scene's name, a Swift type name such as Order: every type is named after it.")
        ]
        if role == .tests {
            options.append(
                option(
                    identifier: "moduleName", name: "Module:",
                    description: "The module the \(kind.title) is in, for @testable import."))
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Kind</key>
            \t<string>Xcode.IDEFoundation.TextSubstitutionFileTemplateKind</string>
            \t<key>Summary</key>
            \t<string>\(xml(summary))</string>
            \t<key>Description</key>
            \t<string>\(xml(summary + " Files: " + files.joined(separator: ", ") + "."))</string>
            \t<key>SupportsSwiftPackage</key>
            \t<true/>
            \t<key>MainTemplateFile</key>
            \t<string>\(xml(files.first(where: { $0.contains("Interactor") }) ?? files.first ?? ""))</string>
            \t<key>Options</key>
            \t<array>
            \(options.joined(separator: "\n"))
            \t</array>
            </dict>
            </plist>

            """
    }

    static func option(identifier: String, name: String, description: String) -> String {
        """
        \t\t<dict>
        \t\t\t<key>Identifier</key>
        \t\t\t<string>\(xml(identifier))</string>
        \t\t\t<key>Required</key>
        \t\t\t<true/>
        \t\t\t<key>Name</key>
        \t\t\t<string>\(xml(name))</string>
        \t\t\t<key>Description</key>
        \t\t\t<string>\(xml(description))</string>
        \t\t\t<key>Type</key>
        \t\t\t<string>text</string>
        \t\t\t<key>NotPersisted</key>
        \t\t\t<true/>
        \t\t</dict>
        """
    }

    /// `text` escaped for an XML text node.
    static func xml(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}

extension SceneTemplate {
    /// A diagnostic at each name that starts with the lower-case placeholder
    /// (`sampleWorker`): `scaffold` renames it, but an Xcode template cannot,
    /// so the templates stay without one.
    func lowerCasePlaceholderProblems() -> [Diagnostic] {
        let lower = Array((ScaffoldKind.placeholder.prefix(1).lowercased() + ScaffoldKind.placeholder.dropFirst()).utf8)
        return codeNames().sorted { $0.key < $1.key }.compactMap { name, first in
            guard PlaceholderRenamer.matches(lower, in: Array(name.utf8), at: 0) else { return nil }
            let place = place(of: first.token, in: files[first.file])
            return .error(
                place.path, place.line, place.column,
                "'\(name)' starts with the placeholder in lower case, which Xcode's template macros cannot write; name it without it (e.g. 'worker', not 'sampleWorker')"
            )
        }
    }
}
