// A stand-in for the part of SwiftUI that the book's guarded code uses, for
// Scripts/check-apple-guarded.sh only: exactly those declarations, in the shape the iOS SDK gives
// them (labels, generic constraints, `@MainActor`, `nonisolated`, `Sendable`, availability), and no
// behaviour. The comment on each names the declaration it copies, as SwiftUI's .swiftinterface
// and Apple's documentation show it: `View` is `@MainActor`, its modifiers and the views'
// initializers are `nonisolated`, `body` is `@MainActor`. Modifiers return `some View`, as the
// SDK's do.
//
// Sources. SwiftUI's interface text in iPhoneOS18.3.sdk (the newest SDK in the public mirror of
// the SDKs) is over a million characters that cannot be searched there, so it was read only for
// the pattern every view follows (`public init` or `nonisolated public init`, `@MainActor
// @preconcurrency public var body`, modifiers `nonisolated public func`); the declarations are
// copied from Apple's documentation pages of SwiftUI, which print each one with its isolation and
// availability for the current SDK. Where SDKs differ (a parameter added later, as `task(name:…)`),
// the stand-in keeps only what all of them have.
//
// A declaration that is missing here makes the check fail; one that lets through a call the real
// SDK would reject is a bug in this file. Add only what the book's code uses, read from the SDK.

@_exported import Foundation
@_exported import Observation
import UIKit

// MARK: - View and its builder

/// `@MainActor @preconcurrency public protocol View` (iOS 13) with
/// `associatedtype Body : View` and `@ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }`.
@available(iOS 13.0, *)
@MainActor
@preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder
    var body: Self.Body { get }
}

/// `extension Never : View`: the body of the primitive views below.
extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// `@resultBuilder public struct ViewBuilder` (iOS 13); the parameter-pack `buildBlock` is iOS 17.
@available(iOS 13.0, *)
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    @available(iOS 17.0, *)
    public static func buildBlock<each Content: View>(
        _ content: repeat each Content
    ) -> TupleView<(repeat each Content)> {
        fatalError("stand-in")
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("stand-in") }
    public static func buildEither<TrueContent: View, FalseContent: View>(
        second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> { fatalError("stand-in") }
}

/// `extension Optional : View where Wrapped : View`: what `if` without `else` builds.
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// `@frozen public struct EmptyView : View` (iOS 13)
@available(iOS 13.0, *)
public struct EmptyView: View {
    public typealias Body = Never
    /// `@inlinable nonisolated public init()`
    public nonisolated init() {}
    public var body: Never { fatalError("stand-in") }
}

/// `@frozen public struct TupleView<T> : View` (iOS 13)
@available(iOS 13.0, *)
public struct TupleView<T>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// `@frozen public struct _ConditionalContent<TrueContent, FalseContent> : View`
/// `where TrueContent : View, FalseContent : View` (iOS 13)
@available(iOS 13.0, *)
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

// MARK: - Views

/// `@frozen public struct Text : Equatable, Sendable` (iOS 13)
@available(iOS 13.0, *)
public struct Text: View, Equatable, Sendable {
    public typealias Body = Never
    /// `nonisolated public init(verbatim content: String)`
    public nonisolated init(verbatim content: String) { fatalError("stand-in") }
    /// `@_disfavoredOverload nonisolated public init<S>(_ content: S) where S : StringProtocol`
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ content: S) { fatalError("stand-in") }
    /// `nonisolated public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,`
    /// `comment: StaticString? = nil)`
    public nonisolated init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
    ) { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
    public static func == (lhs: Text, rhs: Text) -> Bool { true }
}

@available(iOS 13.0, *)
extension Text {
    /// `nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text` (iOS 13): `Text`'s own
    /// method, which returns `Text`; `Text(…).fontWeight(…)` calls it rather than the `View` modifier
    /// of the same name (iOS 16).
    public nonisolated func fontWeight(_ weight: Font.Weight?) -> Text { fatalError("stand-in") }
}

/// `@frozen public struct LocalizedStringKey : Equatable, ExpressibleByStringInterpolation` (iOS 13)
@available(iOS 13.0, *)
public struct LocalizedStringKey: Equatable, ExpressibleByStringLiteral, Sendable {
    public init(_ value: String) {}
    public init(stringLiteral value: String) {}
}

/// `@frozen public struct Image : Equatable, Sendable` (iOS 13); `Button(_:systemImage:action:)` shows one.
@available(iOS 13.0, *)
public struct Image: View, Equatable, Sendable {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// `public struct Label<Title, Icon> : View where Title : View, Icon : View` (iOS 14)
@available(iOS 14.0, *)
public struct Label<Title: View, Icon: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// `nonisolated struct Button<Label> where Label : View` (iOS 13), a `View`.
@available(iOS 13.0, *)
nonisolated public struct Button<Label: View>: View {
    public typealias Body = Never
    /// `@preconcurrency nonisolated public init(action: @escaping @MainActor () -> Void,`
    /// `@ViewBuilder label: () -> Label)`
    @preconcurrency
    public nonisolated init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        fatalError("stand-in")
    }
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 14.0, *)
extension Button where Label == SwiftUI.Label<Text, Image> {
    /// `@preconcurrency nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String,`
    /// `action: @escaping @MainActor () -> Void)` (iOS 14)
    @preconcurrency
    public nonisolated init(
        _ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void
    ) {
        fatalError("stand-in")
    }
}

/// `public struct ProgressView<Label, CurrentValueLabel> : View where Label : View, CurrentValueLabel : View` (iOS 14)
@available(iOS 14.0, *)
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 14.0, *)
extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// `nonisolated public init()`
    public nonisolated init() { fatalError("stand-in") }
}

/// `nonisolated struct ContentUnavailableView<Label, Description, Actions> where Label : View,`
/// `Description : View, Actions : View` (iOS 17), a `View`.
@available(iOS 17.0, *)
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    public typealias Body = Never
    @MainActor
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 17.0, *)
extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// `@_disfavoredOverload nonisolated public init<S>(_ title: S, systemImage name: String,`
    /// `description: Text? = nil) where S : StringProtocol`: the overload a `String` title takes.
    @_disfavoredOverload
    public nonisolated init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        fatalError("stand-in")
    }
}

/// `@frozen public struct VStack<Content> : View where Content : View` (iOS 13)
@available(iOS 13.0, *)
public struct VStack<Content: View>: View {
    public typealias Body = Never
    /// `nonisolated public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,`
    /// `@ViewBuilder content: () -> Content)`
    public nonisolated init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
}

/// `public struct ScrollView<Content> : View where Content : View` (iOS 13)
@available(iOS 13.0, *)
public struct ScrollView<Content: View>: View {
    public typealias Body = Never
    /// `nonisolated public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true,`
    /// `@ViewBuilder content: () -> Content)`; the book passes only the content.
    public nonisolated init(@ViewBuilder content: () -> Content) { fatalError("stand-in") }
    public var body: Never { fatalError("stand-in") }
}

/// `public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable` (iOS 13),
/// a `View` where `Content : View`.
@available(iOS 13.0, *)
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

/// `@MainActor @preconcurrency public struct List<SelectionValue, Content> : View`
/// `where SelectionValue : Hashable, Content : View` (iOS 13)
@available(iOS 13.0, *)
public struct List<SelectionValue: Hashable, Content: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 13.0, *)
extension List where SelectionValue == Never {
    /// `nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element)`
    /// `-> RowContent) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection,`
    /// `RowContent : View, Data.Element : Identifiable`
    public nonisolated init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View,
        Data.Element: Identifiable
    { fatalError("stand-in") }
}

/// `public struct NavigationPath : Equatable` (iOS 16)
@available(iOS 16.0, *)
public struct NavigationPath: Equatable {}

/// `@MainActor @preconcurrency public struct NavigationStack<Data, Root> : View where Root : View` (iOS 16)
@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
    public typealias Body = Never
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 16.0, *)
extension NavigationStack where Data == NavigationPath {
    /// `nonisolated public init(@ViewBuilder root: () -> Root) where Data == NavigationPath`
    public nonisolated init(@ViewBuilder root: () -> Root) { fatalError("stand-in") }
}

// MARK: - Toolbars

/// `@MainActor @preconcurrency public protocol ToolbarContent` (iOS 14)
@available(iOS 14.0, *)
@MainActor
@preconcurrency
public protocol ToolbarContent {}

/// `@resultBuilder public struct ToolbarContentBuilder` (iOS 14)
@available(iOS 14.0, *)
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}

/// `public struct ToolbarItemPlacement` (iOS 14) with `public static let primaryAction: ToolbarItemPlacement`.
@available(iOS 14.0, *)
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    public static let primaryAction = ToolbarItemPlacement()
}

/// `public struct ToolbarItem<ID, Content> : ToolbarContent where Content : View` (iOS 14)
@available(iOS 14.0, *)
public struct ToolbarItem<ID, Content: View>: ToolbarContent {}

@available(iOS 14.0, *)
extension ToolbarItem where ID == () {
    /// `nonisolated public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)`
    public nonisolated init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        fatalError("stand-in")
    }
}

// MARK: - Styles, fonts, layout values

/// `@frozen public struct Font : Hashable, Sendable` (iOS 13); the styles the book uses.
@available(iOS 13.0, *)
public struct Font: Hashable, Sendable {
    public static let headline = Font()
    public static let subheadline = Font()
    public static let body = Font()
    public static let footnote = Font()
    /// `public static let title2: Font` (iOS 14)
    @available(iOS 14.0, *)
    public static let title2 = Font()

    /// `@frozen public struct Weight : Hashable, Sendable` (iOS 13) with `public static let regular:
    /// Font.Weight` and `public static let semibold: Font.Weight`.
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let semibold = Weight()
    }
}

/// `public protocol ShapeStyle : Sendable` (iOS 13)
@available(iOS 13.0, *)
public protocol ShapeStyle: Sendable {}

/// `@frozen public struct Color : Hashable, CustomStringConvertible, Sendable` (iOS 13), a `ShapeStyle`.
@available(iOS 13.0, *)
public struct Color: Hashable, Sendable, ShapeStyle {
    public static let red = Color()
}

/// `extension ShapeStyle where Self == Color { public static var red: Color { get } }`
@available(iOS 13.0, *)
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
}

/// `@frozen public struct HierarchicalShapeStyle : ShapeStyle` (iOS 15)
@available(iOS 15.0, *)
public struct HierarchicalShapeStyle: ShapeStyle {}

/// `extension ShapeStyle where Self == HierarchicalShapeStyle { public static var secondary: … }` (iOS 15)
@available(iOS 15.0, *)
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// `@frozen public struct HorizontalAlignment : Equatable` (iOS 13)
@available(iOS 13.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
    public static let leading = HorizontalAlignment()
    public static let center = HorizontalAlignment()
}

/// `@frozen public struct Alignment : Equatable` (iOS 13)
@available(iOS 13.0, *)
public struct Alignment: Equatable, Sendable {
    public static let leading = Alignment()
    public static let center = Alignment()
    /// `public static let topLeading: Alignment`
    public static let topLeading = Alignment()
}

/// `@frozen public enum Edge : Int8, CaseIterable` with `@frozen public struct Set : OptionSet` (iOS 13)
@available(iOS 13.0, *)
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}

/// `public enum TextAlignment : Hashable, CaseIterable` (iOS 13)
@available(iOS 13.0, *)
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing
}

// MARK: - State

/// `@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value>` (iOS 13)
@available(iOS 13.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    /// `public init(get: @escaping () -> Value, set: @escaping (Value) -> Void)`
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { fatalError("stand-in") }
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

/// `@frozen @propertyWrapper public struct State<Value> : DynamicProperty` (iOS 13), `Sendable` where
/// `Value : Sendable` only; the book keeps a reference to a main-actor object in it.
@available(iOS 13.0, *)
@propertyWrapper
public struct State<Value> {
    /// `public init(wrappedValue value: Value)`
    public init(wrappedValue value: Value) { fatalError("stand-in") }
    /// `public init(initialValue value: Value)`
    public init(initialValue value: Value) { fatalError("stand-in") }
    /// `public var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        nonmutating set {}
    }
    /// `public var projectedValue: Binding<Value> { get }`
    public var projectedValue: Binding<Value> { fatalError("stand-in") }
}

/// `@dynamicMemberLookup @propertyWrapper public struct Bindable<Value>` (iOS 17)
@available(iOS 17.0, *)
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value {
        get { fatalError("stand-in") }
        set {}
    }
    public var projectedValue: Bindable<Value> { self }
    /// `public init(wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError("stand-in") }
    /// `public init(_ wrappedValue: Value) where Value : AnyObject, Value : Observable`
    public init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable { fatalError("stand-in") }
    /// `public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>`
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError("stand-in")
    }
}

// MARK: - Modifiers

@available(iOS 13.0, *)
extension View {
    /// `nonisolated public func font(_ font: Font?) -> some View`
    public nonisolated func font(_ font: Font?) -> some View { EmptyView() }
    /// `nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle` (iOS 15)
    @available(iOS 15.0, *)
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { EmptyView() }
    /// `nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,`
    /// `minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,`
    /// `alignment: Alignment = .center) -> some View`
    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View { EmptyView() }
    /// `nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View`
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { EmptyView() }
    /// `nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View`
    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View { EmptyView() }
    /// `nonisolated public func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View`
    /// `where Content : ToolbarContent` (iOS 14)
    @available(iOS 14.0, *)
    public nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View
    {
        EmptyView()
    }
    /// `nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V)`
    /// `-> some View where V : View` (iOS 15)
    @available(iOS 15.0, *)
    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    {
        EmptyView()
    }
    /// `nonisolated public func sheet<Item, Content>(item: Binding<Item?>, onDismiss: (() -> Void)? = nil,`
    /// `@ViewBuilder content: @escaping (Item) -> Content) -> some View where Item : Identifiable, Content : View`
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { EmptyView() }
    /// `nonisolated public func navigationDestination<D, C>(for data: D.Type, @ViewBuilder destination:`
    /// `@escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 16)
    @available(iOS 16.0, *)
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { EmptyView() }
    /// `nonisolated public func navigationDestination<D, C>(item: Binding<Optional<D>>, @ViewBuilder`
    /// `destination: @escaping (D) -> C) -> some View where D : Hashable, C : View` (iOS 17)
    @available(iOS 17.0, *)
    public nonisolated func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View { EmptyView() }
    /// `@_disfavoredOverload nonisolated public func navigationTitle<S>(_ title: S) -> some View`
    /// `where S : StringProtocol` (iOS 14): the overload a `String` title takes.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View { EmptyView() }
    /// `nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View` (iOS 13): the
    /// action is not `@Sendable` and runs on the main actor.
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { EmptyView() }
    /// `nonisolated public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action:`
    /// `sending @escaping @isolated(any) () async -> Void) -> some View` (iOS 15). The newest SDK adds
    /// `name:`, `file:` and `line:` before `_ action:`; the stand-in leaves them out, since older SDKs
    /// lack them and the book does not pass them.
    @available(iOS 15.0, *)
    public nonisolated func task(
        priority: TaskPriority = .userInitiated,
        @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
    ) -> some View { EmptyView() }
}

// MARK: - UIKit inside SwiftUI and SwiftUI inside UIKit

/// `@MainActor @preconcurrency open class UIHostingController<Content> : UIViewController`
/// `where Content : View` (iOS 13)
@available(iOS 13.0, *)
@MainActor
@preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// `@MainActor @preconcurrency public init(rootView: Content)`
    public init(rootView: Content) { fatalError("stand-in") }
    public required init?(coder: NSCoder) { fatalError("stand-in") }
}

/// `@MainActor @preconcurrency public protocol UIViewControllerRepresentable : View where Self.Body == Never`
/// (iOS 13)
@available(iOS 13.0, *)
@MainActor
@preconcurrency
public protocol UIViewControllerRepresentable: View where Self.Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// `@MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType`
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// `@MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType,`
    /// `context: Self.Context)`
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// `@MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController:`
    /// `Self.UIViewControllerType, coordinator: Self.Coordinator)`
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// `@MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator`
    func makeCoordinator() -> Self.Coordinator
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}
    public var body: Never { fatalError("stand-in") }
}

@available(iOS 13.0, *)
extension UIViewControllerRepresentable where Self.Coordinator == Void {
    public func makeCoordinator() -> Self.Coordinator { fatalError("stand-in") }
}

/// `@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable>`
/// `where Representable : UIViewControllerRepresentable` (iOS 13), with
/// `public let coordinator: Representable.Coordinator`.
@available(iOS 13.0, *)
@MainActor
@preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
}

// MARK: - Previews

/// DeveloperToolsSupport, which SwiftUI re-exports: `@freestanding(declaration) public macro Preview(`
/// `_ name: String? = nil, body: @escaping @MainActor () -> any View)` (iOS 17). Its expansion ships
/// only with Xcode, so the check type-checks the arguments and the body and ignores the one error
/// that says the expansion is missing.
@available(iOS 17.0, *)
@freestanding(declaration)
public macro Preview(_ name: String? = nil, body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "PreviewsMacros", type: "SwiftUIView")
