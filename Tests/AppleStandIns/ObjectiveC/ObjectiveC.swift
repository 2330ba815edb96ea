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

/// ObjectiveC.swiftinterface (iPhoneOS18.3.sdk): `@frozen public struct Selector :
/// Swift.ExpressibleByStringLiteral, @unchecked Swift.Sendable { internal var ptr: Swift.OpaquePointer;
/// public init(_ str: Swift.String); public init(stringLiteral value: Swift.String) }` and
/// `extension ObjectiveC.Selector : Swift.Equatable, Swift.Hashable`. `#selector(...)` makes one;
/// `UIBarButtonItem(barButtonSystemItem:target:action:)` takes one. Lowering `#selector` to SIL (the
/// data-race pass of the check) needs exactly this stored layout.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable {
    internal var ptr: OpaquePointer
    public init(_ str: String) { fatalError("stand-in") }
    public init(stringLiteral value: String) { fatalError("stand-in") }
}

/// ObjectiveC.swiftinterface (iPhoneOS18.3.sdk): `extension ObjectiveC.NSObject : Swift.Equatable, Swift.Hashable`
/// (by `isEqual(_:)` and `hash`, identity unless a class overrides them).
extension NSObject: Hashable {
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
