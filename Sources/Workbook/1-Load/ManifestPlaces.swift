/// Where book.json's text says things, for diagnostics that point there,
/// read from the JSON's own positions (`JSONText`) rather than by searching
/// the text for a quoted word, which finds `"en"` in `languages` when the
/// problem is the title's `"en"`. Every place falls back to the nearest
/// enclosing key that is there, and to 1:1 when the text cannot be read.
struct ManifestPlaces: Sendable {
    private let root: [JSONText.Member]

    init(_ text: String) {
        if let node = try? JSONText.parse(text), case .object(let members) = node.value {
            root = members
        } else {
            root = []
        }
    }

    /// The key at `path` (`["title", "en"]`), or the deepest of its
    /// enclosing keys that is there.
    func key(_ path: String...) -> (Int, Int) {
        key(path)
    }

    func key(_ path: [String]) -> (Int, Int) {
        var place = (1, 1)
        var members = root
        for name in path {
            guard let member = members.first(where: { $0.key == name }) else { break }
            place = (member.line, member.column)
            guard case .object(let inner) = member.value.value else { break }
            members = inner
        }
        return place
    }

    /// The string `value` in the list at `path` (`targets`, or
    /// `swiftSettings`'s list of a folder), or the list's key.
    func string(_ value: String, inListAt path: String...) -> (Int, Int) {
        var members = root
        for name in path.dropLast() {
            guard case .object(let inner)? = members.first(where: { $0.key == name })?.value.value else {
                return key(path)
            }
            members = inner
        }
        guard let last = path.last, case .array(let items)? = members.first(where: { $0.key == last })?.value.value,
            let item = items.first(where: { if case .string(value) = $0.value { true } else { false } })
        else { return key(path) }
        return (item.line, item.column)
    }
}
