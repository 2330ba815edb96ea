import Foundation

#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
private let posixRead = Glibc.read
#elseif canImport(Musl)
// The static Linux SDK's C library.
import Musl
private let posixWrite = Musl.write
private let posixRead = Musl.read
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
private let posixRead = Darwin.read
#endif

/// Reading and writing whole files with plain POSIX calls, for the book's
/// inputs, the build's outputs and the cache's entries alike. The pointers
/// below are the system calls' own interface, the only way to hand them
/// memory.
enum PlainFile {
    /// The bytes of the regular file at `path`, read in one go; an error
    /// when it cannot be opened or read, or is not a regular file (opened
    /// without blocking, so a pipe put in a file's place cannot hang the
    /// tool). Foundation's `Data(contentsOf:)` and the copy into an array
    /// cost more than the read for a book's hundreds of small files.
    static func read(_ path: String) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw POSIXError(.EINVAL) }
        // Read into memory that is not zeroed first; one byte more than the
        // size finds the end in the same call, and a file that grew since
        // its `fstat` is read on in chunks.
        var reachedEnd = false
        var bytes = try [UInt8](unsafeUninitializedCapacity: max(Int(status.st_size), 0) + 1) { buffer, initialized in
            while initialized < buffer.count {
                let read = posixRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                if read < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                if read == 0 {
                    reachedEnd = true
                    break
                }
                initialized += read
            }
        }
        var chunk = [UInt8](repeating: 0, count: reachedEnd ? 0 : 1 << 16)
        while !reachedEnd {
            let read = chunk.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress!, $0.count) }
            if read < 0 {
                if errno == EINTR { continue }
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
            if read == 0 { break }
            bytes += chunk[..<read]
        }
        return bytes
    }

    /// Writes `data` to a new file at `path`. No fsync (Foundation's
    /// `Data.write` pays one a file): the rename that follows is what makes
    /// the file appear whole, and a killed process loses nothing the kernel
    /// already holds.
    static func write(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
                offset += written
            }
        }
    }
}

/// Byte-for-byte equality of two runs of bytes with `memcmp`: the generic
/// `elementsEqual` walks them one element at a time.
enum Bytes {
    static func equal(_ first: some ContiguousBytes, _ second: some ContiguousBytes) -> Bool {
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }

    static func equal(_ text: String, _ bytes: [UInt8]) -> Bool {
        var text = text
        return text.withUTF8 { equal(UnsafeRawBufferPointer($0), bytes) }
    }
}
