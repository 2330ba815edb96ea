import Foundation
import Testing

@testable import Workbook

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The processes a trace run starts (`swift build`, the traced program):
/// their output is collected, and one that runs too long is stopped with
/// everything it started.
@Suite struct SubprocessTests {
    /// A scratch folder with one shell script in it.
    final class Scratch {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-process-\(UUID().uuidString)")

        init(script: String) throws {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try Data(script.utf8).write(to: root.appendingPathComponent("script.sh"))
        }

        deinit { try? FileManager.default.removeItem(at: root) }

        var script: String { root.appendingPathComponent("script.sh").path }
    }

    @Test func collectsOutputErrorAndStatusInTheFolderGiven() throws {
        let scratch = try Scratch(script: "pwd\necho oops >&2\nexit 3\n")
        let result = Subprocess.run("/bin/sh", [scratch.script], in: scratch.root, timeout: 30)
        let finished = try result.get()
        #expect(finished.status == 3)
        let folder = String(decoding: finished.output, as: UTF8.self).trimmingCharacters(in: .newlines)
        #expect(
            URL(fileURLWithPath: folder).resolvingSymlinksInPath().path == scratch.root.resolvingSymlinksInPath().path)
        #expect(String(decoding: finished.error, as: UTF8.self) == "oops\n")
    }

    /// Either way round, the reason names the program.
    @Test func aProgramThatCannotStartFails() throws {
        let scratch = try Scratch(script: "")
        let missing = scratch.root.appendingPathComponent("missing").path
        switch Subprocess.run(missing, [], in: scratch.root, timeout: 30) {
        case .failure(let failure):
            #expect(failure.message.contains(missing))
        case .success(let finished):
            #expect(finished.status == 127)
            #expect(String(decoding: finished.error, as: UTF8.self).contains(missing))
        }
    }

    /// A pipe this process made without close-on-exec, as Foundation's
    /// `Pipe` is, is not open in the child: a child that held it would keep
    /// that pipe's reader waiting for as long as the child runs.
    @Test func theChildInheritsNoOtherDescriptor() throws {
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { for end in ends { close(end) } }
        let scratch = try Scratch(
            script: "for fd in \(ends[0]) \(ends[1]); do [ -e /dev/fd/$fd ] && echo \"open $fd\"; done; exit 0\n")
        let finished = try Subprocess.run("/bin/sh", [scratch.script], in: scratch.root, timeout: 30).get()
        #expect(finished.status == 0)
        #expect(String(decoding: finished.output, as: UTF8.self) == "", "the child holds the parent's pipe")
    }

    /// The script starts a grandchild, says its pid, and sleeps: stopping
    /// only the script would leave the grandchild running for a minute.
    @Test func aTimeoutStopsTheChildsChildrenToo() throws {
        let scratch = try Scratch(script: "sleep 60 &\necho $! > \"$1\"\nsleep 60\n")
        let pidFile = scratch.root.appendingPathComponent("grandchild").path
        let started = Date()
        let result = Subprocess.run("/bin/sh", [scratch.script, pidFile], in: scratch.root, timeout: 1, grace: 2)
        guard case .failure(let failure) = result else {
            Issue.record("the run should have timed out, got \(result)")
            return
        }
        #expect(failure.message.contains("did not finish within 1 seconds"))
        #expect(Date().timeIntervalSince(started) < 30)
        let text = try String(contentsOfFile: pidFile, encoding: .utf8)
        let grandchild = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        let deadline = Date().addingTimeInterval(10)
        while Self.isRunning(grandchild), Date() < deadline { usleep(50_000) }
        #expect(!Self.isRunning(grandchild), "the grandchild \(grandchild) outlived the timeout")
    }

    /// Whether `pid` names a live process. A killed process nobody has
    /// reaped yet (a zombie, waiting for the system's first process) still
    /// answers `kill(pid, 0)`, but runs no more.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return errno != ESRCH }
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = status.lastIndex(of: ")")
        {
            let state = status[status.index(after: close)...].trimmingCharacters(in: .whitespaces).prefix(1)
            return state != "Z" && state != "X"
        }
        #endif
        return true
    }
}
