// expect: incorrect argument label
// A UIKit call with a label the SDK does not have (`animated:` is right).
#if canImport(UIKit)
import UIKit

@MainActor
func push(_ next: UIViewController, on navigation: UINavigationController) {
    navigation.pushViewController(next, animates: true)
}
#endif
