import Dispatch
import Foundation
import Synchronization

/// Runs a program and hands each line of its standard output and standard
/// error to a callback as it arrives (so `workbook test` shows progress live),
/// then returns the program's exit status.
struct LineStreamingProcess {
    /// Which stream a line came from.
    enum Stream: Sendable {
        case out, error
    }

    var executable: URL
    var arguments: [String]
    var directory: URL

    init(executable: URL, arguments: [String], directory: URL) {
        self.executable = executable
        self.arguments = arguments
        self.directory = directory
    }

    /// `swift ARGUMENTS`, found through `env` as a shell would.
    static func swift(_ arguments: [String], directory: URL) -> LineStreamingProcess {
        LineStreamingProcess(
            executable: URL(fileURLWithPath: "/usr/bin/env"), arguments: ["swift"] + arguments, directory: directory)
    }

    /// Runs the program; `line` is called for every line (without its line
    /// break), one call at a time. Returns the exit status, or 127 with a
    /// line on `.error` when the program cannot start.
    func run(line: @escaping @Sendable (Stream, String) -> Void) -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe()
        let error = Pipe()
        process.standardOutput = out
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        let serial = Mutex(())
        let deliver: @Sendable (Stream, String) -> Void = { stream, text in
            serial.withLock { _ in line(stream, text) }
        }
        do {
            try process.run()
        } catch {
            deliver(.error, "error: cannot run \(([executable.path] + arguments).joined(separator: " ")): \(error)")
            return 127
        }
        let group = DispatchGroup()
        for (pipe, stream) in [(out, Stream.out), (error, Stream.error)] {
            group.enter()
            let handle = pipe.fileHandleForReading
            DispatchQueue.global().async {
                Self.readLines(handle) { deliver(stream, $0) }
                group.leave()
            }
        }
        group.wait()
        process.waitUntilExit()
        if process.terminationReason == .uncaughtSignal { return 128 + process.terminationStatus }
        return process.terminationStatus
    }

    /// Reads `handle` to its end, calling `line` for each complete line and
    /// for a last line without a break.
    static func readLines(_ handle: FileHandle, line: (String) -> Void) {
        var pending = Data()
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            pending.append(chunk)
            while let newline = pending.firstIndex(of: 10) {
                var lineData = pending[pending.startIndex..<newline]
                if lineData.last == 13 { lineData = lineData.dropLast() }
                line(String(decoding: lineData, as: UTF8.self))
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty { line(String(decoding: pending, as: UTF8.self)) }
    }
}
