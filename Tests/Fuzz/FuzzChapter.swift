// The libFuzzer entry point over one chapter: every input goes through
// `ChapterPipeline` (Tests/WorkbookTests/Hardening/ChapterPipeline.swift);
// a broken invariant aborts, so libFuzzer keeps the input as a crash.
// Compiled by Scripts/fuzz.sh together with Sources/Workbook, as one module;
// not part of the package.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzChapterEntry(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = ChapterPipeline.problems(bytes)
    if !problems.isEmpty {
        FileHandle.standardError.write(Data("FuzzChapter invariant broken: \(problems)\n".utf8))
        abort()
    }
    return 0
}

// The same binary is also the `workbook` command when it is run under that
// name (Scripts/fuzz.sh --build links `workbook` to it): the kill test
// (Scripts/kill-test.sh) then runs the optimized, AddressSanitizer-checked
// build the fuzzer uses, and CI compiles the tool once for both. libFuzzer
// calls this before it reads its own flags. `_exit`, not `exit`: the leak
// check belongs to fuzz.sh's own pass over the seeds, not to every command.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzChapterInitialize(_ argc: UnsafeMutableRawPointer?, _ argv: UnsafeMutableRawPointer?) -> CInt {
    let arguments = CommandLine.arguments
    guard let name = arguments.first, URL(fileURLWithPath: name).lastPathComponent == "workbook" else { return 0 }
    let console = Console(
        out: { FileHandle.standardOutput.write(Data($0.utf8)) },
        error: { FileHandle.standardError.write(Data($0.utf8)) })
    _exit(WorkbookCommand(arguments: Array(arguments.dropFirst())).run(console: console))
}
