// expect: overriding non-open instance method outside of its defining module
// UIKit's cell configuration API is written in Swift and `public`, not `open`: a subclass cannot override it.
#if canImport(UIKit)
import UIKit

final class ArticleCell: UITableViewCell {
    override func defaultContentConfiguration() -> UIListContentConfiguration {
        var content = super.defaultContentConfiguration()
        content.secondaryText = nil
        return content
    }
}
#endif
