import Dispatch
import Synchronization

extension Array where Element: Sendable {
    /// `map` with the elements spread over every core; the results keep the
    /// elements' order. Each result is stored under a `Mutex` as it is done.
    func concurrentMap<Mapped: Sendable>(_ transform: @Sendable (Element) -> Mapped) -> [Mapped] {
        let results = Mutex<[Mapped?]>(Array<Mapped?>(repeating: nil, count: count))
        let items = self
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            let mapped = transform(items[index])
            results.withLock { $0[index] = mapped }
        }
        return results.withLock { slots in slots.map { $0! } }
    }
}
