import Foundation
import Testing

@testable import Workbook

/// The tool's folders form a pipeline, `0-Support` → `1-Load` → `2-Model` →
/// `3-Checks` → `4-Outputs` → `5-CLI`: code in a folder may use what a
/// folder with a lower number declares, never what a later one declares, so
/// the folders cannot import each other in a loop. The checks and the
/// outputs both read the model and nothing of each other: an output that
/// used a check would build from something the model does not hold, so
/// `4-Outputs` may not use `3-Checks` either; only `5-CLI` runs both.
///
/// A folder "uses" a name when its code (comments and strings aside, as
/// `SwiftLexer` tokenizes it) mentions a type, protocol or top-level function
/// declared at the top level of another folder's files.
@Suite struct FolderDependencyTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Workbook")

    struct SourceFile {
        var folder: String
        var path: String
        var bytes: [UInt8]
        var tokens: [SwiftToken]

        func text(_ token: SwiftToken) -> String {
            String(decoding: bytes[token.range], as: UTF8.self)
        }
    }

    static func files() throws -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var result: [SourceFile] = []
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let bytes = Array(try Data(contentsOf: sources.appendingPathComponent(relative)))
            let folder = String(relative.split(separator: "/")[0])
            result.append(SourceFile(folder: folder, path: relative, bytes: bytes, tokens: SwiftLexer.tokenize(bytes)))
        }
        return result.sorted { $0.path < $1.path }
    }

    /// Names declared at brace depth 0 of `file`.
    static func declarations(_ file: SourceFile) -> [String] {
        var names: [String] = []
        var depth = 0
        var expectName = false
        for token in file.tokens where !token.isTrivia {
            let text = file.text(token)
            switch token.kind {
            case .punctuation where text == "{": depth += 1; expectName = false
            case .punctuation where text == "}": depth -= 1
            case .keyword
            where depth == 0 && ["struct", "enum", "class", "protocol", "actor", "typealias", "func"].contains(text):
                expectName = true
            case .identifier, .typeName:
                if expectName { names.append(text) }
                expectName = false
            default:
                if token.kind != .keyword { expectName = false }
            }
        }
        return names
    }

    /// Names declared at any depth of `file` (members and locals too):
    /// what a use of `.name` in that file's folder may refer to.
    static func allDeclarations(_ file: SourceFile) -> Set<String> {
        var names: Set<String> = []
        var expectName = false
        for token in file.tokens where !token.isTrivia {
            let text = file.text(token)
            if token.kind == .keyword,
                ["func", "var", "let", "case", "struct", "enum", "class", "protocol", "typealias"].contains(text)
            {
                expectName = true
            } else {
                if expectName, token.kind == .identifier || token.kind == .typeName { names.insert(text) }
                expectName = false
            }
        }
        return names
    }

    /// The members (`func`, `var`, `let`, `case`, `static` ones too) that
    /// `file` declares in an extension, at the top level, of a type it does
    /// not declare itself: a folder can hand a lower folder's type a member
    /// that way, which `declarations` does not see.
    static func extensionMembers(_ file: SourceFile, ownTypes: Set<String>) -> [String] {
        var names: [String] = []
        var depth = 0
        var inForeignExtension = false
        var expectExtended = false
        var expectName = false
        for token in file.tokens where !token.isTrivia {
            let text = file.text(token)
            switch token.kind {
            case .punctuation where text == "{": depth += 1; expectName = false
            case .punctuation where text == "}":
                depth -= 1
                if depth == 0 { inForeignExtension = false }
            case .keyword where depth == 0 && text == "extension": expectExtended = true
            case .keyword where depth == 1 && inForeignExtension && ["func", "var", "let", "case"].contains(text):
                expectName = true
            case .identifier, .typeName:
                if expectExtended { inForeignExtension = !ownTypes.contains(text) }
                if expectName { names.append(text) }
                expectExtended = false
                expectName = false
            default:
                if token.kind != .keyword { expectName = false }
            }
        }
        return names
    }

    /// The number a pipeline folder starts with.
    static func stage(_ folder: String) -> Int? {
        Int(folder.prefix(while: \.isNumber))
    }

    @Test func everyFolderIsAStageOfThePipeline() throws {
        let folders = Set(try Self.files().map(\.folder))
        #expect(folders.count >= 5)
        for folder in folders {
            #expect(Self.stage(folder) != nil, "\(folder) is not numbered as a stage of the pipeline")
        }
    }

    /// Stages that may not use each other although their numbers would
    /// allow it: user → used.
    static let siblings: [String: Set<String>] = ["4-Outputs": ["3-Checks"]]

    /// True when code in `folder` may use what `other` declares.
    static func mayUse(_ folder: String, _ other: String) -> Bool {
        guard folder != other else { return true }
        guard let own = stage(folder), let used = stage(other), used < own else { return false }
        return !(siblings[folder]?.contains(other) ?? false)
    }

    /// True when neither of the two stages may use the other though their numbers differ.
    static func isSibling(_ one: String, _ other: String) -> Bool {
        siblings[one]?.contains(other) ?? false || siblings[other]?.contains(one) ?? false
    }

    /// "PATH uses NAME from FOLDER" for every name a file of `files` uses
    /// that its folder may not, and "PATH uses .NAME from FOLDER" for a
    /// member a sibling stage gave another folder's type in an extension.
    static func problems(_ files: [SourceFile]) -> [String] {
        var declaredIn: [String: String] = [:]
        for file in files {
            for name in Self.declarations(file) where declaredIn[name] == nil { declaredIn[name] = file.folder }
        }
        // Members given to another folder's types, by the folder that gives them.
        var membersIn: [String: Set<String>] = [:]
        var declaredAnywhereIn: [String: Set<String>] = [:]
        for file in files {
            declaredAnywhereIn[file.folder, default: []].formUnion(allDeclarations(file))
            let own = Set(declarations(file)).filter { declaredIn[$0] == file.folder }
            membersIn[file.folder, default: []].formUnion(extensionMembers(file, ownTypes: own))
        }
        var problems: Set<String> = []
        for file in files {
            // What `.name` may mean here: any name this folder or one it may use declares.
            let known = declaredAnywhereIn.filter { mayUse(file.folder, $0.key) }.values.reduce(Set(), { $0.union($1) })
            for (index, token) in file.tokens.enumerated() where token.kind == .identifier || token.kind == .typeName {
                let name = file.text(token)
                if let folder = declaredIn[name], !mayUse(file.folder, folder) {
                    problems.insert("\(file.path) uses \(name) from \(folder)")
                }
                guard index > 0, file.text(file.tokens[index - 1]) == ".", !known.contains(name) else { continue }
                // Only between siblings: lower folders meet the standard
                // library's members of the same names (`.load`) too often.
                for (folder, members) in membersIn
                where members.contains(name) && isSibling(file.folder, folder) {
                    problems.insert("\(file.path) uses .\(name) from \(folder)")
                }
            }
        }
        return problems.sorted()
    }

    /// A made-up file of `folder`, as `files()` reads a real one.
    static func file(_ folder: String, _ name: String, _ code: String) -> SourceFile {
        let bytes = Array(code.utf8)
        return SourceFile(
            folder: folder, path: "\(folder)/\(name)", bytes: bytes, tokens: SwiftLexer.tokenize(bytes))
    }

    @Test func foldersUseOnlyEarlierStages() throws {
        let files = try Self.files()
        #expect(
            Self.declarations(files.first { $0.path.hasSuffix("/MarkdownWalker.swift") }!).contains("MarkdownWalker"))
        let problems = Self.problems(files)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    /// The model the outputs read lives below both the checks and the
    /// outputs; an output that reaches into a check is rejected, as is a
    /// check that reaches into an output, while both may read the model.
    @Test func outputsAndChecksReadOnlyTheModel() {
        let model = Self.file("2-Model", "Analysis.swift", "struct Analysis {}")
        let check = Self.file("3-Checks", "Spelling.swift", "enum Spelling { static func run(_ a: Analysis) {} }")
        let page = Self.file("4-Outputs", "Page.swift", "struct Page { var analysis: Analysis }")
        #expect(Self.problems([model, check, page]).isEmpty)
        let pageUsingCheck = Self.file(
            "4-Outputs", "Page.swift", "struct Page { func render(_ a: Analysis) { Spelling.run(a) } }")
        #expect(Self.problems([model, check, pageUsingCheck]) == ["4-Outputs/Page.swift uses Spelling from 3-Checks"])
        let checkUsingPage = Self.file("3-Checks", "Spelling.swift", "enum Spelling { var page: Page? }")
        #expect(Self.problems([model, checkUsingPage, page]) == ["3-Checks/Spelling.swift uses Page from 4-Outputs"])
        let verb = Self.file("5-CLI", "Verb.swift", "struct Verb { var page: Page; var spelling: Spelling }")
        #expect(Self.problems([model, check, page, verb]).isEmpty)
        // A member a check hands the model's type is the check's: an output may not use it.
        let checkExtendingModel = Self.file(
            "3-Checks", "Spelling.swift", "extension Analysis { var misspelled: Int { 0 } }")
        let pageUsingMember = Self.file("4-Outputs", "Page.swift", "struct Page { let n = Analysis().misspelled }")
        #expect(
            Self.problems([model, checkExtendingModel, pageUsingMember])
                == ["4-Outputs/Page.swift uses .misspelled from 3-Checks"])
        let modelDeclaringIt = Self.file("2-Model", "Analysis.swift", "struct Analysis { var misspelled = 0 }")
        #expect(Self.problems([modelDeclaringIt, page, pageUsingMember]).isEmpty, "the model's own member is fine")
    }

    @Test func onlyTheMarkdownWalkerImportsCMark() throws {
        let importers = try Self.files().filter { file in
            file.tokens.indices.contains { index in
                file.text(file.tokens[index]) == "import" && index + 2 < file.tokens.count
                    && file.text(file.tokens[index + 2]) == "CMark"
            }
        }
        #expect(importers.map(\.path) == ["1-Load/Markdown/MarkdownWalker.swift"])
    }
}
