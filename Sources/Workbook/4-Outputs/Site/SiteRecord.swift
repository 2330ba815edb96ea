import Foundation

/// What earlier builds made of each site file's inputs: output key → the
/// checksum and size of the bytes made for it, in one entry of
/// `.workbook/cache/site/`. A file on disk whose key is recorded and whose
/// bytes have the recorded checksum and size is the file a build would make
/// now, so `build` and `check` neither render nor assemble it. The record
/// only saves work: without it (or with a damaged one) every file is made
/// and compared byte for byte.
struct SiteRecord: Sendable {
    struct Made: Equatable, Sendable {
        var checksum: UInt64
        var size: Int

        init(checksum: UInt64, size: Int) {
            self.checksum = checksum
            self.size = size
        }

        init(_ bytes: some Collection<UInt8>) {
            self.init(checksum: Fingerprint.checksum(bytes), size: bytes.count)
        }
    }

    /// Output key → what was made for it.
    var made: [String: Made] = [:]
    /// Site path → the file's stamp when a run last knew it to hold what
    /// `key` makes. `build` takes a file whose stamp is unchanged for what
    /// it was (its change time moves with every write, and no tool can set
    /// it back); `check` reads every file all the same.
    var seen: [String: (stamp: FileStamp, key: String)] = [:]

    /// The entry's name: one record a book, replaced whole by each run.
    static let entry = "record"

    static func cache(root: URL) -> ContentCache {
        ContentCache(root: root, kind: "site")
    }

    /// The record of the book at `root`; empty when there is none or it is damaged.
    static func load(root: URL) -> SiteRecord {
        cache(root: root).value(for: entry) { reader -> SiteRecord? in
            var record = SiteRecord()
            guard let count = reader.count() else { return nil }
            for _ in 0..<count {
                guard let key = reader.string(), let high = reader.int(), let low = reader.int(),
                    let size = reader.int()
                else { return nil }
                record.made[key] = Made(checksum: UInt64(high) << 32 | UInt64(low), size: size)
            }
            guard let seenCount = reader.count() else { return nil }
            for _ in 0..<seenCount {
                guard let path = reader.string(), let key = reader.string(), let stamp = FileStamp.read(&reader)
                else { return nil }
                record.seen[path] = (stamp, key)
            }
            return record
        } ?? SiteRecord()
    }

    /// Stores the record (keys sorted, so the same record gives the same bytes).
    func store(root: URL) {
        Self.cache(root: root).store(for: Self.entry, capacity: made.count * 150) { writer in
            write(&writer)
        }
    }

    private func write(_ writer: inout ByteWriter) {
        writer.int(made.count)
        for key in made.keys.sorted() {
            let value = made[key]!
            writer.string(key)
            writer.int(Int(value.checksum >> 32))
            writer.int(Int(value.checksum & 0xFFFF_FFFF))
            writer.int(value.size)
        }
        writer.int(seen.count)
        for path in seen.keys.sorted() {
            let (stamp, key) = seen[path]!
            writer.string(path)
            writer.string(key)
            stamp.write(&writer)
        }
    }
}
