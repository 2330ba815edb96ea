// expect: value of optional type '[UIViewController]?' must be unwrapped
// A tab bar controller's view controllers are optional (the header says nullable); a navigation stack's are not.
#if canImport(UIKit)
import UIKit

@MainActor
func firstTab(of tabs: UITabBarController) -> UIViewController? {
    tabs.viewControllers.first
}
#endif
