/// Something a document's outlets can be connected to (a view controller, a nib's owner): UIKit
/// sets outlets by key-value coding, which Swift on Linux has not, so they arrive by name.
///
/// ```swift
/// final class ProfileOwner: OutletConnecting {
///     var nameLabel: Label?
///     func connect(outlet name: String, to object: AnyObject) {
///         if name == "nameLabel" { nameLabel = object as? Label }
///     }
/// }
/// ```
@MainActor
public protocol OutletConnecting: AnyObject {
    /// Connects the outlet `name` to a view, guide or constraint of the document.
    ///
    /// - Parameters:
    ///   - name: the outlet's property name, as in Interface Builder.
    ///   - object: what it is connected to.
    func connect(outlet name: String, to object: AnyObject)

    /// Adds an object to the outlet collection `name` (in document order).
    ///
    /// - Parameters:
    ///   - name: the collection's property name.
    ///   - object: the view, guide or constraint to add.
    func connect(outletCollection name: String, appending object: AnyObject)
}

extension OutletConnecting {
    /// Ignores outlet collections unless the receiver takes them.
    public func connect(outletCollection name: String, appending object: AnyObject) {}
}
