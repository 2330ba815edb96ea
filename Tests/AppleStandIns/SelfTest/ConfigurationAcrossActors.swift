// expect: risks causing data races
// A list configuration is neither `Sendable` nor main-actor-bound: it cannot be handed from the main actor to another actor.
#if canImport(UIKit)
import UIKit

actor ConfigurationCache {
    private var last: UIListContentConfiguration?

    func keep(_ content: UIListContentConfiguration) {
        last = content
    }
}

@MainActor
final class RowConfigurator {
    let cache = ConfigurationCache()
    var content: UIListContentConfiguration?

    func remember() async {
        if let content {
            await cache.keep(content)
        }
    }
}
#endif
