import Testing

@testable import Workbook

@Suite struct AppleImportGuardTests {
    func modules(_ code: String...) -> [String] {
        let pieces = code.enumerated().map { AppleImportGuard.Piece(code: $1, path: "ch.md", firstLine: 10 * ($0 + 1)) }
        return AppleImportGuard.findings(in: pieces).map(\.module)
    }

    @Test func anUnguardedAppleImportIsFound() {
        #expect(modules("import Foundation\nimport UIKit\n") == ["UIKit"])
        #expect(modules("@preconcurrency import Combine\n") == ["Combine"])
        #expect(modules("public import SwiftUI\n") == ["SwiftUI"])
        #expect(modules("import struct UIKit.UIColor\n") == ["UIKit"])
        #expect(modules("import os.log\nimport OSLog\n") == ["os", "OSLog"])
    }

    @Test func modulesLinuxHasAreFine() {
        #expect(modules("import Foundation\nimport Observation\nimport Synchronization\nimport Testing\n").isEmpty)
    }

    @Test(arguments: [
        "#if canImport(UIKit)\nimport UIKit\n#endif\n",
        "#if os(iOS)\nimport SwiftUI\n#endif\n",
        "#if !os(Linux)\nimport AppKit\n#endif\n",
        "#if os(Linux)\nimport Foundation\n#else\nimport Combine\n#endif\n",
        "#if canImport(SwiftUI) && DEBUG\nimport SwiftUI\n#endif\n",
        "#if os(iOS) || os(macOS)\nimport SwiftUI\n#endif\n",
        "#if canImport(UIKit)\n#if DEBUG\nimport UIKit\n#endif\n#endif\n",
        "#if targetEnvironment(simulator)\nimport UIKit\n#endif\n",
        "#if os(Linux)\n#elseif canImport(UIKit)\nimport UIKit\n#endif\n",
        "#if DEBUG\n#elseif os(iOS)\nimport UIKit\n#endif\n",
    ])
    func guardsFalseOnLinuxProtect(code: String) {
        #expect(modules(code).isEmpty)
    }

    @Test(arguments: [
        "#if DEBUG\nimport UIKit\n#endif\n",
        "#if canImport(UIKit) || DEBUG\nimport UIKit\n#endif\n",
        "#if !canImport(UIKit)\nimport UIKit\n#endif\n",
        "#if os(Linux)\n#else\n#endif\nimport UIKit\n",
        "#if canImport(UIKit)\n#else\nimport UIKit\n#endif\n",
        "#if canImport(Foundation)\nimport UIKit\n#endif\n",
        "#if os(Linux)\nimport UIKit\n#endif\n",
        "#if canImport(UIKit)\n#elseif DEBUG\nimport UIKit\n#endif\n",
        "#if swift(>=6.0)\nimport SwiftUI\n#endif\n",
    ])
    func guardsThatLinuxMayTakeDoNot(code: String) {
        #expect(modules(code).count == 1)
    }

    @Test func theIfStackSpansThePiecesOfOneFile() {
        #expect(modules("#if canImport(UIKit)\n", "import UIKit\n", "#endif\n").isEmpty)
        #expect(modules("#if canImport(UIKit)\n#endif\n", "import UIKit\n") == ["UIKit"])
    }

    @Test func importsInCommentsAndStringsAreNotImports() {
        #expect(modules("// import UIKit\nlet s = \"import UIKit\"\n/* import SwiftUI */\n").isEmpty)
    }

    @Test func theDiagnosticPointsAtTheChapterLine() {
        let pieces = [
            AppleImportGuard.Piece(code: "import Foundation\n", path: "Chapters/02-x/en.md", firstLine: 40),
            AppleImportGuard.Piece(code: "\n  import UIKit\n", path: "Chapters/03-y/en.md", firstLine: 100),
        ]
        let diagnostics = AppleImportGuard.diagnostics(in: pieces)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.path == "Chapters/03-y/en.md")
        #expect(diagnostics.first?.line == 101)
        #expect(diagnostics.first?.column == 3)
        #expect(diagnostics.first?.message.contains("#if canImport(UIKit)") == true)
    }

    /// The book's pass splits a snippet at its exercise markers: the
    /// solution is what is tangled, and lines after the markers keep their
    /// chapter lines.
    @Test func snippetPiecesKeepChapterLinesAcrossExerciseMarkers() throws {
        let literal = """
            import Foundation
            //# exercise make-view
            import UIKit
            //# starter
            import SwiftUI
            //# end
            import Combine

            """
        let block = CodeBlock(
            info: "swift file=Sources/A/A.swift", literal: literal, line: 10, column: 1, infoColumn: 4,
            isFenced: true, isClosed: true)
        let code = try SnippetCode.parse(literal).get()
        let snippet = Snippet(
            chapterNumber: 1, sourcePath: "Chapters/01-a/en.md", block: block, file: "Sources/A/A.swift",
            fileColumn: 10, code: code)
        let findings = AppleImportGuard.findings(in: BookCheck.importGuardPieces(of: snippet))
        #expect(findings.map(\.module) == ["UIKit", "Combine"], "the starter is not tangled")
        #expect(findings.map(\.line) == [13, 17])
    }
}
