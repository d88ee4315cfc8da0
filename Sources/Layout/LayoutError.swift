/// What the layout API reports where UIKit raises an exception; messages are UIKit's texts.
public enum LayoutError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The factory was given an impossible constraint (UIKit's NSInvalidArgumentException).
    case invalidConstraint(String)
    /// Activation found no common ancestor of the constraint's items (UIKit's NSGenericException).
    case noCommonAncestor(String)
    /// A priority change between required and optional on an installed constraint
    /// (UIKit's NSInternalInconsistencyException).
    case invalidPriorityChange(String)
    /// A NaN or infinite number where a finite one is needed; the text names the culprit.
    case nonFiniteNumber(String)

    /// The message, as UIKit words it.
    public var description: String {
        switch self {
        case .invalidConstraint(let m), .noCommonAncestor(let m), .invalidPriorityChange(let m), .nonFiniteNumber(let m): m
        }
    }
}
