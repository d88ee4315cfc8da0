/// Whether a layout item is still alive: the item's stand-in for a weak reference to it.
///
/// Constraints, a view's subviews and an engine's tables point at thousands of views. Swift gives
/// an object a side table the first time a weak reference to it is made, and from then on every
/// retain and release of that object takes a slower path: on building L6's 40,000 views that cost
/// about 15 % of the instructions. So what must not keep an item alive holds an ``UnownedItem``:
/// the item `unowned(unsafe)` beside its `Liveness`, which the item's `deinit` clears.
///
/// The flag is cleared by the item's `deinit`, which is isolated to the main actor: a view whose
/// last reference is dropped elsewhere stays "alive" until that `deinit` runs there (a weak
/// reference would already answer nil). Views are main-actor objects, released there in UIKit code.
package final class Liveness {
    /// False once the item's `deinit` has run. (Read for every item a constraint or an animation
    /// names: `@exclusivity(unchecked)`, as LayoutItem's hot properties, since no access to it
    /// spans a call.)
    @exclusivity(unchecked) package var isAlive = true
}

/// A layout item held without keeping it alive and without a weak reference (see `Liveness`):
/// ``item`` answers nil once it has been deallocated, as a weak reference would.
@MainActor
package struct UnownedItem<Item: LayoutItem> {
    private unowned(unsafe) let storage: Item
    private let liveness: Liveness

    /// Holds `item`.
    package init(_ item: Item) {
        storage = item
        liveness = item.liveness
    }

    /// The item, or nil once it has been deallocated.
    package var item: Item? { liveness.isAlive ? storage : nil }
}
