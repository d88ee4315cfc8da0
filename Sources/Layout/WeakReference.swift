/// A weak reference, for tables that must not keep their objects alive (an engine's views, the
/// addresses a log prints).
struct WeakReference<Object: AnyObject> {
    /// The object, or nil once it has been deallocated.
    weak var object: Object?

    init(_ object: Object) { self.object = object }
}
