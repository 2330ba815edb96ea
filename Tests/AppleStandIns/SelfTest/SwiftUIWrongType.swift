// expect: cannot convert value of type
// A SwiftUI modifier given a value of the wrong type: `.font` takes a `Font`, not a `UIFont`.
#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import UIKit

struct Title: View {
    var body: some View {
        Text(verbatim: "Title")
            .font(UIFont.preferredFont(forTextStyle: .headline))
    }
}
#endif
