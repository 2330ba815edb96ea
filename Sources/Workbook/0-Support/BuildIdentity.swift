/// What decides the bytes the tool makes from its inputs besides those
/// inputs: the tool's own build, and the version of every library it links
/// that parses or renders. libcmark is linked dynamically, so a package
/// upgrade changes the parser under an unchanged tool; with its version in
/// every key, pages cached by the old parser are never reused by the new one.
///
/// One value is made per run, where the book is loaded (`BookLoader`), and
/// travels with the `Book` to every key; it is passed, not looked up, so a
/// test can run the tool as if another library were linked, and the
/// parallel work (`concurrentMap`) sees the value its run was given.
struct BuildIdentity: Sendable, Hashable {
    /// The executable (`ToolIdentity.current`).
    var tool: String
    /// The linked cmark's version, as the library reports it at run time.
    var markdownLibrary: String
}

/// The inputs of one cached output, declared as a value: every field its
/// bytes are made of, and the identity of the build that makes them. Its
/// key is a fingerprint of its kind, the identity and `encode`'s fields;
/// nothing else goes in by hand, and an input the value does not hold is
/// one the output cannot read. The kind only keeps two kinds of output
/// with equal fields apart: a change to the tool changes its identity, so
/// no kind carries a version to bump.
protocol CacheInputs {
    /// A name of the kind of output, unique among the conforming types.
    /// (A literal: asking the runtime for the type's name took a few
    /// microseconds a key, a thousand times a build.)
    static var kind: String { get }
    var identity: BuildIdentity { get }
    /// Adds every input except `identity` (which `key` adds first).
    func encode(into key: inout KeyHash)
}

extension CacheInputs {
    /// The cache key: 32 hex digits.
    var key: String {
        var hash = KeyHash(Self.kind, identity: identity)
        encode(into: &hash)
        return hash.digest()
    }
}

/// A key under construction: a fingerprint of its kind, the build's
/// identity and the fields added, each with its length, so no two lists of
/// fields hash alike. The identity is asked for at the start, so no key
/// can be made without it.
struct KeyHash {
    private var hash = Fingerprint()

    init(_ kind: String, identity: BuildIdentity) {
        hash.update(field: kind)
        hash.update(field: identity.tool)
        hash.update(field: identity.markdownLibrary)
    }

    mutating func add(_ field: String) {
        hash.update(field: field)
    }

    mutating func add(_ number: Int) {
        hash.update(field: String(number))
    }

    /// Bytes, after their count.
    mutating func add(bytes: [UInt8]) {
        hash.update(field: String(bytes.count))
        hash.update(bytes)
    }

    /// A list, after its count.
    mutating func add(_ fields: [String]) {
        add(fields.count)
        for field in fields { add(field) }
    }

    mutating func digest() -> String {
        hash.hexDigest()
    }
}
