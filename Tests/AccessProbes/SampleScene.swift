// What code outside SampleScene may name: a line marked `// internal` must not compile, every other line must.
import SampleScene

@MainActor
func probe() {
    _ = SampleConfigurator.self
    _ = SampleAPIWorker.self
    _ = SampleInteractor.self  // internal
    _ = SamplePresenter.self  // internal
    _ = SampleRouter.self  // internal
    _ = SampleViewState.self  // internal
    _ = SampleDataStore.self  // internal
    _ = SampleDetailConfigurator.self  // internal
    _ = SampleDetailPresenter.self  // internal
}
