import Foundation
import Layout

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// One XML element of an Interface Builder document, with the line it starts on (for errors).
final class IBElement {
    /// The element name (`view`, `constraint`, `label`...).
    let name: String
    /// The attributes as written.
    let attributes: [String: String]
    /// The line the element starts on, from 1.
    let line: Int
    /// The character data directly inside the element (the text of `<string key="text">`).
    fileprivate(set) var text = ""
    /// The child elements in document order.
    private(set) var children: [IBElement] = []
    /// The element that contains this one (nil for the document element).
    private(set) weak var parent: IBElement?

    init(name: String, attributes: [String: String], line: Int) {
        self.name = name
        self.attributes = attributes
        self.line = line
    }

    /// An attribute's value.
    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The `id` attribute.
    var id: String? { attributes["id"] }

    /// The key a view is listed under in a layout: its id, or, for a view saved without one (older
    /// documents leave a cell's `<view key="contentView">` without an id), its parent's id and its
    /// key, as code reaches it: `zg4-fX-zUF.contentView`. Nil for an id-less view with no key.
    var viewID: String? {
        if let id { return id }
        guard let key, let parentID = parent?.id else { return nil }
        return "\(parentID).\(key)"
    }

    /// The `key` attribute (`view`, `frame`, `safeArea`...).
    var key: String? { attributes["key"] }

    /// A string property (`text`, `title`, `placeholder`, `prompt`...) as Interface Builder stores
    /// it: an attribute, or, when the string spans lines, a `<string key="...">` or `<mutableString
    /// key="...">` child (a text view's or label's text), its characters in base64 when they
    /// include ones XML cannot hold (`base64-UTF8="YES"`, padding left off). Nil when the element
    /// has none, or its base64 does not decode to UTF-8.
    func string(_ property: String) -> String? {
        if let value = attributes[property] { return value }
        guard let s = children.first(where: { ($0.name == "string" || $0.name == "mutableString") && $0.key == property }) else {
            return nil
        }
        guard s["base64-UTF8"] == "YES" else { return s.text }
        var encoded = s.text.filter { !$0.isWhitespace }
        encoded += String(repeating: "=", count: (4 - encoded.count % 4) % 4)
        return Data(base64Encoded: encoded).flatMap { String(data: $0, encoding: .utf8) }
    }

    /// The first child with this name (and this `key`, when given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The children of the first child named `container` (`subviews`, `constraints`...).
    func children(of container: String) -> [IBElement] { child(container)?.children ?? [] }

    /// This element and every element inside it, depth first, in document order.
    func forEachDescendant(_ body: (IBElement) throws -> Void) rethrows {
        var stack: [IBElement] = [self]
        while let e = stack.popLast() {
            try body(e)
            stack.append(contentsOf: e.children.reversed())
        }
    }

    /// How the element reads in messages: `<label id="abc-12-xyz"> (line 40)`.
    var culprit: String { "\(tag) (line \(line))" }

    /// The element's start tag, with its id: `<label id="abc-12-xyz">`.
    var tag: String {
        let id = self.id.map { " id=\"\($0)\"" } ?? ""
        return "<\(name)\(id)>"
    }

    /// The view UIKit's `loadView()` makes for a controller whose scene holds none (its view is
    /// made in code): an empty `<view key="view">` of `size` that follows its superview, with an id
    /// no document can use (`<controller id>.view`), on the controller's line.
    static func loadedView(of controller: IBElement, size: Size) -> IBElement {
        let view = IBElement(
            name: "view", attributes: ["key": "view", "id": "\(controller.id ?? "").view", "contentMode": "scaleToFill"],
            line: controller.line)
        view.append(
            IBElement(
                name: "rect", attributes: ["key": "frame", "x": "0", "y": "0", "width": "\(size.width)", "height": "\(size.height)"],
                line: controller.line))
        view.append(
            IBElement(
                name: "autoresizingMask", attributes: ["key": "autoresizingMask", "widthSizable": "YES", "heightSizable": "YES"],
                line: controller.line))
        return view
    }

    fileprivate func append(_ child: IBElement) {
        child.parent = self
        children.append(child)
    }

    /// Reads an XML document into elements.
    ///
    /// - Throws: ``InterfaceBuilderError`` with the line and column of the first syntax error.
    static func parse(_ data: Data) throws(InterfaceBuilderError) -> IBElement {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        // The parser reports a misplaced closing tag where the document ends, or recovers from it
        // without a word (and builds another tree than the one written): the scan finds it where
        // it stands, and in a document that does not parse, a merge conflict's markers.
        let failed = !parsed || builder.root == nil || builder.unclosed != nil
        if let (problem, line) = XMLSyntaxProblem.locate(in: data, conflictMarkers: failed) {
            throw InterfaceBuilderError("the document is not well-formed XML: \(problem)", line: line)
        }
        if !parsed || builder.root == nil {
            let error = parser.parserError.map { XMLSyntaxProblem.describe(code: ($0 as NSError).code) } ?? "no document element"
            throw InterfaceBuilderError(
                "the document is not well-formed XML: \(error)", line: parser.lineNumber, column: parser.columnNumber)
        }
        if let unclosed = builder.unclosed {
            throw InterfaceBuilderError(
                "the document is not well-formed XML: it ends before <\(unclosed.name)> of line \(unclosed.line) is closed",
                line: parser.lineNumber, column: parser.columnNumber)
        }
        return builder.root!
    }
}

/// Builds the element tree from XMLParser's callbacks.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: IBElement?
    private var open: [IBElement] = []
    /// The innermost element still open when the input ended (truncated input), if any.
    var unclosed: IBElement? { open.last }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String] = [:]
    ) {
        let element = IBElement(name: elementName, attributes: attributeDict, line: parser.lineNumber)
        if let parent = open.last { parent.append(element) } else { root = element }
        open.append(element)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        _ = open.popLast()
    }
}
