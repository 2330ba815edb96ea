// expect: not exposed to Objective-C
// A button action that names a method Objective-C cannot see: UIKit could never call it.
#if canImport(UIKit)
import UIKit

@MainActor
final class ComposeController: UIViewController {
    func composeTapped() {}

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .compose, target: self, action: #selector(composeTapped)
        )
    }
}
#endif
