import Dispatch
import Foundation
import Synchronization

/// The book's `Package.swift` as SwiftPM reads it: `swift package
/// dump-package` evaluates the manifest and prints its targets as JSON, so
/// a setting split over lines, a comment between its parts or a target
/// built by a helper function read as the compiler reads them, and a
/// setting left in a comment is not there. Reading the Swift text instead
/// could do none of that.
///
/// Evaluating the manifest takes a second or two, so what it printed is
/// kept under `.workbook/cache/package/`, keyed by the bytes of
/// `Package.swift`, the `swift` that ran and the tool's identity: a warm
/// run reads a file.
struct PackageManifest: Sendable, Equatable {
    struct Target: Sendable, Equatable {
        var name: String
        /// Each Swift setting in the form `canonical` gives book.json's,
        /// e.g. `enableUpcomingFeature(ExistentialAny)`.
        var swiftSettings: [String]
    }

    var targets: [Target]

    func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The manifest of the book at `root`, or why there is none.
    enum Loaded: Sendable, Equatable {
        /// No `Package.swift`: a book outside a package is not checked.
        case missing
        case found(PackageManifest)
        /// `swift` is not on `PATH`, or the manifest did not evaluate:
        /// the message says which, for a diagnostic.
        case failed(String)
    }

    /// The inputs of one cached dump.
    struct Inputs: CacheInputs {
        static let kind = "package manifest"
        var identity: BuildIdentity
        var swift: String
        var package: [UInt8]

        func encode(into key: inout KeyHash) {
            key.add(swift)
            key.add(bytes: package)
        }
    }

    /// How the manifest is evaluated: the JSON `swift package dump-package`
    /// prints for the package at the given root, or why it could not. A
    /// test passes a stand-in to count the runs.
    typealias Dump = @Sendable (_ swift: String, _ root: URL) -> Result<Data, Failure>

    struct Failure: Error, Sendable, Equatable {
        var message: String
    }

    /// Reads the manifest of the book at `root`: from the cache when it
    /// holds a dump of these bytes, else by running `dump`. `path` is the
    /// `PATH` to find `swift` on.
    static func load(
        root: URL, identity: BuildIdentity,
        path: String? = ProcessInfo.processInfo.environment["PATH"],
        dump: Dump = Self.dumpPackage
    ) -> Loaded {
        guard let package = FileManager.default.contents(atPath: root.appendingPathComponent("Package.swift").path)
        else { return .missing }
        guard let swift = executable("swift", path: path) else {
            return .failed(
                "'swift' is not on PATH, so Package.swift cannot be read (it is read as `swift package dump-package` reads it); install a Swift toolchain or put its bin folder on PATH"
            )
        }
        let cache = ContentCache(root: root, kind: "package")
        let key = Inputs(identity: identity, swift: swift, package: Array(package)).key
        if let data = cache.value(for: key), let manifest = parse(data) { return .found(manifest) }
        switch dump(swift, root) {
        case .failure(let failure):
            return .failed(failure.message)
        case .success(let data):
            guard let manifest = parse(data) else {
                return .failed("`swift package dump-package` printed no package description this tool can read")
            }
            // Only a dump that parsed is kept: a failure is tried again next run.
            cache.store(data, for: key)
            return .found(manifest)
        }
    }

    /// The targets of a dump and their Swift settings; nil when `data` is
    /// not such a dump.
    static func parse(_ data: Data) -> PackageManifest? {
        guard let root = try? JSONText.parse(String(decoding: data, as: UTF8.self)),
            case .object(let members) = root.value,
            case .array(let targets)? = members.first(where: { $0.key == "targets" })?.value.value
        else { return nil }
        var result: [Target] = []
        for target in targets {
            guard case .object(let fields) = target.value,
                case .string(let name)? = fields.first(where: { $0.key == "name" })?.value.value
            else { return nil }
            var settings: [String] = []
            if case .array(let list)? = fields.first(where: { $0.key == "settings" })?.value.value {
                for setting in list {
                    guard case .object(let parts) = setting.value,
                        case .string("swift")? = parts.first(where: { $0.key == "tool" })?.value.value,
                        case .object(let kind)? = parts.first(where: { $0.key == "kind" })?.value.value,
                        let only = kind.first, kind.count == 1
                    else { continue }
                    settings.append(spelling(only.key, only.value))
                }
            }
            result.append(Target(name: name, swiftSettings: settings))
        }
        return PackageManifest(targets: result)
    }

    /// A setting of the dump in the form `canonical` gives book.json's:
    /// `{"enableUpcomingFeature": {"_0": "X"}}` is `enableUpcomingFeature(X)`.
    static func spelling(_ kind: String, _ value: JSONText.Node) -> String {
        var arguments: [String] = []
        if case .object(let fields) = value.value {
            for field in fields.sorted(by: { $0.key < $1.key }) { arguments.append(argument(field.value)) }
        }
        return "\(kind)(\(arguments.joined(separator: ",")))"
    }

    private static func argument(_ node: JSONText.Node) -> String {
        switch node.value {
        case .string(let text), .number(let text): text
        case .null: "nil"
        case .bool(let value): String(value)
        case .array(let items): "[" + items.map(argument).joined(separator: ",") + "]"
        case .object(let members): "(" + members.map { "\($0.key):\(argument($0.value))" }.joined(separator: ",") + ")"
        }
    }

    /// A setting as book.json writes it (a `SwiftSetting` call), reduced to
    /// what the dump keeps of it: the case's name and its arguments, with
    /// white space, quotes, `.self` and an enum case's leading dot (and the
    /// `v` of a language mode, `.v5`) left out. `.enableUpcomingFeature(
    /// "X")` is `enableUpcomingFeature(X)`, `.swiftLanguageMode(.v5)` is
    /// `swiftLanguageMode(5)`, `.defaultIsolation(MainActor.self)` is
    /// `defaultIsolation(MainActor)`.
    static func canonical(_ setting: String) -> String {
        var result = ""
        var inString = false
        var argumentStart = false
        for character in setting.dropFirst(setting.hasPrefix(".") ? 1 : 0) {
            if character == "\"" {
                inString.toggle()
                continue
            }
            if inString {
                result.append(character)
                continue
            }
            if character.isWhitespace { continue }
            if argumentStart && character == "." { continue }
            argumentStart = "([,".contains(character)
            result.append(character)
        }
        result = result.replacingOccurrences(of: ".self", with: "")
        if result.hasPrefix("swiftLanguageMode(v") { result.remove(at: result.index(result.startIndex, offsetBy: 18)) }
        return result
    }

    /// The first file called `name` on `path` that can be run.
    static func executable(_ name: String, path: String?) -> String? {
        for folder in (path ?? "").split(separator: ":") {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs `swift package dump-package` on the package at `root`, with a
    /// scratch folder of its own: the book's `.build` may be locked by the
    /// `swift run` or `swift build` this tool was started from.
    @Sendable static func dumpPackage(swift: String, root: URL) -> Result<Data, Failure> {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("workbook-manifest-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Reading a manifest compiles it: two minutes are far more than it takes,
        // and a hung toolchain must not hang `check` (the whole process group
        // is stopped, as for a trace run).
        switch Subprocess.run(
            swift, ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"],
            in: root, timeout: 120)
        {
        case .failure(let failure):
            return .failure(Failure(message: failure.message))
        case .success(let finished) where finished.status != 0:
            let lines = String(decoding: finished.error, as: UTF8.self).split(separator: "\n")
            let reason = lines.first { $0.contains("error:") } ?? lines.last ?? "exit status \(finished.status)"
            return .failure(Failure(message: "`swift package dump-package` could not read Package.swift: \(reason)"))
        case .success(let finished):
            return .success(finished.output)
        }
    }
}
