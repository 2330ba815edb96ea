import Foundation
import Testing

@testable import Workbook

/// `check` re-runs a trace's command only when the code it runs changed:
/// the cache under `.workbook/cache/traces/` answers for unchanged code, and
/// an entry that is truncated, corrupt or written for another key is never
/// trusted.
@Suite struct TraceCacheTests {
    static let command = TraceCommand(product: "demo", arguments: ["--trace", "run"])
    static let answer = "A -> B: load()\nB --> A: done\n"

    /// A package folder with a manifest and one source file.
    final class Package {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("workbook-cache-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Sources/Demo"),
                withIntermediateDirectories: true)
            try Data("// swift-tools-version:6.0\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
            try write("print(1)\n")
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        func write(_ code: String) throws {
            try Data(code.utf8).write(to: root.appendingPathComponent("Sources/Demo/main.swift"))
        }

        var entries: [URL] {
            let folder = root.appendingPathComponent(".workbook/cache/traces")
            return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
                .filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
        }
    }

    func runner() -> (CachingTraceRunner, StubTraceRunner) {
        let stub = StubTraceRunner([Self.command.description: .success(Self.answer)])
        return (CachingTraceRunner(base: stub), stub)
    }

    @Test func unchangedCodeIsNotRunAgainChangedCodeIs() throws {
        let package = try Package()
        let (first, stub) = runner()
        #expect(try first.output(of: Self.command, root: package.root).get() == Self.answer)
        #expect(stub.calls.count == 1)
        // A new run of the tool (a new runner) finds the entry.
        let (second, secondStub) = runner()
        #expect(try second.output(of: Self.command, root: package.root).get() == Self.answer)
        #expect(secondStub.calls.isEmpty)
        // Changed code is run again.
        try package.write("print(2)\n")
        let (third, thirdStub) = runner()
        #expect(try third.output(of: Self.command, root: package.root).get() == Self.answer)
        #expect(thirdStub.calls.count == 1)
        // Another command is another entry.
        let other = TraceCommand(product: "demo", arguments: ["--trace", "other"])
        #expect(throws: TraceRunFailure.self) { try third.output(of: other, root: package.root).get() }
    }

    @Test(arguments: ["truncated", "corrupt", "foreign", "garbage", "empty"])
    func aDamagedEntryIsIgnoredAndRebuilt(damage: String) throws {
        let package = try Package()
        _ = runner().0.output(of: Self.command, root: package.root)
        let entry = try #require(package.entries.first)
        var bytes = [UInt8](try Data(contentsOf: entry))
        switch damage {
        case "truncated": bytes.removeLast(5)
        case "corrupt": bytes[bytes.count - 3] ^= 0x20
        case "foreign":
            // A whole, intact entry, but written for another key.
            let cache = ContentCache(root: package.root, kind: "traces")
            cache.store(Data("B --> A: forged\n".utf8), for: "other-key")
            bytes = [UInt8](try Data(contentsOf: cache.folder.appendingPathComponent("other-key")))
        case "garbage": bytes = Array("not a cache entry at all".utf8)
        default: bytes = []
        }
        try Data(bytes).write(to: entry)
        let (again, stub) = runner()
        #expect(try again.output(of: Self.command, root: package.root).get() == Self.answer)
        #expect(stub.calls.count == 1)
        // The entry was rebuilt: the next run trusts it again.
        let (last, lastStub) = runner()
        #expect(try last.output(of: Self.command, root: package.root).get() == Self.answer)
        #expect(lastStub.calls.isEmpty)
    }

    @Test func aSymlinkedCacheFolderIsNeverUsed() throws {
        let package = try Package()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createSymbolicLink(
            at: package.root.appendingPathComponent(".workbook"),
            withDestinationURL: outside)
        let (first, stub) = runner()
        _ = first.output(of: Self.command, root: package.root)
        _ = first.output(of: Self.command, root: package.root)
        #expect(stub.calls.count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }

    /// The checksum (the fingerprint's first half, which the site record
    /// keeps) changes when any one bit of a value flips, in the four-lane
    /// body, the eight-byte tail and the last bytes alike, and when the
    /// value is cut short.
    @Test func theEntryChecksumSeesEveryFlippedBitAndEveryCut() {
        var bytes = (0..<203).map { UInt8(($0 * 31 + 7) % 256) }
        let whole = Fingerprint.checksum(bytes)
        for index in bytes.indices {
            for bit in 0..<8 {
                bytes[index] ^= 1 << bit
                #expect(Fingerprint.checksum(bytes) != whole, "byte \(index) bit \(bit)")
                bytes[index] ^= 1 << bit
            }
        }
        for length in 0..<bytes.count {
            #expect(Fingerprint.checksum(bytes[..<length]) != whole, "length \(length)")
        }
        #expect(ContentCache.checksumText(bytes).utf8.count == 32)
    }

    /// Bytes fed in pieces of any size, contiguous or not, give the
    /// fingerprint of the whole.
    @Test func theFingerprintOfPiecesIsTheFingerprintOfTheWhole() {
        let bytes = (0..<1000).map { UInt8(($0 * 7 + 3) % 251) }
        var one = Fingerprint()
        one.update(bytes)
        let whole = one.hexDigest()
        #expect(whole.utf8.count == 32)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<50 {
            var hash = Fingerprint()
            var index = 0
            while index < bytes.count {
                let size = min(Int.random(in: 0...130, using: &generator), bytes.count - index)
                let piece = bytes[index..<(index + size)]
                if round.isMultiple(of: 2) {
                    hash.update(piece)
                } else {
                    hash.update(piece.lazy.map { $0 })  // not contiguous
                }
                index += size
            }
            #expect(hash.hexDigest() == whole)
        }
    }

    /// Every one-bit change, every shorter prefix and every other split of
    /// fields gives another fingerprint.
    @Test func theFingerprintTellsInputsApart() {
        func fingerprint(_ bytes: some Sequence<UInt8>) -> String {
            var hash = Fingerprint()
            hash.update(bytes)
            return hash.hexDigest()
        }
        var bytes = (0..<100).map { UInt8(($0 * 31 + 7) % 256) }
        let whole = fingerprint(bytes)
        var seen: Set<String> = [whole]
        for index in bytes.indices {
            for bit in 0..<8 {
                bytes[index] ^= 1 << bit
                #expect(seen.insert(fingerprint(bytes)).inserted, "byte \(index) bit \(bit)")
                bytes[index] ^= 1 << bit
            }
        }
        for length in 0..<bytes.count {
            #expect(seen.insert(fingerprint(bytes[..<length])).inserted, "length \(length)")
        }
        func fields(_ values: [String]) -> String {
            var hash = Fingerprint()
            for value in values { hash.update(field: value) }
            return hash.hexDigest()
        }
        #expect(fields(["ab", "c"]) != fields(["a", "bc"]))
        #expect(fields(["abc"]) != fields(["abc", ""]))
        #expect(fields([]) != fields([""]))
    }
}
