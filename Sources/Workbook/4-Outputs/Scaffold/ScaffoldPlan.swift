import Foundation

/// The files `scaffold` writes for one scene, relative to the `--into`
/// folder, and what it has to say about them. Pure: it reads nothing.
struct ScaffoldPlan: Sendable {
    /// What `--into` is.
    enum Layout: Sendable, Equatable {
        /// An empty or new folder: a complete package goes there.
        case newPackage
        /// A folder with a `Package.swift`: the targets' files go into its
        /// `Sources/` and `Tests/`, and the lines for its manifest are printed.
        case existingPackage(manifest: String)
    }

    var kind: ScaffoldKind
    var name: String
    var module: String
    var testModule: String { module + "Tests" }
    var files: [(path: String, contents: String)]
    /// For an existing package: the lines its `Package.swift` still lacks.
    var manifestLines: [String]

    /// The plan for `name` from `template`, or the diagnostics that forbid it.
    static func make(
        template: SceneTemplate, name: String, module: String?, interfaces: Set<ScaffoldInterface>,
        layout: Layout, traits: BookPackageTraits, swiftSettings: [String]
    ) throws(DiagnosticsError) -> ScaffoldPlan {
        let kind = template.kind
        let module = module ?? name + kind.moduleSuffix
        let codeNames = Set(template.codeNames().keys)
        let renamer = PlaceholderRenamer(
            replacement: name, lowerReplacement: PlaceholderRenamer.lowerCamelCase(name),
            exactRenames: [kind.templateModule: module], codeNames: codeNames)
        let problems = template.namingProblems(renamer: renamer, modules: [module, module + "Tests"])
        if !problems.isEmpty { throw DiagnosticsError(problems) }
        var files: [(path: String, contents: String)] = []
        for file in template.files(for: interfaces) {
            let folder = file.role == .source ? "Sources/\(module)" : "Tests/\(module)Tests"
            files.append((folder + "/" + renamedPath(file.name, renamer: renamer), renamer.rename(file.text)))
        }
        var plan = ScaffoldPlan(kind: kind, name: name, module: module, files: files, manifestLines: [])
        switch layout {
        case .newPackage:
            plan.files.insert(("Package.swift", plan.manifest(traits: traits, swiftSettings: swiftSettings)), at: 0)
            plan.files.append((".gitignore", ".build/\n.swiftpm/\n"))
        case .existingPackage(let manifest):
            plan.manifestLines = plan.missingTargetLines(in: manifest, swiftSettings: swiftSettings)
        }
        return plan
    }

    /// A template's path renamed: each file name as a name in code
    /// (`SampleLifecycle.swift` → `OrderLifecycle.swift`).
    static func renamedPath(_ path: String, renamer: PlaceholderRenamer) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { component in
            let base = component.hasSuffix(".swift") ? component.dropLast(6) : component
            let renamed = renamer.renamedName(base).map { Substring($0) } ?? base
            return String(renamed) + (component.hasSuffix(".swift") ? ".swift" : "")
        }.joined(separator: "/")
    }

    // MARK: - Package.swift

    /// The target declarations, as they go into `targets:`.
    func targetLines(swiftSettings: [String]) -> [String] {
        let settings = swiftSettings.isEmpty ? "" : ", swiftSettings: [\(swiftSettings.joined(separator: ", "))]"
        return [
            ".target(name: \"\(module)\"\(settings)),",
            ".testTarget(name: \"\(testModule)\", dependencies: [\"\(module)\"]),",
        ]
    }

    /// A package of its own: the book's tools version and platforms, the
    /// module as a library (so Xcode offers a scheme that builds its views
    /// for the iOS Simulator), its tests, Swift 6 language mode.
    func manifest(traits: BookPackageTraits, swiftSettings: [String]) -> String {
        let targets = targetLines(swiftSettings: swiftSettings).map { "        " + $0 }.joined(separator: "\n")
        return """
            // swift-tools-version:\(traits.toolsVersion)
            import PackageDescription

            let package = Package(
                name: "\(module)",
                platforms: \(traits.platforms),
                products: [
                    .library(name: "\(module)", targets: ["\(module)"]),
                ],
                targets: [
            \(targets)
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }

    /// The target lines an existing manifest lacks. A target counts as
    /// declared when the manifest has `.target(name: "X"` (or any other kind
    /// of target) for it; the package's own `name:` does not count.
    func missingTargetLines(in manifest: String, swiftSettings: [String]) -> [String] {
        let bytes = Array(manifest.utf8)
        let tokens = SwiftLexer.tokenize(bytes).filter { !$0.isTrivia }
        let kinds: Set<String> = [
            "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
        ]
        var declared: Set<String> = []
        for index in tokens.indices.dropFirst() where index + 6 < tokens.count {
            let words = tokens[(index - 1)...(index + 6)].map { $0.text(in: bytes) }
            guard words[0] == ".", kinds.contains(words[1]), words[2] == "(", words[3] == "name", words[4] == ":",
                tokens[index + 4].kind == .stringStart, tokens[index + 5].kind == .stringSegment,
                tokens[index + 6].kind == .stringEnd
            else { continue }
            declared.insert(words[6])
        }
        let lines = targetLines(swiftSettings: swiftSettings)
        return [(module, lines[0]), (testModule, lines[1])].filter { !declared.contains($0.0) }.map(\.1)
    }
}
