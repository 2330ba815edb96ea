import Foundation

extension TranslationLock {
    /// What is on disk at `Chapters/translations.lock`.
    enum Loaded: Sendable {
        /// No lock yet: no translation is tracked (the first `workbook status` records them all).
        case missing
        /// A lock that parsed; `problems` is empty.
        case found(TranslationLock)
        /// A lock that did not parse: a bad merge, a truncated file. Nothing may overwrite it.
        case malformed([Diagnostic])

        /// The lock, when there is a usable one.
        var lock: TranslationLock? {
            if case .found(let lock) = self { lock } else { nil }
        }

        /// The errors of a malformed lock.
        var problems: [Diagnostic] {
            if case .malformed(let problems) = self { problems } else { [] }
        }
    }

    /// The largest lock the tool reads. The lock holds the source text of
    /// the whole book once, so it may outgrow a chapter's limit.
    static let sizeLimit = 8 * SourceText.sizeLimit

    /// Reads and parses the lock of the book at `root`.
    static func load(root: URL) -> Loaded {
        load(root: root, remembering: nil)
    }

    /// The same, where `kept` remembers the last lock parsed, by its bytes
    /// (`watch`: the lock rarely changes between two saves, and parsing it
    /// was a twentieth of a rebuild of the book).
    static func load(root: URL, remembering kept: ParsedChapters?) -> Loaded {
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        let bytes: [UInt8]
        do {
            bytes = try SourceText.readBytes(url, path: path, limit: sizeLimit)
        } catch {
            return .malformed(error.diagnostics)
        }
        // Hashed only for a caller that keeps the lock: a one-off run parses it anyway.
        let key = kept.map { _ in
            var hash = Fingerprint()
            hash.update(bytes)
            return hash.hexDigest()
        }
        if let key, let loaded = kept?.lock(key: key) { return loaded }
        let loaded: Loaded
        do {
            let (lock, problems) = parse(try SourceText.decode(bytes, path: path))
            loaded = problems.isEmpty ? .found(lock) : .malformed(problems)
        } catch {
            loaded = .malformed(error.diagnostics)
        }
        if let key { kept?.keep(lock: loaded, key: key) }
        return loaded
    }

    /// Writes the lock of the book at `root` in one step: a temporary file
    /// beside it, then a rename, so a reader never sees half a lock.
    func write(root: URL) throws(DiagnosticsError) {
        let url = root.appendingPathComponent(Self.path)
        do {
            try Data(serialized().utf8).write(to: url, options: .atomic)
        } catch {
            throw DiagnosticsError([
                .error(Self.path, 0, 0, "cannot write the lock: \(error.localizedDescription)")
            ])
        }
    }
}
