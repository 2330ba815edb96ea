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
