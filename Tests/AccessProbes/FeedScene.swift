// What code outside FeedScene may name: a line marked `// internal` must not compile, every other line must.
import FeedScene

@MainActor
func probe() {
    _ = FeedConfigurator.self
    _ = FeedAPIWorker.self
    _ = FeedInteractor.self  // internal
    _ = FeedPresenter.self  // internal
    _ = FeedPresentationLogic.self  // internal
    _ = FeedDataStore.self  // internal
    _ = ScreenTask.self  // internal
    _ = Feed.LoadFeed.Response.self  // internal
    _ = Feed.SearchFeed.Response.self  // internal
}
