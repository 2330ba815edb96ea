import Foundation

/// What tells one build of the tool from another, for cache keys: the
/// executable's path, size and modification time (nanoseconds). Rebuilding
/// the tool changes it, so a new tool never reuses an old tool's entries.
/// Reading the file's metadata costs nothing, unlike hashing tens of
/// megabytes of executable on every run.
enum ToolIdentity {
    static let current: String = {
        let path = executablePath ?? CommandLine.arguments.first ?? "workbook"
        var status = stat()
        guard stat(path, &status) == 0 else { return "unknown \(path)" }
        #if canImport(Darwin)
        let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
        #else
        let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        #endif
        return "\(path) \(status.st_size) \(status.st_ino) \(modified)"
    }()

    /// The running executable's path. On Linux the kernel names it; asking
    /// Foundation's `Bundle.main` there lists the executable's folder, twice,
    /// which for a tool run from a crowded folder cost more than the build.
    private static var executablePath: String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return Bundle.main.executableURL?.path
        #endif
    }
}
