// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Workbook",
    products: [
        .executable(name: "workbook", targets: ["WorkbookCLI"]),
        .executable(name: "cycle-demo", targets: ["CycleDemo"]),
        .library(name: "ArticlesModule", targets: ["ArticlesModule"]),
        .library(name: "UserScene", targets: ["UserScene"]),
    ],
    targets: [
        // The only C code we use: CommonMark's reference parser, from Debian's libcmark-dev.
        .systemLibrary(
            name: "CMark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .target(name: "Workbook", dependencies: ["CMark"]),
        .executableTarget(name: "WorkbookCLI", dependencies: ["Workbook"]),
        .testTarget(name: "WorkbookTests", dependencies: ["Workbook"], exclude: ["Fixtures"]),

        // Tangled from Chapters/ by `workbook tangle`: edit the chapters, not these folders.
        .target(name: "ArticlesModule"),
        .target(name: "UserScene"),
        .executableTarget(name: "CycleDemo", dependencies: ["ArticlesModule", "UserScene"]),
        .testTarget(name: "ArticlesModuleTests", dependencies: ["ArticlesModule"]),
        .testTarget(name: "UserSceneTests", dependencies: ["UserScene"]),
        .testTarget(name: "CycleDemoTests", dependencies: ["CycleDemo"]),
    ],
    swiftLanguageModes: [.v6]
)
