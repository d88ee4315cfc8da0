/// Whether a layout item is still alive: the item's stand-in for a weak reference to it.
///
/// Constraints, a view's subviews and an engine's tables point at thousands of views. Swift gives
/// an object a side table the first time a weak reference to it is made, and from then on every
/// retain and release of that object takes a slower path: on building L6's 40,000 views that cost
/// about 15 % of the instructions. So constraints hold their items `unowned(unsafe)` beside the
/// item's `Liveness`, which the item's `deinit` clears; `LayoutConstraint.firstItem` reads it
/// and answers nil for a deallocated item, as UIKit's weak `firstItem` does.
///
/// The flag is cleared by the item's `deinit`, which is isolated to the main actor: a view whose
/// last reference is dropped elsewhere stays "alive" until that `deinit` runs there (a weak
/// reference would already answer nil). Views are main-actor objects, released there in UIKit code.
final class Liveness {
    /// False once the item's `deinit` has run.
    var isAlive = true
}
