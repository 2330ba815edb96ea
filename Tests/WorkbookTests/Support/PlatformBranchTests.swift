import Foundation
import Testing

/// The tool builds with the static Linux SDK, whose C library is Musl, not
/// Glibc: `canImport(Glibc)` is false there, so code that only a Glibc
/// branch holds (inotify, the POSIX calls of `PlainFile`) would silently
/// vanish or fail to compile. Every Glibc branch has its Musl one.
@Suite struct PlatformBranchTests {
    @Test func everyGlibcBranchHasAMuslOne() throws {
        let sources = FolderDependencyTests.sources
        let enumerator = FileManager.default.enumerator(atPath: sources.path)
        var missing: [String] = []
        var glibcBranches = 0
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let text = try String(contentsOf: sources.appendingPathComponent(relative), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            for (index, line) in lines.enumerated()
            where line.hasPrefix("#") && line.contains("canImport(Glibc)") {
                glibcBranches += 1
                if line.contains("canImport(Musl)") { continue }
                // A branch of its own: the next directive must be Musl's.
                let next = lines[(index + 1)...].first { $0.hasPrefix("#") }
                if next?.hasPrefix("#elseif canImport(Musl)") != true {
                    missing.append("\(relative):\(index + 1)")
                }
            }
        }
        #expect(glibcBranches > 0, "the scan found no Glibc branch at all: is the folder right?")
        #expect(missing.isEmpty, "Glibc branches without a Musl one: \(missing.joined(separator: ", "))")
    }
}
