import Foundation
import Testing

@testable import Workbook

/// The promise of `scaffold` on the real book: what it writes is exactly the
/// code the book tangles into `Sources/SampleScene`… (and its CI compiles and
/// tests), renamed; and the Xcode templates make the same files. Building the
/// scaffolded packages is `Scripts/check-scaffold.sh`'s job.
@Suite struct ScaffoldBookTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `workbook ARGUMENTS --root <the book>` in a fresh temporary folder.
    static func run(_ arguments: [String]) -> (status: Int32, out: String, error: String, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("scaffold-book-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let console = CapturingConsole()
        let status = WorkbookCommand(arguments: arguments + ["--root", packageRoot.path], currentDirectory: folder)
            .run(console: console.console)
        return (status, console.out, console.error, folder)
    }

    /// Every file under `folder`, path → text.
    static func files(under folder: URL) -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path),
                !path.hasSuffix("/")
            {
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: folder.appendingPathComponent(path).path, isDirectory: &isFolder)
                if exists, !isFolder.boolValue { result[path] = String(decoding: data, as: UTF8.self) }
            }
        }
        return result
    }

    /// The committed tangled file at `path` without its generated header.
    static func committedBody(_ path: String) throws -> String {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
        let marker = try #require(text.range(of: TangledFile.headerMarker))
        let lineEnd = try #require(text[marker.upperBound...].firstIndex(of: "\n"))
        return String(text[text.index(after: lineEnd)...].dropFirst())
    }

    /// `scaffolded` renamed back, token by token: each token that differs
    /// from the template's must be the template's token with `Sample` (and
    /// the template's module) replaced as plain text, and is put back as the
    /// template's. Nil, with the reason, where the two differ otherwise.
    static func renamedBack(
        _ scaffolded: String, template: String, name: String, module: String, templateModule: String
    ) -> (text: String?, problem: String?) {
        let mine = SwiftLexer.tokenize(scaffolded)
        let theirs = SwiftLexer.tokenize(template)
        guard mine.count == theirs.count else { return (nil, "\(mine.count) tokens, the template has \(theirs.count)") }
        var text = ""
        for (a, b) in zip(mine, theirs) {
            let written = a.text(in: scaffolded)
            let original = b.text(in: template)
            guard a.kind == b.kind else {
                return (nil, "'\(written)' is a \(a.kind), the template's '\(original)' a \(b.kind)")
            }
            if written != original {
                let expected = original.replacingOccurrences(of: templateModule, with: module)
                    .replacingOccurrences(of: ScaffoldKind.placeholder, with: name)
                guard written == expected else {
                    return (nil, "'\(written)' at \(a.line):\(a.column) is not '\(expected)'")
                }
                text += written.replacingOccurrences(of: module, with: templateModule)
                    .replacingOccurrences(of: name, with: ScaffoldKind.placeholder)
            } else {
                if (a.kind == .identifier || a.kind == .typeName) && written.contains(ScaffoldKind.placeholder) {
                    return (nil, "'\(written)' at \(a.line):\(a.column) was not renamed")
                }
                text += written
            }
        }
        return (text, nil)
    }

    @Test(arguments: [ScaffoldKind.vip, .viper], ["Order", "UserProfile", "X"])
    func writesTheBooksCodeRenamed(kind: ScaffoldKind, name: String) throws {
        let run = Self.run(["scaffold", kind.rawValue, name, "--into", "out"])
        defer { try? FileManager.default.removeItem(at: run.folder) }
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(run.error.isEmpty, "no warning: the committed templates are what the chapters give")
        let module = name + kind.moduleSuffix
        let written = Self.files(under: run.folder.appendingPathComponent("out"))
        var expectedPaths: Set<String> = ["Package.swift", ".gitignore"]
        for (folder, target) in [(kind.sourceFolder, "Sources/\(module)"), (kind.testFolder, "Tests/\(module)Tests")] {
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Self.packageRoot.appendingPathComponent(folder).path)
            for file in names where file.hasSuffix(".swift") && file != LearnerFeedback.fileName {
                let path = "\(target)/" + file.replacingOccurrences(of: ScaffoldKind.placeholder, with: name)
                expectedPaths.insert(path)
                let scaffolded = try #require(written[path], "\(path) was not written")
                let template = try Self.committedBody("\(folder)/\(file)")
                let back = Self.renamedBack(
                    scaffolded, template: template, name: name, module: module, templateModule: kind.templateModule)
                #expect(back.problem == nil, "\(path): \(back.problem ?? "")")
                #expect(back.text == template, "\(path) renamed back is \(folder)/\(file), byte for byte")
            }
        }
        #expect(Set(written.keys) == expectedPaths)
        let manifest = try #require(written["Package.swift"])
        #expect(manifest.hasPrefix("// swift-tools-version:6.2\n"))
        #expect(manifest.contains("platforms: [.macOS(.v15), .iOS(.v17)],"))
        #expect(manifest.contains(".testTarget(name: \"\(module)Tests\", dependencies: [\"\(module)\"]),"))
    }

    @Test func theTemplatesSortTheirFilesByTheViewsTheyNeed() throws {
        let analysis = try BookAnalysis.analyze(root: Self.packageRoot)
        for kind in ScaffoldKind.allCases {
            let template = try SceneTemplate.load(kind: kind, analysis: analysis, language: "en")
            let byInterface = Dictionary(grouping: template.files) { $0.interfaces.sorted().map(\.rawValue).joined() }
            #expect(byInterface["uikit"]?.map(\.name).sorted() == ["SampleViewController.swift"])
            #expect(
                byInterface["swiftui"]?.map(\.name).sorted() == [
                    "SampleView.swift", "SampleViewState.swift", "SampleViewStateTests.swift",
                ])
            #expect(template.lowerCasePlaceholderProblems().isEmpty)
        }
    }

    /// Two scenes scaffolded into one module (or one app target) never
    /// declare the same name: every top-level declaration of the templates
    /// carries the placeholder, and so, renamed, the scene's name.
    @Test func everyTopLevelNameCarriesThePlaceholder() throws {
        let analysis = try BookAnalysis.analyze(root: Self.packageRoot)
        for kind in ScaffoldKind.allCases {
            let template = try SceneTemplate.load(kind: kind, analysis: analysis, language: "en")
            for file in template.files {
                let bytes = Array(file.text.utf8)
                var depth = 0
                var expectName = false
                for token in file.tokens where !token.isTrivia {
                    let text = token.text(in: bytes)
                    if text == "{" { depth += 1 }
                    if text == "}" { depth -= 1 }
                    if token.kind == .keyword {
                        let declares = [
                            "class", "struct", "enum", "protocol", "actor", "typealias", "func", "let", "var",
                        ]
                        expectName = depth == 0 && declares.contains(text)
                    } else {
                        if expectName, token.kind == .identifier || token.kind == .typeName {
                            #expect(
                                text.contains(ScaffoldKind.placeholder),
                                "\(file.bookPath):\(token.line) declares '\(text)'")
                        }
                        expectName = false
                    }
                }
            }
        }
    }

    @Test func everyLanguageWritesTheSameCodeWithItsOwnComments() throws {
        let en = Self.run(["scaffold", "viper", "Order", "--into", "out"])
        defer { try? FileManager.default.removeItem(at: en.folder) }
        let enFiles = Self.files(under: en.folder.appendingPathComponent("out"))
        func code(_ text: String) -> [String] {
            SwiftLexer.tokenize(text).filter { !$0.isTrivia }.map { $0.text(in: text) }
        }
        for language in ["ru", "de", "cs"] {
            let other = Self.run(["scaffold", "viper", "Order", "--into", "out", "--lang", language])
            defer { try? FileManager.default.removeItem(at: other.folder) }
            #expect(other.status == ExitStatus.success, "\(other.error)")
            let otherFiles = Self.files(under: other.folder.appendingPathComponent("out"))
            #expect(Set(enFiles.keys) == Set(otherFiles.keys))
            for (path, text) in enFiles where path.hasSuffix(".swift") {
                #expect(code(text) == code(otherFiles[path] ?? ""), "\(path) in \(language): the same code")
            }
            let interactor = "Sources/OrderModule/OrderInteractor.swift"
            #expect(otherFiles[interactor] != enFiles[interactor], "the comments are in \(language)")
        }
    }

    @Test func theXcodeTemplatesMakeTheSameFilesAsScaffold() throws {
        let xcode = Self.run(["scaffold", "--xcode-templates", "templates"])
        defer { try? FileManager.default.removeItem(at: xcode.folder) }
        #expect(xcode.status == ExitStatus.success, "\(xcode.error)")
        let templates = Self.files(under: xcode.folder.appendingPathComponent("templates"))
        for kind in ScaffoldKind.allCases {
            for role in [SceneTemplate.Role.source, .tests] {
                let folder = XcodeTemplates.folder(kind, role: role)
                let plist = try #require(templates["\(folder)/TemplateInfo.plist"])
                let parsed = try PropertyListSerialization.propertyList(from: Data(plist.utf8), format: nil)
                let info = try #require(parsed as? [String: Any])
                #expect(info["Kind"] as? String == "Xcode.IDEFoundation.TextSubstitutionFileTemplateKind")
                let options = try #require(info["Options"] as? [[String: Any]])
                #expect(
                    options.compactMap { $0["Identifier"] as? String }
                        == (role == .tests ? ["productName", "moduleName"] : ["productName"]))
                let main = try #require(info["MainTemplateFile"] as? String)
                #expect(templates["\(folder)/\(main)"] != nil)
            }
            for name in ["Order", "UserProfile"] {
                let module = name + kind.moduleSuffix
                let run = Self.run(["scaffold", kind.rawValue, name, "--into", "out"])
                defer { try? FileManager.default.removeItem(at: run.folder) }
                let scaffolded = Self.files(under: run.folder.appendingPathComponent("out"))
                var compared = 0
                for (path, text) in templates where path.hasSuffix(".swift") {
                    let parts = path.split(separator: "/", maxSplits: 1).map(String.init)
                    let isTests = parts[0] == XcodeTemplates.folder(kind, role: .tests)
                    guard isTests || parts[0] == XcodeTemplates.folder(kind, role: .source) else { continue }
                    let fileName = parts[1].replacingOccurrences(of: XcodeTemplates.fileNameMacro, with: name)
                    let substituted = text.replacingOccurrences(of: XcodeTemplates.nameMacro, with: name)
                        .replacingOccurrences(of: XcodeTemplates.moduleMacro, with: module)
                    let target = isTests ? "Tests/\(module)Tests" : "Sources/\(module)"
                    #expect(scaffolded["\(target)/\(fileName)"] == substituted, "\(path) for \(name)")
                    compared += 1
                }
                #expect(compared == scaffolded.keys.filter { $0.hasSuffix(".swift") && $0 != "Package.swift" }.count)
            }
        }
        let again = Self.run(["scaffold", "--xcode-templates", xcode.folder.appendingPathComponent("templates").path])
        defer { try? FileManager.default.removeItem(at: again.folder) }
        #expect(again.status == ExitStatus.failure, "existing templates are never overwritten")
        #expect(again.error.contains("VIP Scene.xctemplate:1:1: error: is in the way"))
    }
}
