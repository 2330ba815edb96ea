import Foundation
import Testing

@testable import Workbook

/// A fixture book copied into a fresh temporary folder, so a test can run
/// the real command on it and see exactly what was written.
final class TestBook {
    let root: URL
    /// Runs trace commands for `check` and `traces`; by default a stub that
    /// answers nothing, so no test ever starts a Swift build.
    var traceRunner: any TraceRunner = StubTraceRunner()

    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// Copies `Fixtures/<name>` into a new temporary folder.
    init(fixture name: String) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-tests-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: root)
    }

    /// Copies another book's folder, leaving out `skipping` (e.g. its
    /// `.workbook` cache and its `Site`).
    init(copying other: TestBook, skipping: Set<String>) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: other.root.path) where !skipping.contains(name)
        {
            try FileManager.default.copyItem(
                at: other.root.appendingPathComponent(name),
                to: root.appendingPathComponent(name))
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    struct Run {
        var status: Int32
        var out: String
        var error: String
    }

    /// Runs `workbook ARGUMENTS --root ROOT` in-process.
    @discardableResult
    func run(_ arguments: String...) -> Run {
        run(arguments)
    }

    /// `identity` plays another tool or library build (`BuildIdentity`);
    /// `observer` counts the runs that found nothing changed (`UnchangedRun`).
    @discardableResult
    func run(_ arguments: [String], identity: BuildIdentity = .running, observer: RunObserver? = nil) -> Run {
        let capture = CapturingConsole()
        let status = WorkbookCommand(
            arguments: arguments + ["--root", root.path], currentDirectory: root,
            traceRunner: traceRunner, identity: identity, observer: observer
        )
        .run(console: capture.console)
        return Run(status: status, out: capture.out, error: capture.error)
    }

    /// Every regular file under the book (path → bytes), symlinks as their
    /// destinations, to prove that a failed run wrote nothing. Pipes and
    /// devices are recorded by name, never read (a read could block).
    func snapshot() -> [String: Data] {
        var result: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.path.dropFirst(root.path.count + 1))
            // The cache is the one place any verb may write (AUTHORING.md);
            // what is in it never changes what the tool writes elsewhere.
            if relative == ".workbook/cache" || relative.hasPrefix(".workbook/cache/") {
                enumerator?.skipDescendants()
                continue
            }
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            if let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: url.path) {
                result[relative] = Data(("-> " + destination).utf8)
                enumerator?.skipDescendants()
            } else if type != .typeRegular && type != .typeDirectory {
                result[relative] = Data("(not a regular file)".utf8)
            } else if let data = FileManager.default.contents(atPath: url.path) {
                result[relative] = data
            }
        }
        return result
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            .map { String(decoding: $0, as: UTF8.self) }
    }

    func write(_ text: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }
}
