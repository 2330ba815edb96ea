// expect: 'displayLoading' is inaccessible due to 'internal' protection level
// Guarded code that imports another book module sees what that module makes public with UIKit present (the
// inbox's view controller), and nothing more: its display methods are internal to MigratedScene.
#if canImport(UIKit)
import MigratedScene
import UIKit

@MainActor
func showSpinner(on inbox: Step3.InboxViewController) {
    inbox.displayLoading()
}
#endif
