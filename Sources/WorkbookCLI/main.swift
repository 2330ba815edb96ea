import Foundation
import Workbook

// The executable only wires the library's command to the process.
let console = Console(
    out: { FileHandle.standardOutput.write(Data($0.utf8)) },
    error: { FileHandle.standardError.write(Data($0.utf8)) })
let status = WorkbookCommand(arguments: Array(CommandLine.arguments.dropFirst())).run(console: console)
exit(status)
