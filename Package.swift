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
        .library(name: "SampleScene", targets: ["SampleScene"]),
        .library(name: "SampleModule", targets: ["SampleModule"]),
        .library(name: "MigratedScene", targets: ["MigratedScene"]),
        .library(name: "TopicsScene", targets: ["TopicsScene"]),
        .library(name: "AppComposition", targets: ["AppComposition"]),
        .library(name: "CommentsFeature", targets: ["CommentsFeature"]),
        .library(name: "CommentsScene", targets: ["CommentsScene"]),
        .library(name: "CommentsModule", targets: ["CommentsModule"]),
        .executable(name: "composition-benchmark", targets: ["CompositionBenchmark"]),
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
        // (SE-0461), main-actor conformances inferred (SE-0470), as in a new
        // Xcode 26 app target in Swift 6 mode. Chapters/book.json lists the same settings under
        // "swiftSettings", so `workbook check` holds this declaration to them
        // and `workbook extract` writes them into starters.
        .target(
            name: "FeedScene",
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .testTarget(name: "FeedSceneTests", dependencies: ["FeedScene"]),
        .testTarget(name: "ProfileRefactoringTests", dependencies: ["ProfileRefactoring"]),
        // The templates of `workbook scaffold` (the appendix "Scene templates"):
        // a VIP scene and a VIPER module named `Sample`, compiled and tested like
        // every other module; `scaffold` writes them renamed.
        .target(name: "SampleScene"),
        .testTarget(name: "SampleSceneTests", dependencies: ["SampleScene"]),
        .target(name: "SampleModule"),
        .testTarget(name: "SampleModuleTests", dependencies: ["SampleModule"]),
        // Chapter 12's scene at three moments of one migration, each in the
        // language mode and checking of that moment: Swift 5 with minimal
        // checking (where most existing code is, and the mail SDK stays);
        // Swift 5 with complete checking and SE-0423's runtime checks; Swift 6
        // with chapter 9's defaults. Chapters/book.json lists the same settings.
        .target(name: "LegacyScene", swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(
            name: "CheckedScene",
            dependencies: ["LegacyScene"],
            swiftSettings: [
                .swiftLanguageMode(.v5),
                .enableUpcomingFeature("StrictConcurrency"),
                .enableUpcomingFeature("DynamicActorIsolation"),
            ]
        ),
        .target(
            name: "MigratedScene",
            dependencies: ["LegacyScene"],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .testTarget(name: "MigratedSceneTests", dependencies: ["MigratedScene", "CheckedScene", "LegacyScene"]),
        // Chapter 11: a feature written as a package would be (public = its entry point),
        // and the composition root that wires every feature through its entry point only.
        .target(name: "TopicsScene"),
        .testTarget(name: "TopicsSceneTests", dependencies: ["TopicsScene"]),
        // Chapter 13, the capstone: one feature behind one contract, built as a VIP scene and as a
        // VIPER module, both in chapter 9's Swift 6.2 style, and the checks both must pass.
        .target(name: "CommentsFeature"),
        .target(
            name: "CommentsScene",
            dependencies: ["CommentsFeature"],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .target(
            name: "CommentsModule",
            dependencies: ["CommentsFeature"],
            swiftSettings: [
                .defaultIsolation(MainActor.self),
                .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
                .enableUpcomingFeature("InferIsolatedConformances"),
            ]
        ),
        .testTarget(name: "CommentsFeatureTests", dependencies: ["CommentsFeature", "CommentsScene", "CommentsModule"]),
        .target(
            name: "AppComposition",
            dependencies: [
                "UserScene", "ArticlesModule", "FeedScene", "TopicsScene", "CommentsFeature", "CommentsScene",
                "CommentsModule",
            ]
        ),
        .testTarget(
            name: "AppCompositionTests",
            dependencies: ["AppComposition", "UserScene", "ArticlesModule", "FeedScene", "TopicsScene", "CommentsFeature"]
        ),

        // Not tangled: chapter 11's benchmark (BENCHMARKS.md). It builds scenes through the root and
        // counts what they cost; AllocationCounter counts heap allocations on Linux (glibc).
        .target(name: "AllocationCounter"),
        .executableTarget(
            name: "CompositionBenchmark",
            dependencies: ["AppComposition", "AllocationCounter", "ArticlesModule", "FeedScene", "TopicsScene", "UserScene"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
