import Foundation
import Testing

@testable import Workbook

/// `workbook scaffold`, end to end on a fixture book whose appendix holds a
/// small VIP and VIPER template. (The real book's templates, renamed and
/// compared with what its CI compiled, are `ScaffoldBookTests`; building
/// the packages is `Scripts/check-scaffold.sh`.)
@Suite struct ScaffoldCommandTests {
    /// A copy of the fixture with its templates tangled, as in a book that `check` passes.
    func book() throws -> TestBook {
        let book = try TestBook(fixture: "scaffold")
        let tangle = book.run("tangle")
        #expect(tangle.status == ExitStatus.success, "\(tangle.error)")
        return book
    }

    func lines(_ text: String) -> [String] { text.split(separator: "\n").map(String.init) }

    @Test func writesACompletePackageIntoANewFolder() throws {
        let book = try book()
        let run = book.run("scaffold", "vip", "Order", "--into", "out")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(run.error.isEmpty)
        let files = [
            "Package.swift", "Sources/OrderScene/OrderLogic.swift", "Sources/OrderScene/OrderViewController.swift",
            "Sources/OrderScene/OrderViewState.swift", "Tests/OrderSceneTests/OrderLogicTests.swift",
            "Tests/OrderSceneTests/OrderViewStateTests.swift", ".gitignore",
        ]
        #expect(
            lines(run.out) == files.map { "wrote out/\($0)" } + [
                "scaffold: wrote the VIP scene Order (module OrderScene, 7 files) into out",
                "Then run: cd out && swift test",
            ])
        #expect(
            book.read("out/Package.swift") == """
                // swift-tools-version:6.1
                import PackageDescription

                let package = Package(
                    name: "OrderScene",
                    platforms: [.macOS(.v14), .iOS(.v17)],
                    products: [
                        .library(name: "OrderScene", targets: ["OrderScene"]),
                    ],
                    targets: [
                        .target(name: "OrderScene"),
                        .testTarget(name: "OrderSceneTests", dependencies: ["OrderScene"]),
                    ],
                    swiftLanguageModes: [.v6]
                )

                """)
        let logic = try #require(book.read("out/Sources/OrderScene/OrderLogic.swift"))
        #expect(logic.hasPrefix("import Foundation\n\n/// What the Order scene can do.\nprotocol OrderBusinessLogic"))
        #expect(logic.contains("    let orderTitle = \"a sample of text\"\n"), "a lower-case name, renamed; prose kept")
        #expect(logic.contains(".success(\"OrderInteractor says hello\")  // the orderTitle stays"))
        #expect(!logic.contains("workbook"), "no generated header: the file is the team's now")
        #expect(
            book.read("out/Tests/OrderSceneTests/OrderLogicTests.swift")?.contains("@testable import OrderScene\n")
                == true)
        #expect(book.read("out/.gitignore") == ".build/\n.swiftpm/\n")
    }

    @Test func takesTheCommentsFromTheChosenLanguage() throws {
        let book = try book()
        let run = book.run("scaffold", "viper", "Order", "--into", "out", "--lang", "de")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            book.read("out/Sources/OrderModule/OrderAssembly.swift")
                == "/// Baut das Order-Modul.\nenum OrderAssembly {\n    static func assemble() -> String { \"OrderAssembly\" }\n}\n"
        )
    }

    @Test(arguments: [
        ("uikit", ["OrderLogic.swift", "OrderViewController.swift"], ["OrderLogicTests.swift"]),
        (
            "swiftui", ["OrderLogic.swift", "OrderViewState.swift"],
            ["OrderLogicTests.swift", "OrderViewStateTests.swift"]
        ),
    ])
    func writesOnlyTheViewsAskedFor(ui: String, sources: [String], tests: [String]) throws {
        let book = try book()
        let run = book.run("scaffold", "vip", "Order", "--into", "out", "--ui", ui)
        #expect(run.status == ExitStatus.success, "\(run.error)")
        let written = try FileManager.default.contentsOfDirectory(
            atPath: book.root.appendingPathComponent("out/Sources/OrderScene").path)
        #expect(written.sorted() == sources)
        let writtenTests = try FileManager.default.contentsOfDirectory(
            atPath: book.root.appendingPathComponent("out/Tests/OrderSceneTests").path)
        #expect(writtenTests.sorted() == tests, "a test of a SwiftUI-only type goes with the SwiftUI files")
    }

    @Test func addsTheTargetsToAnExistingPackageAndPrintsTheLinesItLacks() throws {
        let book = try book()
        try book.write(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"App\", targets: [.target(name: \"Shop\")])\n",
            to: "app/Package.swift")
        try book.write("// mine\n", to: "app/Sources/Shop/Mine.swift")
        let run = book.run("scaffold", "viper", "Order", "--into", "app", "--module-name", "Shop")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            lines(run.out) == [
                "wrote app/Sources/Shop/OrderAssembly.swift",
                "wrote app/Tests/ShopTests/OrderAssemblyTests.swift",
                "scaffold: wrote the VIPER module Order (module Shop, 2 files) into app",
                "Add to the targets of app/Package.swift:",
                "        .testTarget(name: \"ShopTests\", dependencies: [\"Shop\"]),",
                "Then run: cd app && swift test",
            ])
        #expect(book.read("app/Sources/Shop/Mine.swift") == "// mine\n")
        #expect(book.read("app/Tests/ShopTests/OrderAssemblyTests.swift")?.contains("@testable import Shop\n") == true)
    }

    @Test func thePackagesOwnNameIsNoTarget() throws {
        let book = try book()
        try book.write(
            "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Shop\", targets: [])\n",
            to: "shop/Package.swift")
        let run = book.run("scaffold", "vip", "Order", "--into", "shop", "--module-name", "Shop")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            lines(run.out).suffix(3) == [
                "        .target(name: \"Shop\"),",
                "        .testTarget(name: \"ShopTests\", dependencies: [\"Shop\"]),",
                "Then run: cd shop && swift test",
            ])
    }

    @Test func listsEveryFileInTheWayAndWritesNothing() throws {
        let book = try book()
        try book.write("// mine\n", to: "app/Package.swift")
        try book.write("// mine\n", to: "app/Sources/OrderScene/OrderLogic.swift")
        try FileManager.default.createSymbolicLink(
            atPath: book.root.appendingPathComponent("app/Sources/OrderScene/OrderViewState.swift").path,
            withDestinationPath: "/nonexistent")
        let before = book.snapshot()
        let run = book.run("scaffold", "vip", "Order", "--into", "app")
        #expect(run.status == ExitStatus.failure)
        #expect(run.out.isEmpty)
        #expect(
            lines(run.error) == [
                "app/Sources/OrderScene/OrderLogic.swift:1:1: error: is in the way: scaffold never overwrites a file",
                "app/Sources/OrderScene/OrderViewState.swift:1:1: error: is in the way: scaffold never overwrites a file",
                "app:1:1: error: 2 paths are in the way of the VIP scene Order; scaffold never overwrites (choose another --into, --module-name or name)",
                "scaffold: nothing was written",
            ])
        #expect(book.snapshot() == before)
    }

    @Test func refusesAFolderThatIsNeitherEmptyNorAPackage() throws {
        let book = try book()
        try book.write("notes\n", to: "notes/todo.txt")
        let before = book.snapshot()
        let run = book.run("scaffold", "vip", "Order", "--into", "notes")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.hasPrefix(
                "notes:1:1: error: is neither empty nor a Swift package (it has no Package.swift); give an empty or new folder, or a package's folder\n"
            ))
        #expect(book.snapshot() == before)
        try book.write("", to: "hidden/.git/HEAD")
        #expect(
            book.run("scaffold", "vip", "Order", "--into", "hidden").status == ExitStatus.success,
            "hidden files do not count")
    }

    @Test func neverWritesThroughASymlinkThatLeavesTheFolder() throws {
        let book = try book()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent(
            "scaffold-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try book.write("// swift-tools-version:6.0\n", to: "app/Package.swift")
        try FileManager.default.createSymbolicLink(
            atPath: book.root.appendingPathComponent("app/Sources").path, withDestinationPath: outside.path)
        let run = book.run("scaffold", "vip", "Order", "--into", "app")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.contains(
                "app/Sources:1:1: error: is a symlink that leads out of the folder; nothing is written through it\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
        #expect(!book.exists("app/Tests"))
    }

    @Test func aDryRunListsTheFilesAndWritesNothing() throws {
        let book = try book()
        let before = book.snapshot()
        let run = book.run("scaffold", "viper", "Order", "--into", "out", "--dry-run")
        #expect(run.status == ExitStatus.success, "\(run.error)")
        #expect(
            lines(run.out) == [
                "would write out/Package.swift", "would write out/Sources/OrderModule/OrderAssembly.swift",
                "would write out/Tests/OrderModuleTests/OrderAssemblyTests.swift", "would write out/.gitignore",
                "scaffold: would write the VIPER module Order (module OrderModule, 4 files) into out",
                "scaffold: --dry-run: nothing was written",
            ])
        #expect(book.snapshot() == before)
    }

    @Test(arguments: [
        (["scaffold"], "Error: Missing expected argument 'vip|viper'."),
        (["scaffold", "mvvm", "Order", "--into", "out"], "Error: The kind is 'vip' or 'viper'; got 'mvvm'."),
        (
            ["scaffold", "vip", "--into", "out"],
            "Error: Missing expected argument '<name>', e.g. 'workbook scaffold vip Order --into Order'."
        ),
        (["scaffold", "vip", "Order"], "Error: Missing '--into <dir>': the folder to write the VIP scene into."),
        (
            ["scaffold", "vip", "order", "--into", "out"],
            "Error: 'order' is not a Swift type name: it must start with a capital letter, e.g. Order."
        ),
        (["scaffold", "vip", "Any", "--into", "out"], "Error: 'Any' is a Swift keyword and cannot name a type."),
        (
            ["scaffold", "vip", "Order", "--into", "out", "--ui", "web"],
            "Error: '--ui' is uikit, swiftui or both; got 'web'."
        ),
        (
            ["scaffold", "vip", "Order", "--into", "out", "--module-name", "my-kit"],
            "Error: 'my-kit' is not a Swift module name: start with a letter, then letters, digits or '_'."
        ),
        (["scaffold", "vip", "Order", "Extra", "--into", "out"], "Error: Unexpected argument 'Extra'."),
        (
            ["scaffold", "--xcode-templates", "x", "--into", "out"],
            "Error: '--into' is for a scene; '--xcode-templates' writes the templates of both kinds."
        ),
        (
            ["scaffold", "vip", "--xcode-templates", "x"],
            "Error: '--xcode-templates' takes no scene kind or name; got 'vip'."
        ),
    ])
    func aWrongCommandLineIsAUsageError(arguments: [String], message: String) throws {
        let book = try book()
        let before = book.snapshot()
        let run = book.run(arguments)
        #expect(run.status == ExitStatus.usage)
        #expect(lines(run.error).first == message)
        #expect(
            lines(run.error).dropFirst().first?.hasPrefix("Usage: workbook scaffold vip|viper <name> --into <dir>")
                == true)
        #expect(book.snapshot() == before)
    }

    @Test func refusesANameThatClashesWithTheTemplatesNames() throws {
        let book = try book()
        let result = book.run("scaffold", "vip", "Result", "--into", "out")
        #expect(result.status == ExitStatus.failure)
        #expect(
            result.error.hasPrefix(
                "Chapters/91-templates/en.md:10:27: error: naming the VIP scene 'Result' would turn 'Sample' into 'Result', which the template already uses here for something else; choose another name\n"
            ))
        let keyword = book.run("scaffold", "vip", "Let", "--into", "out")
        #expect(keyword.status == ExitStatus.failure)
        #expect(
            keyword.error.hasPrefix(
                "Chapters/91-templates/en.md:17:18: error: naming the VIP scene 'Let' would turn 'sample' into 'let', a Swift keyword; choose another name\n"
            ))
        let module = book.run("scaffold", "vip", "Order", "--into", "out", "--module-name", "Testing")
        #expect(module.status == ExitStatus.failure)
        #expect(
            module.error.contains(
                "error: the module 'Testing' would have a name the template already uses; choose another module name"))
        #expect(!book.exists("out"))
    }

    @Test func refusesToPutAScaffoldIntoAFolderTheToolManages() throws {
        let book = try book()
        let run = book.run("scaffold", "vip", "Order", "--into", ".", "--module-name", "SampleScene")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("which the book's tool manages"))
        let site = book.run("scaffold", "vip", "Order", "--into", "Site/out")
        #expect(site.status == ExitStatus.failure)
        #expect(!book.exists("Site/out"))
    }

    @Test func warnsWhenTheTangledTemplatesAreNotWhatTheChaptersGive() throws {
        let book = try book()
        let path = "Sources/SampleScene/SampleLogic.swift"
        try book.write((book.read(path) ?? "") + "// edited\n", to: path)
        let run = book.run("scaffold", "vip", "Order", "--into", "out")
        #expect(run.status == ExitStatus.success)
        #expect(
            run.error
                == "\(path): warning: differs from what the chapters give: run 'workbook tangle' and 'swift test', so that what scaffold writes is code the tests have run\n"
        )
    }

    @Test func aTemplateWhoseCommonCodeUsesAUIOnlyTypeIsAnError() throws {
        let book = try book()
        for language in ["en", "de"] {
            let path = "Chapters/91-templates/\(language).md"
            let text = try #require(book.read(path))
            try book.write(
                text.replacingOccurrences(
                    of: "enum Sample {\n", with: "enum Sample {\n    static let screen = SampleViewController.self\n"),
                to: path)
        }
        let run = book.run("scaffold", "vip", "Order", "--into", "out")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.hasPrefix(
                "Chapters/91-templates/en.md:29:25: error: Sources/SampleScene/SampleLogic.swift imports no UI framework but uses 'SampleViewController', which only UIKit files of the template declare; `scaffold --ui` would write it without them. Move the use into a UIKit file\n"
            ))
    }

    @Test func xcodeTemplatesRefuseALowerCasePlaceholder() throws {
        let book = try book()
        let run = book.run("scaffold", "--xcode-templates", "templates")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.hasPrefix(
                "Chapters/91-templates/en.md:17:18: error: 'sample' starts with the placeholder in lower case, which Xcode's template macros cannot write; name it without it (e.g. 'worker', not 'sampleWorker')\n"
            ))
        #expect(!book.exists("templates"))
    }

    @Test func refusesABookWithErrors() throws {
        let book = try book()
        try book.write("# Broken\n\n```swift\nlet x = 1\n```\n", to: "Chapters/91-templates/de.md")
        let run = book.run("scaffold", "vip", "Order", "--into", "out")
        #expect(run.status == ExitStatus.failure)
        #expect(run.error.contains("scaffold: the book has errors; fix them first (see 'workbook check')"))
        #expect(!book.exists("out"))
    }

    @Test func aBookWithoutTemplatesSaysSo() throws {
        let book = try TestBook(fixture: "valid")
        let run = book.run("scaffold", "viper", "Order", "--into", "out")
        #expect(run.status == ExitStatus.failure)
        #expect(
            run.error.hasPrefix(
                "Chapters/book.json: error: the book has no VIPER module template: no chapter tangles into Sources/SampleModule (see the appendix \"Scene templates\")\n"
            ))
    }
}
