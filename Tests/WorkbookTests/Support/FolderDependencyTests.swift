import Foundation
import Testing

@testable import Workbook

/// The tool's folders form a pipeline, `0-Support` → `1-Load` → `2-Model` →
/// `3-Checks` → `4-Outputs` → `5-CLI`: code in a folder may use what a
/// folder with a lower number declares, never what a later one declares, so
/// the folders cannot import each other in a loop.
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

    @Test func foldersUseOnlyEarlierStages() throws {
        let files = try Self.files()
        var declaredIn: [String: String] = [:]
        for file in files {
            for name in Self.declarations(file) where declaredIn[name] == nil { declaredIn[name] = file.folder }
        }
        #expect(declaredIn["MarkdownWalker"] == "1-Load")
        var problems: Set<String> = []
        for file in files {
            let own = Self.stage(file.folder) ?? 0
            for token in file.tokens where token.kind == .identifier || token.kind == .typeName {
                let name = file.text(token)
                guard let folder = declaredIn[name], folder != file.folder,
                    let other = Self.stage(folder), other >= own
                else { continue }
                problems.insert("\(file.path) uses \(name) from \(folder)")
            }
        }
        #expect(problems.isEmpty, "\(problems.sorted().joined(separator: "\n"))")
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
