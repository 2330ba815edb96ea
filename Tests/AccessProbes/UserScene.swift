// What code outside UserScene may name: a line marked `// internal` must not compile, every other line must.
import UserScene

@MainActor
func probe() {
    _ = UserConfigurator.self
    _ = UserModuleAssembly.self
    _ = UserTerminalView.self
    _ = UserAPIWorker.self
    _ = UserInteractor.self  // internal
    _ = UserPresenter.self  // internal
    _ = UserRouter.self  // internal
    _ = UserDataStore.self  // internal
    _ = UserDataPassing.self  // internal
    _ = UserModulePresenter.self  // internal
    _ = UserModuleRouter.self  // internal
    _ = UserStrings.self  // internal
    _ = MessageConfigurator.self  // internal
    _ = MessageInteractor.self  // internal
    _ = MessagePresenter.self  // internal
    _ = MessageRouter.self  // internal
    _ = MessageTerminalView.self  // internal
    _ = ScreenTask.self  // internal
}
