import Foundation

/// What tells one build of the tool from another, for cache keys: the
/// executable's path, size and modification time (nanoseconds). Rebuilding
/// the tool changes it, so a new tool never reuses an old tool's entries.
/// Reading the file's metadata costs nothing, unlike hashing tens of
/// megabytes of executable on every run.
enum ToolIdentity {
    static let current: String = {
        let path = Bundle.main.executableURL?.path ?? CommandLine.arguments.first ?? "workbook"
        var status = stat()
        guard stat(path, &status) == 0 else { return "unknown \(path)" }
        #if canImport(Darwin)
        let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
        #else
        let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        #endif
        return "\(path) \(status.st_size) \(status.st_ino) \(modified)"
    }()
}
