import Foundation

/// Turns a file's bytes into text without assumptions: UTF-8 with or without a
/// byte-order mark, LF or CRLF line ends (one kind a file), always handed out
/// with LF.
///
/// Bytes that cannot be a chapter (invalid UTF-8, NUL, a byte-order mark in the
/// middle, line ends of two kinds) are diagnostics at their line and column,
/// never a crash. A file larger than `sizeLimit`, a folder or anything that is
/// not a regular file is refused before it is read.
enum SourceText {
    /// Decodes `bytes` read from `path` (used only for diagnostics).
    static func decode(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> String {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start = 3
        }
        if let problem = firstProblem(in: bytes, from: start) {
            throw DiagnosticsError([.error(path, problem.line, problem.column, problem.message)])
        }
        if start == 0 && !bytes.contains(0x0D) { return String(decoding: bytes, as: UTF8.self) }
        var normalized = [UInt8]()
        normalized.reserveCapacity(bytes.count - start)
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D {
                normalized.append(0x0A)
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
            } else {
                normalized.append(byte)
            }
            index += 1
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    /// The largest file the tool reads: 8 MiB, ten times the longest chapter a
    /// reader would sit through. Larger files are refused, not parsed.
    static let sizeLimit = 8 << 20

    /// Reads and decodes a file; an unreadable file is a diagnostic.
    /// `limit` is `sizeLimit` for a chapter; a file that gathers text from
    /// the whole book (the translations lock) may pass a larger one.
    static func read(_ url: URL, path: String, limit: Int = sizeLimit) throws(DiagnosticsError) -> String {
        try decode(readBytes(url, path: path, limit: limit), path: path)
    }

    /// The file's bytes, not decoded yet; an unreadable file (or one `read`
    /// refuses before reading) is a diagnostic.
    static func readBytes(_ url: URL, path: String, limit: Int = sizeLimit) throws(DiagnosticsError) -> [UInt8] {
        if let problem = fileProblem(url, limit: limit) {
            throw DiagnosticsError([.error(path, 0, 0, problem)])
        }
        do {
            return try PlainFile.read(url.path)
        } catch {
            throw DiagnosticsError([.error(path, 0, 0, "cannot read file: \(Self.reason(error))")])
        }
    }

    /// Why `url` cannot be read as text, checked before reading: a folder, a
    /// FIFO or device (reading it could block for ever), a broken symlink, a
    /// file over `sizeLimit`. Nil when reading may go ahead.
    static func fileProblem(_ url: URL, limit: Int = sizeLimit) -> String? {
        var status = stat()
        guard stat(url.path, &status) == 0 else {
            var link = stat()
            if lstat(url.path, &link) == 0, link.st_mode & S_IFMT == S_IFLNK {
                let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
                return "cannot read file: it is a symlink to '\(target)', which does not exist"
            }
            return nil  // Missing or unreadable: reading says why.
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG:
            break
        case S_IFDIR:
            return "cannot read file: it is a folder"
        default:
            return "cannot read file: it is not a regular file (a pipe, socket or device)"
        }
        if Int(status.st_size) > limit {
            let megabytes = Double(status.st_size) / Double(1 << 20)
            return
                "file is too large (\(String(format: "%.1f", megabytes)) MiB; the limit is \(limit >> 20) MiB): split it into smaller chapters"
        }
        return nil
    }

    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }

    // MARK: - Validation

    struct Problem {
        var line: Int
        var column: Int
        var message: String
    }

    enum LineEnding: String {
        case lf = "LF", crlf = "CRLF", cr = "CR"
    }

    /// The first byte sequence that is not acceptable chapter text, with its
    /// 1-based line and column (column counted in characters).
    static func firstProblem(in bytes: [UInt8], from start: Int) -> Problem? {
        var line = 1
        var column = 1
        var index = start
        let count = bytes.count
        /// The line end of the first line that has one.
        var firstEnding: (kind: LineEnding, line: Int)?
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 {
                    return Problem(line: line, column: column, message: "NUL byte in text")
                }
                let ending: LineEnding? =
                    byte == 0x0A
                    ? .lf
                    : byte != 0x0D
                        ? nil
                        : index + 1 < count && bytes[index + 1] == 0x0A ? .crlf : .cr
                if let ending {
                    if let firstEnding {
                        if firstEnding.kind != ending {
                            return Problem(
                                line: line, column: column,
                                message:
                                    "mixed line endings: line \(line) ends with \(ending.rawValue) but line \(firstEnding.line) ends with \(firstEnding.kind.rawValue); save the file with one kind"
                            )
                        }
                    } else {
                        firstEnding = (ending, line)
                    }
                    if ending == .crlf { index += 1 }
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                let hex = String(byte, radix: 16, uppercase: true)
                return Problem(
                    line: line, column: column,
                    message: "invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8")
            }
            if length == 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                return Problem(
                    line: line, column: column,
                    message: "byte-order mark (U+FEFF) in the middle of the text")
            }
            index += length
            column += 1
        }
        return nil
    }

    /// Length of the well-formed UTF-8 sequence at `index`, or 0 (RFC 3629:
    /// no overlongs, no surrogates, nothing above U+10FFFF).
    private static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let count = bytes.count
        func continuation(_ offset: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF) -> Bool {
            index + offset < count && bytes[index + offset] >= low && bytes[index + offset] <= high
        }
        switch lead {
        case 0xC2...0xDF:
            return continuation(1) ? 2 : 0
        case 0xE0:
            return continuation(1, 0xA0) && continuation(2) ? 3 : 0
        case 0xE1...0xEC, 0xEE...0xEF:
            return continuation(1) && continuation(2) ? 3 : 0
        case 0xED:
            return continuation(1, 0x80, 0x9F) && continuation(2) ? 3 : 0
        case 0xF0:
            return continuation(1, 0x90) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF1...0xF3:
            return continuation(1) && continuation(2) && continuation(3) ? 4 : 0
        case 0xF4:
            return continuation(1, 0x80, 0x8F) && continuation(2) && continuation(3) ? 4 : 0
        default:
            return 0
        }
    }
}
