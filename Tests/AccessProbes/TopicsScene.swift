// What code outside TopicsScene may name: a line marked `// internal` must not compile, every other line must.
import TopicsScene

@MainActor
func probe() {
    _ = TopicsConfigurator.self
    _ = TopicsTerminalView.self
    _ = TopicsInteractor.self  // internal
    _ = TopicsPresenter.self  // internal
    _ = TopicsRouter.self  // internal
    _ = TopicsDataStore.self  // internal
    _ = TopicsPresentationLogic.self  // internal
}
