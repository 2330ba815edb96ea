// expect: cannot find 'UIApplication' in scope
// An API the stand-ins do not declare: the check fails until it is added there, read from the SDK.
#if canImport(UIKit)
import UIKit

@MainActor
func openSettings() {
    _ = UIApplication.shared
}
#endif
