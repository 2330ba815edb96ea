import Foundation
import Synchronization
import Testing

@testable import Workbook

@Suite struct LineStreamingProcessTests {
    @Test func linesOfBothStreamsArriveAndTheStatusPassesThrough() {
        let process = LineStreamingProcess(
            executable: URL(fileURLWithPath: "/bin/sh"),
            arguments: ["-c", "echo one; echo two >&2; printf 'three\\r\\nlast'; exit 3"],
            directory: FileManager.default.temporaryDirectory)
        let lines = Mutex<[String]>([])
        let status = process.run { stream, line in
            lines.withLock { $0.append("\(stream == .out ? "out" : "err"):\(line)") }
        }
        #expect(status == 3)
        let seen = lines.withLock { $0 }
        #expect(seen.filter { $0.hasPrefix("out:") } == ["out:one", "out:three", "out:last"])
        #expect(seen.filter { $0.hasPrefix("err:") } == ["err:two"])
    }

    @Test func aProgramThatCannotStartIsReported() {
        let process = LineStreamingProcess(
            executable: URL(fileURLWithPath: "/nonexistent/program"), arguments: [],
            directory: FileManager.default.temporaryDirectory)
        let lines = Mutex<[String]>([])
        let status = process.run { _, line in lines.withLock { $0.append(line) } }
        #expect(status == 127)
        #expect(lines.withLock { $0.first?.hasPrefix("error: cannot run /nonexistent/program") } == true)
    }
}
