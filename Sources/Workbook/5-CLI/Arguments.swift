import Foundation

/// A wrong command line: printed as `Error: …` followed by the verb's usage,
/// exit status 64.
struct UsageError: Error, Equatable {
    var message: String
    init(_ message: String) { self.message = message }
}

/// The arguments of one verb, consumed as options are recognised, so that
/// anything left over is reported as unexpected.
struct Arguments {
    private(set) var remaining: [String]

    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Removes `--name` (or any of `names`) and says whether it was there.
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        remaining.removeAll { argument in
            if names.contains(argument) { found = true; return true }
            return false
        }
        return found
    }

    /// Removes `--name VALUE` or `--name=VALUE` and returns VALUE.
    mutating func option(_ name: String) throws(UsageError) -> String? {
        var value: String?
        var index = 0
        while index < remaining.count {
            let argument = remaining[index]
            if argument == name {
                guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
                    throw UsageError("Missing value for '\(name) <\(Self.placeholder(name))>'.")
                }
                if value != nil { throw UsageError("'\(name)' given more than once.") }
                value = remaining[index + 1]
                remaining.removeSubrange(index...(index + 1))
            } else if argument.hasPrefix(name + "=") {
                if value != nil { throw UsageError("'\(name)' given more than once.") }
                value = String(argument.dropFirst(name.count + 1))
                if value!.isEmpty { throw UsageError("Missing value for '\(name) <\(Self.placeholder(name))>'.") }
                remaining.remove(at: index)
            } else {
                index += 1
            }
        }
        return value
    }

    /// Removes and returns the next positional argument, if any.
    mutating func positional() -> String? {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
        return remaining.remove(at: index)
    }

    /// Removes and returns every argument left, in order (a verb that passes
    /// them on to another program).
    mutating func takeAll() -> [String] {
        defer { remaining = [] }
        return remaining
    }

    /// Throws when arguments remain that no option or positional consumed.
    func expectEmpty() throws(UsageError) {
        guard let first = remaining.first else { return }
        if first.hasPrefix("-") { throw UsageError("Unknown option '\(first)'.") }
        throw UsageError("Unexpected argument '\(first)'.")
    }

    static func placeholder(_ name: String) -> String {
        String(name.drop(while: { $0 == "-" }))
    }
}
