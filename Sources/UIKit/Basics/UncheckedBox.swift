/// A value carried onto the main actor where Layout calls into UIKit code: Layout's passes run
/// on the thread UIKit code runs them from (the main thread), so nothing actually crosses threads;
/// `MainActor.assumeIsolated` checks that at run time.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
