// What code outside MigratedScene may name: a line marked `// internal` must not compile, every other line must.
import MigratedScene

@MainActor
func probe() {
    _ = Step3.self
    _ = Step2.self  // internal
    _ = Step3.InboxInteractor.self  // internal
    _ = Step3.InboxConfigurator.self  // internal
    _ = ViewTask.self  // internal
}
