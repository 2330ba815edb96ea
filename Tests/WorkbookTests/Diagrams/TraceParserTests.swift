import Foundation
import Testing

@testable import Workbook

/// The trace format and the commands the tool agrees to run.
@Suite struct TraceParserTests {
    static let path = "Chapters/diagrams/run.en.trace"

    func parse(_ text: String) -> Result<TraceDocument, Diagnostic> {
        TraceDocument.parse(text, path: Self.path)
    }

    @Test func callsAnswersAndParticipantsInOrderOfAppearance() throws {
        let trace = try parse(
            """
            # trace: swift run cycle-demo --trace run --lang en
            View -> Interactor: fetchUser(request:) userID: 42
            Interactor -> Worker: fetchUser(id:) 42
            Worker --> Interactor: fetchUser(id:) Ada Lovelace
            Interactor -> Presenter: presentUser(response:)

            """
        ).get()
        #expect(trace.command == "swift run cycle-demo --trace run --lang en")
        #expect(trace.commandColumn == 10)
        #expect(trace.participants == ["View", "Interactor", "Worker", "Presenter"])
        #expect(trace.messages.map(\.kind) == [.call, .call, .reply, .call])
        #expect(
            trace.messages[0]
                == .init(
                    kind: .call, from: "View", to: "Interactor",
                    method: "fetchUser(request:)", value: "userID: 42", line: 2))
        #expect(trace.messages[2].from == "Worker" && trace.messages[2].to == "Interactor")
        #expect(trace.messages[3].value == "")
        #expect(trace.body.count == 4)
    }

    @Test func aHeaderAloneIsATraceNotRecordedYet() throws {
        let trace = try parse("# trace: swift run demo\n").get()
        #expect(trace.messages.isEmpty)
    }

    @Test(arguments: [
        ("View -> Interactor: f()\n", "1:1: error: a trace file starts with '# trace: swift run PRODUCT ARGUMENTS…'"),
        ("# trace: \n", "1:1: error: a trace file starts with"),
        (
            "# trace: swift run demo\nView => Interactor: f()\n",
            "2:6: error: expected '->' (a call) or '-->' (an answer) after 'View', found '=>'"
        ),
        ("# trace: swift run demo\nView\n", "2:5: error: expected ' -> ' or ' --> ' after 'View'"),
        ("# trace: swift run demo\nView -> Interactor f()\n", "2:9: error: expected the callee and ':' after '->'"),
        ("# trace: swift run demo\nView -> Interactor:\n", "2:20: error: expected a method after 'Interactor:'"),
        (
            "# trace: swift run demo\nView -> Interactor: f()\n\nView -> Interactor: g()\n",
            "3:1: error: blank line; a trace holds one message a line"
        ),
        (
            "# trace: swift run demo\n  View -> Interactor: f()\n",
            "2:1: error: expected 'CALLER -> CALLEE: method(…) value'"
        ),
        ("# trace: swift run demo\nVi<ew -> Interactor: f()\n", "2:3: error: 'Vi<ew' is not a type or object name"),
        (
            "# trace: swift run demo\nView -> Inter;actor: f()\n",
            "2:14: error: 'Inter;actor' is not a type or object name"
        ),
        ("# trace: swift run demo\nView -> Interactor: f() \n", "2:24: error: space at the end of the line"),
    ])
    func malformedLinesAreDiagnosticsAtTheirPlace(text: String, expected: String) {
        guard case .failure(let problem) = parse(text) else {
            Issue.record("parsed: \(text)")
            return
        }
        #expect(problem.description.hasPrefix("\(Self.path):\(expected)"), "\(problem.description)")
    }

    // MARK: - Commands

    func command(_ text: String, products: [String] = ["cycle-demo", "workbook"]) -> Result<TraceCommand, Diagnostic> {
        TraceCommand.parse(text, column: 10, path: Self.path, products: products)
    }

    @Test func aProductOfThePackageWithPlainArgumentsIsRun() throws {
        let parsed = try command("swift run cycle-demo --trace vip-fetch-user --lang de_CH").get()
        #expect(
            parsed == TraceCommand(product: "cycle-demo", arguments: ["--trace", "vip-fetch-user", "--lang", "de_CH"]))
        #expect(parsed.description == "swift run cycle-demo --trace vip-fetch-user --lang de_CH")
    }

    @Test(arguments: [
        ("bash -c 'rm -rf /'", "1:10: error: a trace is recorded by 'swift run PRODUCT ARGUMENTS…'"),
        ("swift build", "1:10: error: a trace is recorded by 'swift run PRODUCT ARGUMENTS…'"),
        ("swift run", "1:10: error: a trace is recorded by"),
        ("swift run -c release cycle-demo", "1:20: error: '-c': options of 'swift run' are not passed on"),
        (
            "swift run rm -rf /",
            "1:20: error: 'rm' is not an executable product of this package (Package.swift declares 'cycle-demo', 'workbook')"
        ),
        ("swift run cycle-demo --trace x;reboot", "1:39: error: argument 'x;reboot' holds ';'"),
        ("swift run cycle-demo $(whoami)", "1:31: error: argument '$(whoami)' holds '$'"),
    ])
    func anythingElseIsRefusedBeforeItRuns(text: String, expected: String) {
        guard case .failure(let problem) = command(text) else {
            Issue.record("accepted: \(text)")
            return
        }
        #expect(problem.description.hasPrefix("\(Self.path):\(expected)"), "\(problem.description)")
    }

    @Test func executableProductsAreReadFromPackageSwift() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "workbook-products-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            let package = Package(
                name: "X",
                products: [
                    .executable(name: "workbook", targets: ["WorkbookCLI"]),
                    .library(name: "Lib", targets: ["Lib"]),
                    .executable(
                        name: "cycle-demo", targets: ["CycleDemo"]),
                ]
            )
            """.utf8
        ).write(to: folder.appendingPathComponent("Package.swift"))
        #expect(TraceCommand.executableProducts(root: folder) == ["workbook", "cycle-demo"])
        #expect(TraceCommand.executableProducts(root: folder.appendingPathComponent("none")) == [])
    }
}
