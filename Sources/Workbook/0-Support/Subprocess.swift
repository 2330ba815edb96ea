import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with its output collected, never a pipe left full.
///
/// The child starts in a process group of its own, and a timeout stops the
/// whole group: `swift build` runs swift-build, which runs the compilers,
/// and a traced program may start children too. Stopping only the direct
/// child would leave them running (and holding the CPU of the next build)
/// after the tool has reported the timeout.
/// Why a child could not be run to its end: it could not start, or it
/// outlived its timeout.
struct RunFailure: Error, Sendable, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

enum Subprocess {
    struct Finished {
        var status: Int32
        var output: Data
        var error: Data
    }

    /// How long a group has to end after SIGTERM before it gets SIGKILL.
    static let stopGrace: TimeInterval = 5

    /// Runs `executable` with `arguments` in `folder`, standard input empty;
    /// stops its whole process group after `timeout` seconds (SIGTERM, then
    /// SIGKILL after `grace` seconds).
    static func run(
        _ executable: String, _ arguments: [String], in folder: URL,
        timeout: TimeInterval, grace: TimeInterval = stopGrace
    ) -> Result<Finished, RunFailure> {
        let child: Child
        switch Child.spawn(executable, arguments, in: folder.path) {
        case .success(let started): child = started
        case .failure(let failure): return .failure(failure)
        }
        let collected = Collected()
        let group = DispatchGroup()
        for (index, descriptor) in child.outputs.enumerated() {
            group.enter()
            DispatchQueue.global().async {
                let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
                collected.store(handle.readDataToEndOfFile(), at: index)
                group.leave()
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            // The child is not reaped yet, so its pid still names its group
            // and cannot have been given to another process.
            kill(-child.pid, SIGTERM)
            _ = group.wait(timeout: .now() + grace)
            // Sent even when the pipes closed: a member may have closed its
            // output and ignored SIGTERM. A group with no member left is an
            // error (ESRCH) that changes nothing.
            kill(-child.pid, SIGKILL)
            _ = child.waitForExit()
            let name = ([URL(fileURLWithPath: executable).lastPathComponent] + arguments).joined(separator: " ")
            return .failure(RunFailure("`\(name)` did not finish within \(Int(timeout)) seconds and was stopped"))
        }
        let status = child.waitForExit()
        return .success(Finished(status: status, output: collected.data[0], error: collected.data[1]))
    }

    /// The last lines of a process's output, for a diagnostic (": …" or "").
    static func tail(_ data: Data) -> String {
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").suffix(12)
        return lines.isEmpty ? "" : ":\n" + lines.joined(separator: "\n")
    }

    /// A started child: its pid, which is also its process group's id, and
    /// the read ends of its standard output and standard error.
    private struct Child {
        var pid: pid_t
        var outputs: [Int32]

        /// Pipes are made and children started one at a time: between
        /// `pipe` and `fcntl` a pipe's ends are inherited by any child
        /// started meanwhile, which would keep the pipe open after its own
        /// child ended.
        private static let spawning = Mutex(())

        /// Starts `executable` through `posix_spawn` (Foundation's `Process`
        /// neither promises a process group nor lets one choose it).
        static func spawn(_ executable: String, _ arguments: [String], in folder: String) -> Started {
            spawning.withLock { _ in start(executable, arguments, in: folder) }
        }

        typealias Started = Result<Child, RunFailure>

        private static func start(_ executable: String, _ arguments: [String], in folder: String) -> Started {
            func failure(_ code: Int32) -> Started {
                .failure(RunFailure("cannot start \(executable): \(String(cString: strerror(code)))"))
            }
            guard let out = pipeEnds() else { return failure(errno) }
            guard let error = pipeEnds() else {
                let code = errno
                close(out.read)
                close(out.write)
                return failure(code)
            }
            defer {
                close(out.write)
                close(error.write)
            }
            #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
            var attributes: posix_spawnattr_t? = nil
            #else
            var actions = posix_spawn_file_actions_t()
            var attributes = posix_spawnattr_t()
            #endif
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_adddup2(&actions, out.write, 1)
            posix_spawn_file_actions_adddup2(&actions, error.write, 2)
            #if !canImport(Darwin)
            for descriptor in inheritedDescriptors() {
                posix_spawn_file_actions_addclose(&actions, descriptor)
            }
            #endif
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            // A group of its own (0: the child's pid). Signals the tool
            // blocks or catches (a test runner may block SIGTERM, `watch`
            // catches SIGINT) get their default action back, or the child
            // would outlive the SIGTERM meant to stop it.
            var flags = POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
            #if canImport(Darwin)
            // Every descriptor but 0, 1 and 2 closes in the child (see `inheritedDescriptors()`).
            flags |= POSIX_SPAWN_CLOEXEC_DEFAULT
            #endif
            posix_spawnattr_setflags(&attributes, Int16(flags))
            posix_spawnattr_setpgroup(&attributes, 0)
            var noSignals = sigset_t()
            sigemptyset(&noSignals)
            posix_spawnattr_setsigmask(&attributes, &noSignals)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&defaults, number) }
            posix_spawnattr_setsigdefault(&attributes, &defaults)

            // The shell changes into `folder` and becomes the program (same
            // pid, same group): the file action that changes directory,
            // `posix_spawn_file_actions_addchdir_np`, is a GNU extension
            // Swift's Glibc module does not declare. A program that cannot
            // start makes the shell exit with 127 and say why on stderr.
            let trampoline = ["/bin/sh", "-c", "cd -- \"$0\" && exec \"$@\"", folder, executable]
            let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
            var argv = (trampoline + arguments).map { strdup($0) }
            argv.append(nil)
            var envp = environment.map { strdup($0) }
            envp.append(nil)
            defer {
                for pointer in argv + envp { free(pointer) }
            }
            var pid: pid_t = 0
            let code = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, envp)
            guard code == 0 else {
                close(out.read)
                close(error.read)
                return failure(code)
            }
            return .success(Child(pid: pid, outputs: [out.read, error.read]))
        }

        /// The descriptors this process has open above standard error, to
        /// close in the child: a pipe another thread made without
        /// close-on-exec (Foundation's `Pipe`, for a `Process`) would
        /// otherwise stay open in this child for as long as it runs, and its
        /// reader would wait for this child to end before it saw the end of
        /// its own child's output. The folder's own descriptor is closed by
        /// then; glibc and musl ignore a close action on a descriptor that is
        /// not open. (Darwin has a flag for all of it.)
        private static func inheritedDescriptors() -> [Int32] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
            return names.compactMap { Int32($0) }.filter { $0 > 2 }
        }

        /// A pipe whose ends are closed in every other child this process
        /// starts (two traces may be starting at once): only the copies
        /// `posix_spawn` puts on this child's descriptors 1 and 2 stay open,
        /// so the reads end when this child's group is done. (`pipe2` with
        /// `O_CLOEXEC` would do it in one call, but is a GNU extension to
        /// Swift's Glibc module too.)
        private static func pipeEnds() -> (read: Int32, write: Int32)? {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else { return nil }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            return (ends[0], ends[1])
        }

        /// Waits for the child to end and returns its exit status, or 128
        /// plus the signal that ended it, as a shell reports it.
        func waitForExit() -> Int32 {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 {
                guard errno == EINTR else { return 128 }
            }
            let signal = status & 0x7f
            return signal == 0 ? (status >> 8) & 0xff : 128 + signal
        }
    }

    /// The bytes read from each pipe, filled by the reading threads.
    private final class Collected: Sendable {
        private let bytes = Mutex([Data(), Data()])

        var data: [Data] { bytes.withLock { $0 } }

        func store(_ data: Data, at index: Int) {
            bytes.withLock { $0[index] = data }
        }
    }
}
