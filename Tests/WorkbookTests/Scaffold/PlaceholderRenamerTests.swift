import Foundation
import Testing

@testable import Workbook

/// The token-aware renaming `scaffold` does: names with the right case,
/// comments, the strings that name a type, and nothing else.
@Suite struct PlaceholderRenamerTests {
    func renamer(_ name: String, module: String = "OrderScene", codeNames: Set<String> = []) -> PlaceholderRenamer {
        PlaceholderRenamer(
            replacement: name, lowerReplacement: PlaceholderRenamer.lowerCamelCase(name),
            exactRenames: ["SampleScene": module], codeNames: codeNames)
    }

    @Test(arguments: [
        ("SampleBusinessLogic", "Order", "OrderBusinessLogic"),
        ("fetchSample", "Order", "fetchOrder"),
        ("sampleWorker", "Order", "orderWorker"),
        ("sample", "Order", "order"),
        ("SamplesList", "Order", "OrdersList"),
        ("fetchSamples", "Order", "fetchOrders"),
        ("Sample2", "Order", "Order2"),
        ("SampleSampleKind", "Order", "OrderOrderKind"),
        ("sampleWorker", "UserProfile", "userProfileWorker"),
        ("sampleWorker", "URLThing", "urlThingWorker"),
        ("sampleWorker", "URL", "urlWorker"),
        ("sampleWorker", "X", "xWorker"),
        ("SampleScene", "X", "OrderScene"),
        ("SampleSceneView", "X", "XSceneView"),
    ])
    func renamesNamesWithTheRightCase(name: String, scene: String, expected: String) {
        #expect(renamer(scene).renamedName(Substring(name)) == expected)
    }

    @Test(arguments: ["Samplers", "resample", "Resampled", "SAMPLE", "samplers", "example", "Simple", "x"])
    func leavesOtherWordsAlone(name: String) {
        #expect(renamer("Order").renamedName(Substring(name)) == nil)
    }

    @Test func renamesCodeTokenByTokenAndNothingElse() {
        let source = """
            // The Sample scene: a sample of sampleWorker, sampled.
            @SampleWrapper var sampleWorker = SampleWorker(title: "Sample text", owner: "SampleInteractor")
            let `sample` = "SampleCell, a sample of sampleWorker"  /* SampleBusinessLogic */
            @testable import SampleScene

            """
        let names: Set<String> = ["SampleInteractor", "sampleWorker", "SampleWorker", "sample", "Sample"]
        let renamed = renamer("Order", codeNames: names).rename(source)
        #expect(
            renamed == """
                // The Order scene: a sample of orderWorker, sampled.
                @OrderWrapper var orderWorker = OrderWorker(title: "Order text", owner: "OrderInteractor")
                let `order` = "SampleCell, a sample of sampleWorker"  /* OrderBusinessLogic */
                @testable import OrderScene

                """)
    }

    @Test func keepsTheTokenStructure() {
        let source = "let a = SampleItem(id: .init(\"x\"))  // SampleItem\nfunc fetchSample() async {}\n"
        let before = SwiftLexer.tokenize(source)
        let renamed = renamer("UserProfile").rename(source)
        let after = SwiftLexer.tokenize(renamed)
        #expect(before.map(\.kind) == after.map(\.kind))
        #expect(
            renamed
                == "let a = UserProfileItem(id: .init(\"x\"))  // UserProfileItem\nfunc fetchUserProfile() async {}\n")
    }

    @Test func withoutALowerCaseFormLowerCaseNamesStay() {
        let xcode = PlaceholderRenamer(replacement: "___VARIABLE_productName:identifier___", lowerReplacement: nil)
        #expect(
            xcode.rename("let sampleWorker: SampleWorker")
                == "let sampleWorker: ___VARIABLE_productName:identifier___Worker")
    }

    @Test(arguments: [
        ("UserProfile", "userProfile"), ("URLThing", "urlThing"), ("URL", "url"), ("X", "x"), ("X2", "x2"),
        ("Order", "order"), ("IOSApp", "iosApp"),
    ])
    func lowerCamelCase(name: String, expected: String) {
        #expect(PlaceholderRenamer.lowerCamelCase(name) == expected)
    }

    @Test(arguments: [
        ("Order", nil), ("UserProfile", nil), ("X", nil), ("X2", nil),
        ("order", "'order' is not a Swift type name: it must start with a capital letter, e.g. Order"),
        (
            "User_Profile",
            "'User_Profile' is not a Swift type name: use ASCII letters and digits only, e.g. Order or UserProfile"
        ),
        ("Zoë", "'Zoë' is not a Swift type name: use ASCII letters and digits only, e.g. Order or UserProfile"),
        ("2Order", "'2Order' is not a Swift type name: it must start with a capital letter"),
        ("Self", "'Self' is a Swift keyword and cannot name a type"),
        ("Any", "'Any' is a Swift keyword and cannot name a type"),
        ("Type", "'Type' is a Swift keyword and cannot name a type"),
        ("", "the name is empty"),
        (
            "../Order",
            "'../Order' is not a Swift type name: use ASCII letters and digits only, e.g. Order or UserProfile"
        ),
    ])
    func sceneNames(name: String, problem: String?) {
        #expect(ScaffoldName.problem(withSceneName: name) == problem)
    }

    @Test(arguments: [
        ("Shop", nil), ("shop_kit", nil), ("_Shop", nil),
        ("Shop-Kit", "'Shop-Kit' is not a Swift module name: start with a letter, then letters, digits or '_'"),
        ("9Shop", "'9Shop' is not a Swift module name: start with a letter, then letters, digits or '_'"),
        ("class", "'class' is a Swift keyword and cannot name a module"),
    ])
    func moduleNames(name: String, problem: String?) {
        #expect(ScaffoldName.problem(withModuleName: name) == problem)
    }
}
