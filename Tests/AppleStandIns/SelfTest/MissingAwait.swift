// expect: cannot be called from outside of the actor
// A main-actor UIKit method called from a nonisolated async function without `await`.
#if canImport(UIKit)
import UIKit

nonisolated func reload(_ controller: UIViewController) async {
    controller.viewDidLoad()
}
#endif
