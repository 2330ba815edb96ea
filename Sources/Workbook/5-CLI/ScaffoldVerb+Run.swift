import Foundation

extension ScaffoldVerb {
    /// Plans, checks and writes one scene; prints what it wrote and what comes next.
    func scaffoldScene(
        template: SceneTemplate, name: String, into: String, interfaces: Set<ScaffoldInterface>, module: String?,
        analysis: BookAnalysis, context: CommandContext
    ) throws(DiagnosticsError) -> Int32 {
        let console = context.console
        let destination = context.resolve(into)
        let shown = Self.shownPath(into)
        let layout = try Self.layout(of: destination, shown: shown)
        let plan = try ScaffoldPlan.make(
            template: template, name: name, module: module, interfaces: interfaces, layout: layout,
            traits: BookPackageTraits.read(root: analysis.book.root),
            swiftSettings: analysis.book.manifest.swiftSettings[template.kind.sourceFolder] ?? [])
        let folders =
            layout == .newPackage
            ? [destination]
            : ["Sources/\(plan.module)", "Tests/\(plan.testModule)"].map {
                destination.appendingPathComponent($0)
            }
        for folder in folders {
            if let problem = Self.managedFolderProblem(folder, book: analysis.book) {
                throw DiagnosticsError([.error(shown(""), 1, 1, problem)])
            }
        }
        let writer = ScaffoldWriter(destination: destination, shownPath: shown)
        let inTheWay = writer.problems(for: plan.files)
        if !inTheWay.isEmpty {
            let count = inTheWay.count
            throw DiagnosticsError(
                inTheWay + [
                    .error(
                        shown(""), 1, 1,
                        "\(count) path\(count == 1 ? " is" : "s are") in the way of the \(template.kind.title) \(name); scaffold never overwrites (choose another --into, --module-name or name)"
                    )
                ])
        }
        if dryRun {
            for (path, _) in plan.files { console.print("would write \(shown(path))") }
        } else {
            try writer.write(plan.files)
            for (path, _) in plan.files { console.print("wrote \(shown(path))") }
        }
        let verb = dryRun ? "would write" : "wrote"
        console.print(
            "scaffold: \(verb) the \(template.kind.title) \(name) (module \(plan.module), \(plan.files.count) files) into \(shown(""))"
        )
        if case .existingPackage = layout {
            if plan.manifestLines.isEmpty {
                console.print("\(shown("Package.swift")) already declares \(plan.module) and \(plan.testModule).")
            } else {
                console.print("Add to the targets of \(shown("Package.swift")):")
                for line in plan.manifestLines { console.print("        " + line) }
            }
        }
        if dryRun {
            console.print("scaffold: --dry-run: nothing was written")
        } else {
            let folder = shown("")
            console.print("Then run: " + (folder == "." ? "" : "cd \(Self.shellQuoted(folder)) && ") + "swift test")
        }
        return ExitStatus.success
    }

    /// Writes the Xcode templates of every kind into `into`.
    func writeXcodeTemplates(
        _ templates: [SceneTemplate], into: String, context: CommandContext
    ) throws(DiagnosticsError) -> Int32 {
        let console = context.console
        let destination = context.resolve(into)
        let shown = Self.shownPath(into)
        let files = try XcodeTemplates.files(for: templates)
        var inTheWay: [Diagnostic] = []
        let folders = Array(Set(files.map { String($0.path.split(separator: "/")[0]) })).sorted()
        for folder in folders
        where FileManager.default.fileExists(atPath: destination.appendingPathComponent(folder).path) {
            inTheWay.append(
                .error(
                    shown(folder), 1, 1,
                    "is in the way: scaffold never overwrites a template; remove it first to update it"))
        }
        let writer = ScaffoldWriter(destination: destination, shownPath: shown)
        inTheWay += writer.problems(for: files)
        if !inTheWay.isEmpty { throw DiagnosticsError(inTheWay) }
        if !dryRun { try writer.write(files) }
        for folder in folders { console.print("\(dryRun ? "would write" : "wrote") \(shown(folder))") }
        if dryRun {
            console.print("scaffold: --dry-run: nothing was written")
        } else {
            console.print(
                "scaffold: wrote \(folders.count) Xcode file templates; copy them to ~/Library/Developer/Xcode/Templates/ (or write them there directly) and they appear under File > New > File…"
            )
        }
        return ExitStatus.success
    }

    // MARK: - Places

    /// What `destination` is: a new package's folder, or an existing package.
    static func layout(of destination: URL, shown: (String) -> String) throws(DiagnosticsError) -> ScaffoldPlan.Layout {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder) else {
            return .newPackage
        }
        guard isFolder.boolValue else {
            throw DiagnosticsError([.error(shown(""), 1, 1, "is not a folder; nothing was written")])
        }
        let manifest = destination.appendingPathComponent("Package.swift")
        if let data = FileManager.default.contents(atPath: manifest.path) {
            return .existingPackage(manifest: String(decoding: data, as: UTF8.self))
        }
        let visible = ((try? FileManager.default.contentsOfDirectory(atPath: destination.path)) ?? []).filter {
            !$0.hasPrefix(".")
        }
        guard visible.isEmpty else {
            throw DiagnosticsError([
                .error(
                    shown(""), 1, 1,
                    "is neither empty nor a Swift package (it has no Package.swift); give an empty or new folder, or a package's folder"
                )
            ])
        }
        return .newPackage
    }

    /// A folder the tool manages that `folder` is, or lies in: the book's
    /// own folder is fine to add a package's targets to, its owned folders,
    /// `Chapters/`, `Site/` and `.workbook/` are not.
    static func managedFolderProblem(_ folder: URL, book: Book) -> String? {
        let target = BookLoader.realPath(folder)
        let root = BookLoader.realPath(book.root)
        for managed in ["Chapters", SiteBuilder.folder, ".workbook"] + book.manifest.targets {
            let path = root + "/" + managed
            if target == path || target.hasPrefix(path + "/") || (path.hasPrefix(target + "/") && target != root) {
                return
                    "would put the \(folder.lastPathComponent) folder in or over \(managed), which the book's tool manages; scaffold into a folder of its own"
            }
        }
        return nil
    }

    /// Paths as the user gave `--into`: `x/Package.swift`, `../Order/Sources/…`.
    static func shownPath(_ into: String) -> (String) -> String {
        var base = into
        while base.count > 1, base.hasSuffix("/") { base.removeLast() }
        return { path in path.isEmpty ? base : (base == "/" ? "/" : base + "/") + path }
    }

    /// `path` as one word for a shell command.
    static func shellQuoted(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) || "/._-+~".unicodeScalars.contains($0)
        }
        return plain ? path : "'" + path.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// Warnings when the templates' tangled files on disk differ from what
    /// the chapters give: what `scaffold` writes is then not yet the code
    /// the book's tests ran.
    static func staleTemplateWarnings(_ analysis: BookAnalysis, kinds: [ScaffoldKind]) -> [Diagnostic] {
        let folders = kinds.flatMap { [$0.sourceFolder + "/", $0.testFolder + "/"] }
        return analysis.tangledFiles().filter { file in folders.contains { file.path.hasPrefix($0) } }.compactMap {
            file in
            let url = analysis.book.root.appendingPathComponent(file.path)
            if FileManager.default.contents(atPath: url.path) == Data(file.contents.utf8) { return nil }
            return .warning(
                file.path, 0, 0,
                "differs from what the chapters give: run 'workbook tangle' and 'swift test', so that what scaffold writes is code the tests have run"
            )
        }
    }
}
