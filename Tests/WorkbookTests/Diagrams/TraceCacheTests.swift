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

    /// The entry checksum changes when any one bit of a value flips, in the
    /// four-lane body, the eight-byte tail and the last bytes alike, and
    /// when the value is cut short.
    @Test func theEntryChecksumSeesEveryFlippedBitAndEveryCut() {
        var bytes = (0..<203).map { UInt8(($0 * 31 + 7) % 256) }
        let whole = bytes.withUnsafeBytes { ContentCache.checksum($0) }
        for index in bytes.indices {
            for bit in 0..<8 {
                bytes[index] ^= 1 << bit
                #expect(bytes.withUnsafeBytes { ContentCache.checksum($0) } != whole, "byte \(index) bit \(bit)")
                bytes[index] ^= 1 << bit
            }
        }
        for length in 0..<bytes.count {
            #expect(bytes[..<length].withUnsafeBytes { ContentCache.checksum($0) } != whole, "length \(length)")
        }
        #expect(bytes.withUnsafeBytes { ContentCache.checksumText($0) }.utf8.count == 16)
    }

    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex([UInt8](repeating: 0x61, count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// Lengths around the padding's edges: the length field fits in the
    /// last block (55), just does not (56), and whole blocks (64, 120).
    @Test(arguments: [
        (55, "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318"),
        (56, "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a"),
        (63, "7d3e74a05d7db15bce4ad9ec0658ea98e3f06eeecf16b4c6fff2da457ddc2f34"),
        (64, "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb"),
        (65, "635361c48bb9eab14198e76ea8ab7f1a41685d6ad62aa9146d301d4f17eb0ae0"),
        (119, "31eba51c313a5c08226adf18d4a359cfdfd8d2e816b13f4af952f7ea6584dcfb"),
        (120, "2f3d335432c70b580af0e8e1b3674a7c020d683aa5f73aaaedfdc55af904c21c"),
    ])
    func sha256PadsEveryLength(count: Int, digest: String) {
        #expect(SHA256.hex([UInt8](repeating: 0x61, count: count)) == digest)
    }

    /// Bytes fed in pieces of any size, contiguous or not, give the digest
    /// of the whole.
    @Test func sha256OfPiecesIsTheDigestOfTheWhole() {
        let bytes = (0..<1000).map { UInt8(($0 * 7 + 3) % 251) }
        let whole = "a9425c416f534025a4e2422bd14adba4ec3d4a68d10c3329be8df612964d2b6e"
        #expect(SHA256.hex(bytes) == whole)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<50 {
            var hash = SHA256()
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
}
