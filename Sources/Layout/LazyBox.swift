/// A box of values that most objects never set, made the first time one is stored, so that the
/// objects that never set them do not pay for them (a constraint's identifier and source, a view's
/// layer style and presentation values).
protocol LazyBox: AnyObject {
    /// An empty box: every value at its default.
    init()
}

extension Optional where Wrapped: LazyBox {
    /// The box, made first when there is none and `making` is true (a value other than the
    /// default is being stored); nil when there is none and nothing needs storing.
    ///
    /// ```swift
    /// annotations.box(making: newValue != nil)?.identifier = newValue
    /// ```
    mutating func box(making: Bool) -> Wrapped? {
        if case .none = self, making { self = Wrapped() }
        return self
    }
}
