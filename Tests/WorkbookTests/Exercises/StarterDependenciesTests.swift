import Foundation
import Testing

@testable import Workbook

/// A starter's targets depend on the libraries their files import: a module that
/// wires others (chapter 11's composition root) must build in a starter too.
@Suite struct StarterDependenciesTests {
    @Test func readsWhatEachFolderImports() {
        let imports = StarterPackage.imports(of: [
            ("Sources/App/App.swift", "import Foundation\nimport Feed\n@preconcurrency import Profile\n"),
            (
                "Sources/App/More.swift",
                "import struct Articles.Article\n// import NotThis\nlet s = \"import NorThis\"\n"
            ),
            ("Tests/AppTests/AppTests.swift", "import Testing\n@testable import App\nimport Feed\n"),
            ("Sources/App/notes.txt", "import Ignored\n"),
        ])
        #expect(imports["Sources/App"] == ["Foundation", "Feed", "Profile", "Articles"])
        #expect(imports["Tests/AppTests"] == ["Testing", "App", "Feed"])
    }

    @Test func aLibraryDependsOnTheLibrariesItImports() {
        let text = StarterPackage.manifest(
            name: "Chapter11",
            paths: ["Sources/App/App.swift", "Sources/Feed/Feed.swift", "Sources/Profile/Profile.swift"],
            imports: ["Sources/App": ["Foundation", "Profile", "Feed", "App"]])
        #expect(text.contains(".target(name: \"App\", dependencies: [\"Feed\", \"Profile\"]),"))
        #expect(
            text.contains(".target(name: \"Feed\"),"), "a library that imports nothing of the package stays as it was")
    }

    @Test func aTestTargetDependsOnItsModuleFirstThenWhatItImports() {
        let text = StarterPackage.manifest(
            name: "Chapter11",
            paths: ["Sources/App/App.swift", "Sources/Feed/Feed.swift", "Tests/AppTests/AppTests.swift"],
            imports: ["Tests/AppTests": ["Testing", "Feed", "App"]])
        #expect(text.contains(".testTarget(name: \"AppTests\", dependencies: [\"App\", \"Feed\"]),"))
    }
}
