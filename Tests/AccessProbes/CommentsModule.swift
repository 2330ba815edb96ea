// What code outside CommentsModule may name: a line marked `// internal` must not compile, every other line must.
import CommentsFeature
import CommentsModule

@MainActor
func probe() {
    _ = CommentsAssembly.self
    _ = CommentThread.self  // internal
    _ = CommentsInteractor.self  // internal
    _ = CommentsPresenter.self  // internal
    _ = CommentsRouter.self  // internal
    _ = CommentsInteractorInput.self  // internal
    _ = CommentsRouterInput.self  // internal
}
