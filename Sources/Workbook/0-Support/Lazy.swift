import Synchronization

/// A value made on first use, once, whichever thread asks first; later
/// readers get the same value. For the parts of a cached document that
/// only some runs read.
final class Lazy<Value: Sendable>: Sendable {
    private let state: Mutex<Value?>
    private let make: @Sendable () -> Value

    init(_ make: @escaping @Sendable () -> Value) {
        state = Mutex(nil)
        self.make = make
    }

    /// A value already made.
    init(ready value: Value) {
        state = Mutex(value)
        make = { value }
    }

    var value: Value {
        state.withLock { stored in
            if let stored { return stored }
            let made = make()
            stored = made
            return made
        }
    }
}
