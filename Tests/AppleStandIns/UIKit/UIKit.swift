// A stand-in for the part of UIKit that the book's guarded code uses, for
// Scripts/check-apple-guarded.sh only: exactly those declarations, in the shape the iOS SDK
// gives them to Swift (labels, optionality, `@MainActor`, `open`, `Sendable`, availability),
// and no behaviour. The comment on each names the SDK text it copies: the Objective-C header
// (UIKit's headers mark UI classes and protocols NS_SWIFT_UI_ACTOR, which Swift imports as
// `@MainActor`; NS_SWIFT_SENDABLE makes a class `Sendable`) or UIKit's own .swiftinterface for
// what is written in Swift.
//
// Read from the iOS SDK text: UIKit.swiftinterface of iPhoneOS18.3.sdk (whole), and the headers
// of the newest SDK that holds them in the public mirror of the SDKs (the version is named where
// it is not 18.x). A declaration written in Swift (UIKit.swiftinterface) is `public`, not `open`,
// unless the interface says `open`: a subclass cannot override it.
//
// A declaration that is missing here makes the check fail; one that lets through a call the real
// SDK would reject is a bug in this file. Add only what the book's code uses, read from the SDK.

@_exported import Foundation
@_exported import ObjectiveC

// MARK: - Responders and view controllers

/// UIResponder.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIResponder : NSObject <UIResponderStandardEditActions>`
@available(iOS 2.0, *)
@MainActor
open class UIResponder: ObjectiveC.NSObject {
    override public init() { fatalError("stand-in") }
}

/// UIViewController.h (iPhoneOS18.0.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, …>`
@available(iOS 2.0, *)
@MainActor
open class UIViewController: UIResponder {
    /// `- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    /// bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;`
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError("stand-in") }
    /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;` (NSCoding: required)
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// NSObject's `- (instancetype)init;`, not among the header's designated initializers, so Swift
    /// imports it as a convenience initializer: `UITabBarController()`, which declares none of its own.
    public convenience override init() { fatalError("stand-in") }

    /// `@property(null_resettable, nonatomic,strong) UIView *view;`
    open var view: UIView! {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nullable, nonatomic,copy) NSString *title;`
    open var title: String? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `- (void)viewDidLoad;`
    open func viewDidLoad() {}
    /// `- (void)viewWillAppear:(BOOL)animated;`
    open func viewWillAppear(_ animated: Bool) {}
    /// `- (void)viewDidAppear:(BOOL)animated;`
    open func viewDidAppear(_ animated: Bool) {}
    /// `- (void)viewWillDisappear:(BOOL)animated;`
    open func viewWillDisappear(_ animated: Bool) {}
    /// `- (void)viewDidDisappear:(BOOL)animated;`
    open func viewDidDisappear(_ animated: Bool) {}
    /// `@property(nullable,nonatomic,weak,readonly) UIViewController *parentViewController;` (no
    /// availability of its own: the class's iOS 2; Swift calls it `parent`)
    open var parent: UIViewController? { fatalError("stand-in") }
    /// `@property(nullable, nonatomic,readonly) UIViewController *presentedViewController  API_AVAILABLE(ios(5.0));`
    @available(iOS 5.0, *)
    open var presentedViewController: UIViewController? { fatalError("stand-in") }
    /// `@property(nullable, nonatomic,readonly) UIViewController *presentingViewController API_AVAILABLE(ios(5.0));`
    @available(iOS 5.0, *)
    open var presentingViewController: UIViewController? { fatalError("stand-in") }
    /// `- (void)dismissViewControllerAnimated: (BOOL)flag completion: (void (^ __nullable)(void))completion
    /// NS_SWIFT_DISABLE_ASYNC API_AVAILABLE(ios(5.0));`, which Swift shows (Apple's documentation of
    /// UIViewController) as `func dismiss(animated flag: Bool, completion: (() -> Void)? = nil)`, with no
    /// `async` variant.
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
    /// `@property (nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed API_AVAILABLE(ios(5.0));`
    @available(iOS 5.0, *)
    open var isBeingDismissed: Bool { fatalError("stand-in") }
    /// `@property(nonatomic, readonly, getter=isMovingFromParentViewController) BOOL movingFromParentViewController
    /// API_AVAILABLE(ios(5.0));` (Swift calls it `isMovingFromParent`)
    @available(iOS 5.0, *)
    open var isMovingFromParent: Bool { fatalError("stand-in") }
    /// UIViewController.h, `@interface UIViewController (UIPresentationController)`:
    /// `@property (nullable, nonatomic, readonly) UIPresentationController *presentationController API_AVAILABLE(ios(8.0));`
    @available(iOS 8.0, *)
    open var presentationController: UIPresentationController? { fatalError("stand-in") }
    /// UINavigationController.h, `@interface UIViewController (UINavigationControllerItem)`:
    /// `@property(nonatomic,readonly,strong) UINavigationItem *navigationItem;`
    open var navigationItem: UINavigationItem { fatalError("stand-in") }
    /// UINavigationController.h, `@interface UIViewController (UINavigationControllerItem)`:
    /// `@property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController;`
    open var navigationController: UINavigationController? { fatalError("stand-in") }
}

/// UIKit.swiftinterface, `@available(iOS 17.0, tvOS 17.0, *) extension UIViewController`: the Swift
/// face of the header's `id<UIContentConfiguration> contentUnavailableConfiguration`.
@available(iOS 17.0, *)
extension UIViewController {
    /// `@_Concurrency.MainActor @preconcurrency public var contentUnavailableConfiguration:
    /// (any UIKit.UIContentConfiguration)? { get set(config) }`: `public`, so not overridable.
    @MainActor
    @preconcurrency
    public var contentUnavailableConfiguration: (any UIContentConfiguration)? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UINavigationController.h (iPhoneOS18.0.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`
@available(iOS 2.0, *)
@MainActor
open class UINavigationController: UIViewController {
    /// `- (instancetype)initWithRootViewController:(UIViewController *)rootViewController NS_DESIGNATED_INITIALIZER;`
    public init(rootViewController: UIViewController) { fatalError("stand-in") }
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// `- (void)pushViewController:(UIViewController *)viewController animated:(BOOL)animated;`
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
    /// `@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;` (not nullable)
    open var viewControllers: [UIViewController] {
        get { fatalError("stand-in") }
        set {}
    }
    /// `- (void)setViewControllers:(NSArray<UIViewController *> *)viewControllers animated:(BOOL)animated
    /// API_AVAILABLE(ios(3.0));`
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
}

/// UITabBarController.h (iPhoneOS18.0.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UITabBarController : UIViewController <UITabBarDelegate, NSCoding>`. It
/// declares no designated initializer, so it inherits UIViewController's, and `init()` with them.
@available(iOS 2.0, *)
@MainActor
open class UITabBarController: UIViewController {
    /// `@property(nullable, nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;`
    open var viewControllers: [UIViewController]? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic) NSUInteger selectedIndex;` (Swift imports NSUInteger as `Int`)
    open var selectedIndex: Int {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UINavigationItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
/// @interface UINavigationItem : NSObject <NSCoding>`
@available(iOS 2.0, *)
@MainActor
open class UINavigationItem: ObjectiveC.NSObject {
    /// `@property (nonatomic, readwrite, copy, nullable) NSString *prompt API_UNAVAILABLE(tvos);`
    open var prompt: String? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nullable, nonatomic,strong) UIBarButtonItem *rightBarButtonItem;`
    open var rightBarButtonItem: UIBarButtonItem? {
        get { fatalError("stand-in") }
        set {}
    }
    /// UINavigationItem.h: `@property (nonatomic, readwrite, strong, nullable) UISearchController
    /// *searchController API_AVAILABLE(ios(11.0)) API_UNAVAILABLE(watchos) API_UNAVAILABLE(tvos);`
    @available(iOS 11.0, *)
    open var searchController: UISearchController? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UIBarItem.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIBarItem : NSObject
/// <NSCoding, UIAppearance>`; none of its members is used.
@available(iOS 2.0, *)
@MainActor
open class UIBarItem: ObjectiveC.NSObject {}

/// UIBarButtonItem.h (iPhoneOS18.3.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UIBarButtonItem : UIBarItem <NSCoding>`
@available(iOS 2.0, *)
@MainActor
open class UIBarButtonItem: UIBarItem {
    /// UIBarButtonItem.h: `typedef NS_ENUM(NSInteger, UIBarButtonSystemItem)` (`…Edit` is the third
    /// case, `…Compose` the eighth), imported as `UIBarButtonItem.SystemItem`; the cases the book uses.
    public enum SystemItem: Int, Sendable {
        case edit = 2
        case compose = 7
    }

    /// `- (instancetype)initWithBarButtonSystemItem:(UIBarButtonSystemItem)systemItem
    /// target:(nullable id)target action:(nullable SEL)action;` (not NS_DESIGNATED_INITIALIZER: a
    /// convenience initializer)
    public convenience init(barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?)
    {
        fatalError("stand-in")
    }
}

/// UITableViewController.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UITableViewController : UIViewController <UITableViewDelegate, UITableViewDataSource>`.
/// Swift shows the protocols' methods on the class, so subclasses `override` them.
@available(iOS 2.0, *)
@MainActor
open class UITableViewController: UIViewController, UITableViewDelegate, UITableViewDataSource {
    /// `- (instancetype)initWithStyle:(UITableViewStyle)style NS_DESIGNATED_INITIALIZER;`
    public init(style: UITableView.Style) { fatalError("stand-in") }
    public required init?(coder: NSCoder) { fatalError("stand-in") }

    /// `@property (nonatomic, strong, null_resettable) UITableView *tableView;`
    open var tableView: UITableView! {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property (nonatomic, strong, nullable) UIRefreshControl *refreshControl API_AVAILABLE(ios(6.0));`
    @available(iOS 6.0, *)
    open var refreshControl: UIRefreshControl? {
        get { fatalError("stand-in") }
        set {}
    }

    /// UITableView.h, UITableViewDataSource: `- (NSInteger)tableView:(UITableView *)tableView
    /// numberOfRowsInSection:(NSInteger)section;`
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fatalError("stand-in") }
    /// UITableView.h, UITableViewDataSource: `- (UITableViewCell *)tableView:(UITableView *)tableView
    /// cellForRowAtIndexPath:(NSIndexPath *)indexPath;`
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        fatalError("stand-in")
    }
    /// UITableView.h, UITableViewDelegate: `- (void)tableView:(UITableView *)tableView
    /// didSelectRowAtIndexPath:(NSIndexPath *)indexPath;`
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// UITableView.h (iPhoneOS18.3.sdk): `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
/// @protocol UITableViewDataSource<NSObject>` (no availability of its own), with the two `@required`
/// methods `- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section;`
/// and `- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath;`
@MainActor
@objc
public protocol UITableViewDataSource: ObjectiveC.NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

/// UITableView.h: `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
/// @protocol UITableViewDelegate<NSObject, UIScrollViewDelegate>` (no availability of its own)
@MainActor
@objc
public protocol UITableViewDelegate: ObjectiveC.NSObjectProtocol {
    @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

/// UISearchController.h (iPhoneOS18.0.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UISearchController : UIViewController <UIViewControllerTransitioningDelegate, …>`
@available(iOS 8.0, *)
@MainActor
open class UISearchController: UIViewController {
    /// `- (instancetype)initWithSearchResultsController:(nullable UIViewController *)searchResultsController;`
    public init(searchResultsController: UIViewController?) { fatalError("stand-in") }
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// `@property (nullable, nonatomic, weak) id <UISearchResultsUpdating> searchResultsUpdater;`
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// `@property (nonatomic, strong, readonly) UISearchBar *searchBar;`
    open var searchBar: UISearchBar { fatalError("stand-in") }
}

/// UISearchController.h (iPhoneOS18.0.sdk): `API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
/// @protocol UISearchResultsUpdating <NSObject>` (no availability of its own)
@MainActor
@objc
public protocol UISearchResultsUpdating: ObjectiveC.NSObjectProtocol {
    /// `- (void)updateSearchResultsForSearchController:(UISearchController *)searchController;`
    func updateSearchResults(for searchController: UISearchController)
}

/// UIPresentationController.h (iPhoneOS17.5.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_UI_ACTOR
/// @interface UIPresentationController : NSObject <UIAppearanceContainer, …>`
@available(iOS 8.0, *)
@MainActor
open class UIPresentationController: ObjectiveC.NSObject {
    /// `@property (nullable, nonatomic, weak) id <UIAdaptivePresentationControllerDelegate> delegate;`
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// UIPresentationController.h (iPhoneOS17.5.sdk): `NS_SWIFT_UI_ACTOR
/// @protocol UIAdaptivePresentationControllerDelegate <NSObject>` (no availability of its own)
@MainActor
@objc
public protocol UIAdaptivePresentationControllerDelegate: ObjectiveC.NSObjectProtocol {
    /// `- (void)presentationControllerDidDismiss:(UIPresentationController *)presentationController
    /// API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    @objc optional func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

// MARK: - Views

/// UIView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIView : UIResponder <NSCoding, UIAppearance, UIAppearanceContainer, …>`
@available(iOS 2.0, *)
@MainActor
open class UIView: UIResponder {
    /// UIView.h: `typedef NS_OPTIONS(NSUInteger, UIViewAutoresizing)`, imported as `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIViewAutoresizingFlexibleWidth = 1 << 1`
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// `UIViewAutoresizingFlexibleHeight = 1 << 4`
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    }

    /// `- (instancetype)initWithFrame:(CGRect)frame NS_DESIGNATED_INITIALIZER;`
    public init(frame: CGRect) { fatalError("stand-in") }
    /// `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// NSObject's `- (instancetype)init;`, which UIView answers with a zero frame.
    public convenience override init() { fatalError("stand-in") }

    /// `@property(nonatomic) CGRect frame;`
    open var frame: CGRect {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic) CGRect bounds;`
    open var bounds: CGRect {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic) UIViewAutoresizing autoresizingMask;`
    open var autoresizingMask: UIView.AutoresizingMask {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic,getter=isHidden) BOOL hidden;`
    open var isHidden: Bool {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nullable, nonatomic,copy) UIColor *backgroundColor UI_APPEARANCE_SELECTOR;`
    open var backgroundColor: UIColor? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `- (void)addSubview:(UIView *)view;`
    open func addSubview(_ view: UIView) {}
    /// `@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE(ios(6.0));`
    @available(iOS 6.0, *)
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE(ios(9.0));`
    @available(iOS 9.0, *)
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE(ios(9.0));`
    @available(iOS 9.0, *)
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    /// `@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE(ios(9.0));`
    @available(iOS 9.0, *)
    open var topAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
    /// `@property(readonly,strong) UILayoutGuide *layoutMarginsGuide API_AVAILABLE(ios(9.0));`
    @available(iOS 9.0, *)
    open var layoutMarginsGuide: UILayoutGuide { fatalError("stand-in") }
    /// `@property(nonatomic,readonly,strong) UILayoutGuide *safeAreaLayoutGuide API_AVAILABLE(ios(11.0));`
    @available(iOS 11.0, *)
    open var safeAreaLayoutGuide: UILayoutGuide { fatalError("stand-in") }
}

/// UILabel.h (iPhoneOS16.4.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UILabel : UIView <NSCoding, UIContentSizeCategoryAdjusting>`
@available(iOS 2.0, *)
@MainActor
open class UILabel: UIView {
    /// `@property(nullable, nonatomic,copy) NSString *text;`
    open var text: String? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(null_resettable, nonatomic,strong) UIFont *font;`
    open var font: UIFont! {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(null_resettable, nonatomic,strong) UIColor *textColor;`
    open var textColor: UIColor! {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic) NSTextAlignment textAlignment;`
    open var textAlignment: NSTextAlignment {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic) NSInteger numberOfLines;`
    open var numberOfLines: Int {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UIActivityIndicatorView.h (iPhoneOS18.3.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UIActivityIndicatorView : UIView <NSCoding>`
@available(iOS 2.0, *)
@MainActor
open class UIActivityIndicatorView: UIView {
    /// UIActivityIndicatorView.h: `typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle)` with
    /// `UIActivityIndicatorViewStyleMedium API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos) = 100`;
    /// UIKit.apinotes (iPhoneOS18.3.sdk) keeps the top-level name `UIActivityIndicatorViewStyle` only for
    /// Swift 4 ("Swift 4.2 Renames"), so Swift 5 and 6 see `UIActivityIndicatorView.Style`. The case the book uses.
    public enum Style: Int, Sendable {
        @available(iOS 13.0, *)
        case medium = 100
    }

    /// `- (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style
    /// NS_DESIGNATED_INITIALIZER;`, named `init(style:)` by UIKit.apinotes (iPhoneOS18.3.sdk):
    /// `Selector: "initWithActivityIndicatorStyle:"`, `SwiftName: init(style:)`.
    public init(style: UIActivityIndicatorView.Style) { fatalError("stand-in") }
    /// `- (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
    public required init?(coder: NSCoder) { fatalError("stand-in") }
    /// `- (void)startAnimating;`
    open func startAnimating() {}
}

/// UIScrollView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UIScrollView : UIView <NSCoding, UIFocusItemScrollableContainer>`; none of its members is used.
@available(iOS 2.0, *)
@MainActor
open class UIScrollView: UIView {}

/// UITextView.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting, …>`
@available(iOS 2.0, *)
@MainActor
open class UITextView: UIScrollView {
    /// `@property(nullable,nonatomic,strong) UIFont *font;`
    open var font: UIFont? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UIStackView.h (iPhoneOS17.4.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) NS_SWIFT_UI_ACTOR
/// @interface UIStackView : UIView`
@available(iOS 9.0, *)
@MainActor
open class UIStackView: UIView {
    /// `- (instancetype)initWithArrangedSubviews:(NSArray<__kindof UIView *> *)views;` (not designated:
    /// "a convenience initializer and cannot be overridden in Swift")
    public convenience init(arrangedSubviews views: [UIView]) { fatalError("stand-in") }
    /// `@property(nonatomic) UILayoutConstraintAxis axis;`
    open var axis: NSLayoutConstraint.Axis {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@property(nonatomic) CGFloat spacing;`
    open var spacing: CGFloat {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UITableView.h (iPhoneOS18.3.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UITableView : UIScrollView <NSCoding, UIDataSourceTranslating>`
@available(iOS 2.0, *)
@MainActor
open class UITableView: UIScrollView {
    /// UITableView.h: `typedef NS_ENUM(NSInteger, UITableViewStyle)`, imported as `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain = 0
        case grouped = 1
        @available(iOS 13.0, *)
        case insetGrouped = 2
    }

    /// `@property (nonatomic, strong, nullable) UIView *backgroundView API_AVAILABLE(ios(3.2));`
    open var backgroundView: UIView? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `- (void)reloadData;`
    open func reloadData() {}
    /// `- (void)registerClass:(nullable Class)cellClass forCellReuseIdentifier:(NSString *)identifier
    /// API_AVAILABLE(ios(6.0));`
    @available(iOS 6.0, *)
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {}
    /// `- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier
    /// forIndexPath:(NSIndexPath *)indexPath API_AVAILABLE(ios(6.0));` (iPhoneOS18.3.sdk, as the
    /// members above and below)
    @available(iOS 6.0, *)
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError("stand-in")
    }
    /// `- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath animated:(BOOL)animated;`
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
}

/// UITableViewCell.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UITableViewCell : UIView <NSCoding, UIGestureRecognizerDelegate>`
@available(iOS 2.0, *)
@MainActor
open class UITableViewCell: UIView {}

/// UIKit.swiftinterface (iPhoneOS18.3.sdk), `@available(iOS 14.0, tvOS 14.0, *) extension UITableViewCell`:
/// the configuration API is written in Swift, so it is `public`, not `open`: a subclass cannot override it.
@available(iOS 14.0, *)
extension UITableViewCell {
    /// `@_Concurrency.MainActor @preconcurrency public var contentConfiguration:
    /// (any UIKit.UIContentConfiguration)? { get set(config) }`
    @MainActor
    @preconcurrency
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `@_Concurrency.MainActor @preconcurrency public func defaultContentConfiguration()
    /// -> UIKit.UIListContentConfiguration`
    @MainActor
    @preconcurrency
    public func defaultContentConfiguration() -> UIListContentConfiguration { fatalError("stand-in") }
}

/// UIKit.swiftinterface (iPhoneOS18.3.sdk): `@available(iOS 14.0, tvOS 14.0, *) public protocol
/// UIContentConfiguration { @_Concurrency.MainActor func makeContentView() -> any UIView & UIKit.UIContentView;
/// func updated(for state: any UIKit.UIConfigurationState) -> Self }`: the protocol itself is not
/// `@MainActor`. The book only stores configurations, so the requirements are left out.
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

/// UIKit.swiftinterface (iPhoneOS18.3.sdk): `@available(iOS 14.0, tvOS 14.0, *) public struct
/// UIListContentConfiguration : UIKit.UIContentConfiguration, Swift.Hashable`: not `@MainActor` and
/// not `Sendable` (a public struct is `Sendable` to other modules only if it says so), so a
/// configuration cannot be sent from the actor that made it to another. A struct: `var content =
/// cell.defaultContentConfiguration()` is changed in place.
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// `public struct TextProperties : Swift.Hashable` with `public var font: UIFont { get set }`.
    public struct TextProperties: Hashable {
        public var font: UIFont {
            get { fatalError("stand-in") }
            set {}
        }
    }

    /// `public var text: Swift.String? { get set }`
    public var text: String? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `public var secondaryText: Swift.String? { get set }`
    public var secondaryText: String? {
        get { fatalError("stand-in") }
        set {}
    }
    /// `public var textProperties: UIKit.UIListContentConfiguration.TextProperties { get set }`
    public var textProperties: UIListContentConfiguration.TextProperties {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UIKit.swiftinterface (iPhoneOS18.3.sdk): `@available(iOS 17.0, tvOS 17.0, *) public struct
/// UIContentUnavailableConfiguration : UIKit.UIContentConfiguration, Swift.Hashable`: like
/// `UIListContentConfiguration`, neither `@MainActor` nor `Sendable`.
@available(iOS 17.0, *)
public struct UIContentUnavailableConfiguration: UIContentConfiguration, Hashable {
    /// `public static func empty() -> UIKit.UIContentUnavailableConfiguration`
    public static func empty() -> UIContentUnavailableConfiguration { fatalError("stand-in") }
    /// `public var text: Swift.String? { get set }`
    public var text: String? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UIControl.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIControl : UIView …`
@available(iOS 2.0, *)
@MainActor
open class UIControl: UIView {
    /// UIControl.h: `typedef NS_OPTIONS(NSUInteger, UIControlEvents)`, imported as `UIControl.Event`.
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// `UIControlEventValueChanged = 1 << 12`
        public static let valueChanged = Event(rawValue: 1 << 12)
    }

    /// `- (void)addAction:(UIAction *)action forControlEvents:(UIControlEvents)controlEvents API_AVAILABLE(ios(14.0));`
    @available(iOS 14.0, *)
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

/// UIRefreshControl.h (iPhoneOS17.1.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) API_UNAVAILABLE(tvos)
/// NS_SWIFT_UI_ACTOR @interface UIRefreshControl : UIControl` with `- (instancetype)init;`, which
/// UIView's inherited `init()` stands for here.
@available(iOS 6.0, *)
@MainActor
open class UIRefreshControl: UIControl {
    /// `- (void)endRefreshing API_AVAILABLE(ios(6.0));`
    open func endRefreshing() {}
}

/// UISearchBar.h: `UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR
/// @interface UISearchBar : UIView <UIBarPositioning, UITextInputTraits, UILookToDictateCapable>`
@available(iOS 2.0, *)
@MainActor
open class UISearchBar: UIView {
    /// `@property(nullable, nonatomic,copy) NSString *text;`
    open var text: String? {
        get { fatalError("stand-in") }
        set {}
    }
}

/// UIAction.h: `typedef void (^UIActionHandler)(__kindof UIAction *action);`, which Swift shows as
/// `typealias UIActionHandler = (UIAction) -> Void`: not `@Sendable`, so a closure made on the main
/// actor stays on it.
@available(iOS 13.0, *)
public typealias UIActionHandler = (UIAction) -> Void

/// UIMenuElement.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR
/// @interface UIMenuElement : NSObject <NSCopying, NSSecureCoding, UIAccessibilityIdentification>`
@available(iOS 13.0, *)
@MainActor
open class UIMenuElement: ObjectiveC.NSObject {}

/// UIAction.h: `UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface UIAction : UIMenuElement …`
@available(iOS 13.0, *)
@MainActor
open class UIAction: UIMenuElement {}

/// UIKit.swiftinterface (iPhoneOS18.3.sdk), `@available(iOS 13.0, tvOS 14.0, *) extension UIAction`, the
/// one of its three initializers that is not `@_disfavoredOverload` and so the one `UIAction { … }`
/// calls: `@available(iOS 17.0, tvOS 17.0, *) @_Concurrency.MainActor @preconcurrency convenience public
/// init(title: Swift.String = "", subtitle: Swift.String? = nil, image: UIKit.UIImage? = nil,
/// selectedImage: UIKit.UIImage? = nil, identifier: UIKit.UIAction.Identifier? = nil,
/// discoverabilityTitle: Swift.String? = nil, attributes: UIKit.UIMenuElement.Attributes = [],
/// state: UIKit.UIMenuElement.State = .off, handler: @escaping UIKit.UIActionHandler)`. The book passes
/// only the handler, so only `title` of the defaulted parameters is kept.
@available(iOS 13.0, *)
extension UIAction {
    @available(iOS 17.0, *)
    @MainActor
    @preconcurrency
    public convenience init(title: String = "", handler: @escaping UIActionHandler) { fatalError("stand-in") }
}

// MARK: - Layout

/// UILayoutGuide.h (iPhoneOS18.0.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(9.0)) API_UNAVAILABLE(watchos)
/// NS_SWIFT_UI_ACTOR @interface UILayoutGuide : NSObject <NSCoding>`
@available(iOS 9.0, *)
@MainActor
open class UILayoutGuide: ObjectiveC.NSObject {
    /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *leadingAnchor;`
    open var leadingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    /// `@property(nonatomic,readonly,strong) NSLayoutXAxisAnchor *trailingAnchor;`
    open var trailingAnchor: NSLayoutXAxisAnchor { fatalError("stand-in") }
    /// `@property(nonatomic,readonly,strong) NSLayoutYAxisAnchor *topAnchor;`
    open var topAnchor: NSLayoutYAxisAnchor { fatalError("stand-in") }
}

/// NSLayoutConstraint.h: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR
/// @interface NSLayoutConstraint : NSObject`
@available(iOS 6.0, *)
@MainActor
open class NSLayoutConstraint: ObjectiveC.NSObject {
    /// NSLayoutConstraint.h: `typedef NS_ENUM(NSInteger, UILayoutConstraintAxis)`, imported as
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// `+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints API_AVAILABLE(ios(8.0));`
    @available(iOS 8.0, *)
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
}

/// NSLayoutAnchor.h (iPhoneOS18.0.sdk): `NSLAYOUTANCHOR_EXTERN API_AVAILABLE(macos(10.11), ios(9.0))
/// API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @interface NSLayoutAnchor<AnchorType> : NSObject`. Generic,
/// so an x-axis anchor can be constrained only to another x-axis anchor. Its `constraint…` methods are
/// `__attribute__((warn_unused_result))`, so, unlike most imported methods, not `@discardableResult`.
@available(iOS 9.0, *)
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: ObjectiveC.NSObject {
    /// `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor;`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { fatalError("stand-in") }
    /// `- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor constant:(CGFloat)c;`
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        fatalError("stand-in")
    }
}

/// NSLayoutAnchor.h: `… @interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>`
@available(iOS 9.0, *)
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// NSLayoutAnchor.h: `… @interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>`
@available(iOS 9.0, *)
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

// MARK: - Fonts, colours, text

/// UIFont.h (iPhoneOS18.3.sdk): `UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
/// @interface UIFont : NSObject <NSCopying, NSSecureCoding>`: `Sendable`, and not NS_SWIFT_UI_ACTOR, so
/// not tied to the main actor.
@available(iOS 2.0, *)
open class UIFont: ObjectiveC.NSObject, @unchecked Sendable {
    /// UIFontDescriptor.h: `typedef NSString * UIFontTextStyle NS_TYPED_ENUM`, imported as
    /// `UIFont.TextStyle`; the styles the book uses.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `UIFontTextStyleTitle2 API_AVAILABLE(ios(9.0))`
        @available(iOS 9.0, *)
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// `UIFontTextStyleHeadline API_AVAILABLE(ios(7.0))`
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// `UIFontTextStyleBody API_AVAILABLE(ios(7.0))`
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// `UIFontTextStyleFootnote API_AVAILABLE(ios(7.0))`
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    }

    /// `+ (UIFont *)preferredFontForTextStyle:(UIFontTextStyle)style API_AVAILABLE(ios(7.0), watchos(2.0));`
    @available(iOS 7.0, *)
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stand-in") }
}

/// UIColor.h (iOS 18 SDK): `UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE
/// @interface UIColor : NSObject <NSSecureCoding, NSCopying>`: `Sendable`, not tied to the main actor.
@available(iOS 2.0, *)
open class UIColor: ObjectiveC.NSObject, @unchecked Sendable {
    /// `@property (class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE(ios(13.0))
    /// API_UNAVAILABLE(tvos, watchos);`
    @available(iOS 13.0, *)
    open class var systemBackground: UIColor { fatalError("stand-in") }
    /// `@property (class, nonatomic, readonly) UIColor *secondaryLabelColor API_AVAILABLE(ios(13.0));`
    @available(iOS 13.0, *)
    open class var secondaryLabel: UIColor { fatalError("stand-in") }
}

/// NSText.h (UIKit): `typedef NS_ENUM(NSInteger, NSTextAlignment)`; the cases the book uses.
@available(iOS 6.0, *)
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
}

// MARK: - Foundation additions

/// UIKit.swiftinterface (iPhoneOS18.3.sdk): `@available(iOS 7.0, watchOS 2.0, *) extension
/// Foundation.IndexPath` with `public var row: Swift.Int { get set }`; Foundation on Linux has no such
/// member. `row` is the one the book uses.
@available(iOS 7.0, *)
extension IndexPath {
    public var row: Int {
        get { fatalError("stand-in") }
        set {}
    }
}
