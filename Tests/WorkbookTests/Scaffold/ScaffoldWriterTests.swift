import Foundation
import Testing

@testable import Workbook

/// All or nothing: a write that fails half-way leaves the folder as it was.
@Suite struct ScaffoldWriterTests {
    @Test func aFailedWriteRemovesEverythingItCreated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("// mine\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
        // A file name longer than any file system allows fails after the first file is staged.
        let files = [
            (path: "Sources/A/First.swift", contents: "let first = 1\n"),
            (path: "Sources/B/" + String(repeating: "x", count: 300) + ".swift", contents: "let second = 2\n"),
        ]
        let writer = ScaffoldWriter(destination: folder, shownPath: { $0 })
        #expect(writer.problems(for: files).isEmpty)
        #expect(throws: DiagnosticsError.self) { try writer.write(files) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Package.swift"])
    }

    @Test func writesEveryFileAndLeavesNoTemporary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-writer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = ScaffoldWriter(destination: folder, shownPath: { $0 })
        try writer.write([(path: "Sources/A/First.swift", contents: "let first = 1\n")])
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Sources/A").path) == [
                "First.swift"
            ])
        #expect(
            FileManager.default.contents(atPath: folder.appendingPathComponent("Sources/A/First.swift").path)
                == Data("let first = 1\n".utf8))
    }
}
