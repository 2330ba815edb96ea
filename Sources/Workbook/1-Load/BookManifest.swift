import Foundation

/// `Chapters/book.json`: the book's title, languages, source language and the
/// folders it owns. Parsed strictly: an unknown key or a bad value is an error
/// that names the key.
struct BookManifest: Equatable, Sendable {
    var title: [String: String]
    var languages: [String]
    var sourceLanguage: String
    var targets: [String]
    /// Optional: owned folder → SwiftPM settings its target needs, each a
    /// `SwiftSetting` expression such as `.defaultIsolation(MainActor.self)`.
    /// The book's Package.swift must carry them (`check`), and starter
    /// packages are written with them (`extract`).
    var swiftSettings: [String: [String]] = [:]

    static let path = "Chapters/book.json"
    static let knownKeys = ["title", "languages", "sourceLanguage", "targets", "swiftSettings"]

    /// The title in `language`, falling back to the source language.
    func title(in language: String) -> String {
        title[language] ?? title[sourceLanguage] ?? ""
    }

    /// Parses the manifest's text; every problem found is reported, each at
    /// the line of the key it concerns.
    static func parse(_ text: String) throws(DiagnosticsError) -> BookManifest {
        let path = Self.path
        if text.utf8.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) {
            throw DiagnosticsError([
                .error(
                    path, 1, 1,
                    "book.json is not valid JSON: the file is empty; it needs an object with the keys \(knownKeys.joined(separator: ", "))"
                )
            ])
        }
        // The book's own JSON reader says where a syntax error is, in the same
        // words on every platform (Foundation's error descriptions differ
        // between Linux and macOS, and are not meant to be read by a program).
        do {
            _ = try JSONText.parse(text)
        } catch {
            throw DiagnosticsError([
                .error(path, error.line, error.column, "book.json is not valid JSON: \(error.message)")
            ])
        }
        let object: Any
        do {
            object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            throw DiagnosticsError([.error(path, 1, 1, "book.json is not valid JSON")])
        }
        guard let dictionary = object as? [String: Any] else {
            throw DiagnosticsError([
                .error(path, 1, 1, "book.json must be a JSON object with the keys \(knownKeys.joined(separator: ", "))")
            ])
        }
        var reader = ManifestReader(text: text, dictionary: dictionary)
        let manifest = reader.read()
        if !reader.diagnostics.isEmpty { throw DiagnosticsError(reader.diagnostics) }
        return manifest
    }
}

// MARK: - Reading

private struct ManifestReader {
    let places: ManifestPlaces
    let dictionary: [String: Any]
    var diagnostics: [Diagnostic] = []

    init(text: String, dictionary: [String: Any]) {
        places = ManifestPlaces(text)
        self.dictionary = dictionary
    }

    /// An error at the key at `path` (`"title", "en"`), or where it would be.
    mutating func fail(_ path: String..., message: String) {
        let (line, column) = places.key(path)
        diagnostics.append(.error(BookManifest.path, line, column, message))
    }

    mutating func read() -> BookManifest {
        for key in dictionary.keys.sorted() where !BookManifest.knownKeys.contains(key) {
            fail(
                key,
                message:
                    "unknown key '\(key)' in book.json (expected \(BookManifest.knownKeys.joined(separator: ", ")))")
        }
        let languages = stringList(
            "languages", validate: Self.isLanguageCode,
            what: "a language code such as \"en\" or \"pt-BR\"")
        let targets = stringList(
            "targets", validate: Self.isTargetFolder,
            what: "a folder under Sources/ or Tests/ such as \"Sources/UserScene\"")
        var sourceLanguage = ""
        switch dictionary["sourceLanguage"] {
        case nil:
            fail("sourceLanguage", message: "missing key 'sourceLanguage'")
        case let value as String where languages.contains(value):
            sourceLanguage = value
        case let value as String:
            fail("sourceLanguage", message: "'sourceLanguage' is \"\(value)\", which is not one of 'languages'")
        default:
            fail("sourceLanguage", message: "'sourceLanguage' must be a string")
        }
        var title: [String: String] = [:]
        switch dictionary["title"] {
        case nil:
            fail("title", message: "missing key 'title'")
        case let value as [String: Any]:
            for (language, entry) in value {
                guard let string = entry as? String, !string.trimmingCharacters(in: .whitespaces).isEmpty else {
                    fail("title", language, message: "'title.\(language)' must be a non-empty string"); continue
                }
                guard languages.contains(language) else {
                    fail("title", language, message: "'title.\(language)': \"\(language)\" is not one of 'languages'");
                    continue
                }
                title[language] = string
            }
            for language in languages where value[language] == nil {
                fail("title", message: "'title' has no entry for \"\(language)\"")
            }
        default:
            fail("title", message: "'title' must be an object mapping each language to the book's title")
        }
        return BookManifest(
            title: title, languages: languages,
            sourceLanguage: sourceLanguage, targets: targets,
            swiftSettings: swiftSettings(targets: targets))
    }

    /// `"swiftSettings": {"Sources/X": [".defaultIsolation(MainActor.self)"]}`:
    /// optional; each key one of `targets`, each value a non-empty list of
    /// setting expressions.
    mutating func swiftSettings(targets: [String]) -> [String: [String]] {
        guard let raw = dictionary["swiftSettings"] else { return [:] }
        let key = "swiftSettings"
        guard let object = raw as? [String: Any] else {
            fail(
                key,
                message: "'swiftSettings' must be an object mapping a folder of 'targets' to a list of SwiftPM settings"
            );
            return [:]
        }
        var result: [String: [String]] = [:]
        for folder in object.keys.sorted() {
            guard targets.contains(folder) else {
                fail(key, folder, message: "'swiftSettings' names \"\(folder)\", which is not one of 'targets'");
                continue
            }
            guard let list = object[folder] as? [Any], !list.isEmpty else {
                fail(key, folder, message: "'swiftSettings.\(folder)' must be a non-empty array of strings"); continue
            }
            var settings: [String] = []
            for element in list {
                guard let setting = element as? String, Self.isSettingExpression(setting) else {
                    fail(
                        key, folder,
                        message:
                            "'swiftSettings.\(folder)' contains \(Self.describe(element)), expected a SwiftPM setting such as \".defaultIsolation(MainActor.self)\""
                    ); continue
                }
                settings.append(setting)
            }
            result[folder] = settings
        }
        return result
    }

    mutating func stringList(_ key: String, validate: (String) -> Bool, what: String) -> [String] {
        guard let raw = dictionary[key] else {
            fail(key, message: "missing key '\(key)'"); return []
        }
        guard let array = raw as? [Any], !array.isEmpty else {
            fail(key, message: "'\(key)' must be a non-empty array of strings"); return []
        }
        var result: [String] = []
        for element in array {
            guard let string = element as? String, validate(string) else {
                fail(key, message: "'\(key)' contains \(Self.describe(element)), expected \(what)"); continue
            }
            if result.contains(string) {
                fail(key, message: "'\(key)' lists \"\(string)\" twice"); continue
            }
            result.append(string)
        }
        return result
    }

    static func describe(_ value: Any) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        if value is NSNull { return "null" }
        return "a \(type(of: value))"
    }

    static func isLanguageCode(_ string: String) -> Bool {
        let parts = string.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        let primary = parts[0]
        guard (2...3).contains(primary.count), primary.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return false
        }
        if parts.count == 2 {
            let region = parts[1]
            return (2...4).contains(region.count) && region.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
        return true
    }

    /// One line, starting `.name`, with balanced brackets, plain string
    /// literals and no comment: it is pasted into a Package.swift's list, so
    /// it must not be able to end that list or hide the rest of the line.
    static func isSettingExpression(_ string: String) -> Bool {
        let bytes = Array(string.utf8)
        guard bytes.count >= 2, bytes[0] == UInt8(ascii: "."),
            bytes[1] >= UInt8(ascii: "a"), bytes[1] <= UInt8(ascii: "z")
        else { return false }
        var depth = 0
        var inString = false
        for byte in bytes {
            if byte < 0x20 || byte == UInt8(ascii: "\\") { return false }
            if byte == UInt8(ascii: "\"") {
                inString.toggle()
                continue
            }
            if inString { continue }
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
                if depth < 0 { return false }
            case UInt8(ascii: ","):
                if depth == 0 { return false }
            case UInt8(ascii: "/"), UInt8(ascii: "{"), UInt8(ascii: "}"):
                return false
            default:
                break
            }
        }
        return depth == 0 && !inString
    }

    static func isTargetFolder(_ string: String) -> Bool {
        let components = string.split(separator: "/", omittingEmptySubsequences: false)
        guard components.count == 2, components[0] == "Sources" || components[0] == "Tests" else {
            return false
        }
        let name = components[1]
        return !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }
    }
}
