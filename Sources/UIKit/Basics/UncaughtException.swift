import Foundation
import Layout

/// Stops the program where UIKit raises an Objective-C exception, with the text an uncaught
/// exception prints: `*** Terminating app due to uncaught exception 'NSGenericException', reason: '…'`.
///
/// UIKit's non-throwing calls (`NSLayoutConstraint.activate`, `isActive = true`, a priority change)
/// stop here on the errors UIKit raises for; Layout's API throws the same ``LayoutError`` instead.
func raiseUncaughtException(_ error: any Error) -> Never {
    let name: String
    let reason: String
    switch error {
    case let error as LayoutError:
        reason = error.description
        switch error {
        case .noCommonAncestor: name = "NSGenericException"
        case .invalidPriorityChange: name = "NSInternalInconsistencyException"
        case .invalidConstraint, .nonFiniteNumber, .outOfRange: name = "NSInvalidArgumentException"
        }
    case let error as ListError:
        name = "NSInternalInconsistencyException"
        reason = error.description
    case let error as VisualFormatError:
        name = "NSInvalidArgumentException"
        reason = error.message
    default:
        name = "NSInvalidArgumentException"
        reason = "\(error)"
    }
    fatalError("*** Terminating app due to uncaught exception '\(name)', reason: '\(reason)'")
}
