// What code outside SampleModule may name: a line marked `// internal` must not compile, every other line must.
import SampleModule

@MainActor
func probe() {
    _ = SampleAssembly.self
    _ = SampleAPIService.self
    _ = SampleInteractor.self  // internal
    _ = SamplePresenter.self  // internal
    _ = SampleRouter.self  // internal
    _ = SampleViewState.self  // internal
    _ = SampleInteractorInput.self  // internal
    _ = SampleDetailAssembly.self  // internal
    _ = SampleDetailPresenter.self  // internal
}
