// expect: main actor-isolated
// UIKit touched from code that is not on the main actor: Swift 6 rejects it, as on iOS.
#if canImport(UIKit)
import UIKit

func hide(_ label: UILabel) {
    label.isHidden = true
}
#endif
