// What code outside ArticlesModule may name: a line marked `// internal` must not compile, every other line must.
import ArticlesModule

@MainActor
func probe() {
    _ = ArticlesAssembly.self
    _ = ArticleDetailAssembly.self
    _ = ArticlesTerminalView.self
    _ = ArticleLinkCoordinator.self
    _ = ArticlesInteractor.self  // internal
    _ = ArticlesPresenter.self  // internal
    _ = ArticlesRouter.self  // internal
    _ = ArticlesStackRouter.self  // internal
    _ = ArticlesDestinations.self  // internal
    _ = ArticleDetailPresenter.self  // internal
    _ = ArticlesStrings.self  // internal
    _ = ScreenTask.self  // internal
    _ = \ArticlesViewState.destinations  // internal
}
