// A stand-in for the part of Apple's ObjectiveC module that UIKit's stand-in builds on, for
// Scripts/check-apple-guarded.sh only: declarations with the SDK's shape and no behaviour.
// Built with Objective-C interoperability on, so `@objc`, `#selector` and optional protocol
// requirements are checked as on iOS.

/// ObjectiveC (NSObject.h): `@protocol NSObject`, imported as `NSObjectProtocol`. `@objc` here,
/// so that UIKit's delegate protocols can refine it as they do in the SDK.
@objc
public protocol NSObjectProtocol {}

/// ObjectiveC (NSObject.h): `@interface NSObject <NSObject>`, the root of every UIKit class.
@objc
open class NSObject: NSObjectProtocol {
    public init() {}
}

/// ObjectiveC.swiftinterface: `@frozen public struct Selector : Swift.ExpressibleByStringLiteral`.
/// `#selector(...)` makes one; `UIBarButtonItem(barButtonSystemItem:target:action:)` takes one.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    public init(_ str: String) {}
    public init(stringLiteral value: String) {}
}

/// ObjectiveC.swiftinterface: `extension ObjectiveC.NSObject : Swift.Equatable, Swift.Hashable`
/// (by `isEqual(_:)` and `hash`, identity unless a class overrides them).
extension NSObject: Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
