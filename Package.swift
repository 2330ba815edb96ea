// swift-tools-version:6.2
// Tools 6.2 (Xcode 26 or a Swift 6.2 toolchain): the book's concurrency chapter
// gives one target its own `defaultIsolation`, a SwiftPM setting that 6.2 added.
import PackageDescription

let package = Package(
    name: "Workbook",
    // The lowest deployment targets that compile everything below:
    // - macOS 15: the `workbook` tool guards shared state with
    //   `Synchronization.Mutex` (macOS 15 / iOS 18).
    // - iOS 17: the modules readers copy into apps use Swift Concurrency
    //   (iOS 13) and the Observation framework's `@Observable` (iOS 17); the
    //   tool is never built for iOS.
    // Starter packages written by `workbook extract` hold only the modules and
    // their tests, and declare the same macOS 15 / iOS 17 (they copy this
    // line): a test of chapter 8 guards shared state with `Mutex` too.
    platforms: [.macOS(.v15), .iOS(.v17)],
    products: [
        .executable(name: "workbook", targets: ["WorkbookCLI"]),
        .executable(name: "cycle-demo", targets: ["CycleDemo"]),
        .library(name: "ArticlesModule", targets: ["ArticlesModule"]),
        .library(name: "UserScene", targets: ["UserScene"]),
        .library(name: "FeedScene", targets: ["FeedScene"]),
        .library(name: "ProfileRefactoring", targets: ["ProfileRefactoring"]),
    ],
    targets: [
        // The only C code we use: CommonMark's reference parser
        // (Debian/Ubuntu: libcmark-dev; macOS: Homebrew's cmark, which ships libcmark.pc).
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // The site's CSS and JavaScript are real files, compiled into the tool.
        .target(
            name: "Workbook",
            dependencies: ["CMark"],
            resources: [
                .embedInCode("Resources/workbook.css"),
                .embedInCode("Resources/theme.js"),
                .embedInCode("Resources/workbook.js"),
                .embedInCode("Resources/search.js"),
                .embedInCode("Resources/live-reload.js"),
                .embedInCode("Resources/stemmer.js"),
            ]
        ),
        .executableTarget(name: "WorkbookCLI", dependencies: ["Workbook"]),
        .testTarget(name: "WorkbookTests", dependencies: ["Workbook"], exclude: ["Fixtures"]),

        // Tangled from Chapters/ by `workbook tangle`: edit the chapters, not these folders.
        .target(name: "ArticlesModule"),
        .target(name: "UserScene"),
        .target(name: "ProfileRefactoring"),
        .executableTarget(name: "CycleDemo", dependencies: ["ArticlesModule", "UserScene"]),
        .testTarget(name: "ArticlesModuleTests", dependencies: ["ArticlesModule"]),
        .testTarget(name: "UserSceneTests", dependencies: ["UserScene"]),
        .testTarget(name: "CycleDemoTests", dependencies: ["CycleDemo"]),
        // Chapter 9's scene, in the Swift 6.2 style: main actor by default
        // (SE-0466), nonisolated async functions run on their caller's actor
        // (SE-0461). Chapters/book.json lists the same settings under
        // "swiftSettings", so `workbook check` holds this declaration to them
        // and `workbook extract` writes them into starters.
        .target(
            name: "FeedScene",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
            ]
        ),
        .testTarget(name: "FeedSceneTests", dependencies: ["FeedScene"]),
        .testTarget(name: "ProfileRefactoringTests", dependencies: ["ProfileRefactoring"]),
    ],
    swiftLanguageModes: [.v6]
)
