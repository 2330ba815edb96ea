import Foundation
import Synchronization

/// The last stop signal the process received (0: none yet). A signal
/// handler may only do async-signal-safe work; a lock-free atomic store is.
private let receivedStopSignal = Atomic<Int32>(0)

/// Turns Ctrl-C (SIGINT) and SIGTERM into a request a long-running loop
/// polls between two pieces of work, so that the work under way (a build's
/// transaction) finishes, or is rolled back, before the loop ends. Signals
/// belong to the whole process, so there is one such request a process.
enum StopSignals {
    /// The signals that ask `workbook watch` to end.
    static let handled: [Int32] = [SIGINT, SIGTERM]

    /// Catches the stop signals from now on, forgetting any received before.
    /// A process inherits its parent's blocked signals (a test runner may
    /// block them), so they are unblocked on the calling thread, which then
    /// receives them.
    static func install() {
        receivedStopSignal.store(0, ordering: .sequentiallyConsistent)
        var set = sigset_t()
        sigemptyset(&set)
        for number in handled {
            signal(number) { number in receivedStopSignal.store(number, ordering: .sequentiallyConsistent) }
            sigaddset(&set, number)
        }
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    /// Gives the stop signals their default action again.
    static func uninstall() {
        for number in handled { signal(number, SIG_DFL) }
    }

    /// The stop signal received since `install()`, if any.
    static var received: Int32? {
        let number = receivedStopSignal.load(ordering: .sequentiallyConsistent)
        return number == 0 ? nil : number
    }
}
