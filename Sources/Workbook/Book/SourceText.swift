import Foundation

/// Turns a file's bytes into text without assumptions: UTF-8 with or without a
/// byte-order mark, LF or CRLF (or a mix), always handed out with LF.
///
/// Bytes that cannot be a chapter (invalid UTF-8, NUL, a byte-order mark in the
/// middle) are diagnostics at their line and column, never a crash.
public enum SourceText {
    /// Decodes `bytes` read from `path` (used only for diagnostics).
    public static func decode(_ bytes: [UInt8], path: String) throws(DiagnosticsError) -> String {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            start = 3
        }
        if let problem = firstProblem(in: bytes, from: start) {
            throw DiagnosticsError([.error(path, problem.line, problem.column, problem.message)])
        }
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

    /// Reads and decodes a file; an unreadable file is a diagnostic.
    public static func read(_ url: URL, path: String) throws(DiagnosticsError) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw DiagnosticsError([.error(path, 0, 0, "cannot read file: \(Self.reason(error))")])
        }
        return try decode([UInt8](data), path: path)
    }

    static func reason(_ error: Error) -> String {
        if let posix = error as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
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

    /// The first byte sequence that is not acceptable chapter text, with its
    /// 1-based line and column (column counted in characters).
    static func firstProblem(in bytes: [UInt8], from start: Int) -> Problem? {
        var line = 1
        var column = 1
        var index = start
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 {
                    return Problem(line: line, column: column, message: "NUL byte in text")
                }
                if byte == 0x0A || (byte == 0x0D && (index + 1 >= count || bytes[index + 1] != 0x0A)) {
                    line += 1
                    column = 1
                } else if byte != 0x0D {
                    column += 1
                }
                index += 1
                continue
            }
            let length = sequenceLength(bytes, at: index)
            if length == 0 {
                let hex = String(byte, radix: 16, uppercase: true)
                return Problem(line: line, column: column,
                               message: "invalid UTF-8 (byte 0x\(hex)); save the file as UTF-8")
            }
            if length == 3, bytes[index] == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                return Problem(line: line, column: column,
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
