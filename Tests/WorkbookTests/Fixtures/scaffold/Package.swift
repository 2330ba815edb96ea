// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Fixture",
    platforms: [.macOS(.v14), .iOS(.v17)],
    targets: [
        .target(name: "SampleScene"),
        .testTarget(name: "SampleSceneTests", dependencies: ["SampleScene"]),
        .target(name: "SampleModule"),
        .testTarget(name: "SampleModuleTests", dependencies: ["SampleModule"]),
    ]
)
