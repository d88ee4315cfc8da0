import Foundation
import Layout

/// A xib, as UIKit's `UINib`: its top-level views made with their constraints, the owner's
/// outlets connected by name.
///
/// ```swift
/// let owner = CardOwner()   // OutletConnecting
/// let views = try Nib(contentsOf: URL(fileURLWithPath: "CardView.xib")).instantiate(withOwner: owner)
/// container.addSubview(views[0])
/// ```
@MainActor
public final class Nib {
    /// The document read.
    public let document: InterfaceBuilderDocument
    /// Where content views take their intrinsic size from.
    public let contentSize: ContentSize
    /// The device the app runs on: its size classes pick the document's variations, and table
    /// cells get its margins (the document's own device unless another was given).
    public let device: Device?
    /// Its orientation.
    public let orientation: Orientation
    /// What could not be built as written in the views made so far, each naming its element and line.
    public private(set) var warnings: [String] = []

    /// Reads a xib file.
    ///
    /// - Parameters:
    ///   - url: the `.xib` file.
    ///   - contentSize: where labels, buttons and other content views take their intrinsic size from.
    ///   - device: the device the app runs on, whose size classes pick the document's variations
    ///     (nil: the document's own device).
    ///   - orientation: its orientation (nil: the document's).
    /// - Throws: ``InterfaceBuilderError`` when it cannot be read or is no xib.
    public convenience init(
        contentsOf url: URL, contentSize: ContentSize = .measured, device: Device? = nil, orientation: Orientation? = nil
    ) throws(InterfaceBuilderError) {
        try self.init(
            document: InterfaceBuilderDocument(contentsOf: url), contentSize: contentSize, device: device, orientation: orientation)
    }

    /// A nib over a document already read (the parameters as for ``init(contentsOf:contentSize:device:orientation:)``).
    ///
    /// - Throws: ``InterfaceBuilderError`` when the document is a storyboard.
    public init(
        document: InterfaceBuilderDocument, contentSize: ContentSize = .measured, device: Device? = nil, orientation: Orientation? = nil
    ) throws(InterfaceBuilderError) {
        try document.require(.xib)
        self.document = document
        self.contentSize = contentSize
        self.device = device ?? document.device
        self.orientation = orientation ?? document.orientation
        warnings = document.warnings
    }

    /// Makes the top-level views (cells included) in document order, each with its subviews and
    /// constraints, and connects the File's Owner's outlets to `owner`. Each call makes new views.
    ///
    /// - Parameter owner: receives the File's Owner's outlets, if given.
    /// - Throws: ``InterfaceBuilderError`` naming the element and line of a value that cannot be used.
    public func instantiate(withOwner owner: OutletConnecting?) throws(InterfaceBuilderError) -> [View] {
        var views: [View] = []
        var objects: [String: AnyObject] = [:]
        for hierarchy in document.hierarchies where hierarchy.element.parent?.name == "objects" {
            let made = try document.instantiateForWindow(hierarchy, contentSize: contentSize, device: device, orientation: orientation)
            warnings += made.warnings
            objects.merge(made.objects) { a, _ in a }
            views.append(made.controller?.view ?? made.root)
        }
        if let owner, let filesOwner = document.root.children(of: "objects").first(where: { $0["placeholderIdentifier"] == "IBFilesOwner" })
        {
            document.connectOutlets(of: filesOwner, to: owner, objects: objects)
        }
        return views
    }
}
