// What code outside CommentsScene may name: a line marked `// internal` must not compile, every other line must.
import CommentsFeature
import CommentsScene

@MainActor
func probe() {
    _ = CommentsConfigurator.self
    _ = CommentsInteractor.self  // internal
    _ = CommentsPresenter.self  // internal
    _ = CommentsRouter.self  // internal
    _ = CommentsWorker.self  // internal
    _ = CommentsSceneActions.self  // internal
    _ = CommentsBusinessLogic.self  // internal
    _ = CommentsPresentationLogic.self  // internal
    _ = CommentsRoutingLogic.self  // internal
    _ = CommentsDataStore.self  // internal
    _ = Comments.Load.Request.self  // internal
}
