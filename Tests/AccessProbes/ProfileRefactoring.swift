// What code outside ProfileRefactoring may name: a line marked `// internal` must not compile, every other line must.
import ProfileRefactoring

@MainActor
func probe() {
    _ = Step5.self
    _ = ProfileAPIWorker.self
    _ = Before.self  // internal
    _ = Step1.self  // internal
    _ = Step2.self  // internal
    _ = Step3.self  // internal
    _ = Step4.self  // internal
    _ = Step5.ProfileRouter.self  // internal
    _ = ProfileAppearances.self  // internal
    _ = ProfileDataStore.self  // internal
    _ = ProfileBusinessLogic.self  // internal
}
