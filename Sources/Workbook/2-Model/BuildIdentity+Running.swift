extension BuildIdentity {
    /// The identity of this process: its executable and the cmark it linked.
    /// Made once per run by the command (`CommandContext`) and handed to
    /// the loader; tests pass another to play a library upgrade.
    static var running: BuildIdentity {
        BuildIdentity(tool: ToolIdentity.current, markdownLibrary: MarkdownWalker.libraryVersion)
    }
}
