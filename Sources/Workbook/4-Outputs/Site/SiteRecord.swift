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

        init(_ data: Data) {
            self.init(checksum: data.withUnsafeBytes { ContentCache.checksum($0) }, size: data.count)
        }

        init(_ bytes: [UInt8]) {
            self.init(checksum: bytes.withUnsafeBytes { ContentCache.checksum($0) }, size: bytes.count)
        }
    }

    /// Output key → what was made for it.
    var made: [String: Made] = [:]

    /// The entry's name: one record a book, replaced whole by each run.
    static let entry = "record"

    static func cache(root: URL) -> ContentCache {
        ContentCache(root: root, kind: "site")
    }

    /// The record of the book at `root`; empty when there is none or it is damaged.
    static func load(root: URL) -> SiteRecord {
        guard let data = cache(root: root).value(for: entry) else { return SiteRecord() }
        return data.withUnsafeBytes { buffer in
            var reader = ByteReader(buffer)
            var record = SiteRecord()
            guard let count = reader.count() else { return SiteRecord() }
            for _ in 0..<count {
                guard let key = reader.string(), let high = reader.int(), let low = reader.int(),
                    let size = reader.int()
                else { return SiteRecord() }
                record.made[key] = Made(checksum: UInt64(high) << 32 | UInt64(low), size: size)
            }
            return reader.isAtEnd ? record : SiteRecord()
        }
    }

    /// Stores the record (keys sorted, so the same record gives the same bytes).
    func store(root: URL) {
        var writer = ByteWriter(capacity: made.count * 90)
        writer.int(made.count)
        for key in made.keys.sorted() {
            let value = made[key]!
            writer.string(key)
            writer.int(Int(value.checksum >> 32))
            writer.int(Int(value.checksum & 0xFFFF_FFFF))
            writer.int(value.size)
        }
        Self.cache(root: root).store(Data(writer.bytes), for: Self.entry)
    }
}
