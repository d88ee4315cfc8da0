// A list that keeps its first few elements inline, for lists that are almost always short.

/// A list of up to `capacity` elements stored inline, moving to an array of its own when it grows
/// past that.
///
/// A soft group's key of one term (two words: a view's hugging, compression resistance and
/// intrinsic size on one axis, an edit) and the members at its anchor (hugging and compression
/// resistance: two) fit inline, so making a group allocates nothing and removing one
/// frees nothing: thousands of small objects fewer when a view subtree comes or goes.
struct SmallArray<let capacity: Int, Element>: RandomAccessCollection {
    private var inline: InlineArray<capacity, Element>
    private var spilled: [Element]?
    private var inlineCount: Int32 = 0

    /// An empty list whose unused inline slots hold `filler` (never read: the list stores no
    /// filler of its own, so that it stays as small as its elements allow).
    init(filler: Element) {
        inline = .init(repeating: filler)
    }

    /// The elements of `elements`, in order.
    init(_ elements: some Sequence<Element>, filler: Element) {
        self.init(filler: filler)
        for e in elements { append(e) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { spilled?.count ?? Int(inlineCount) }

    subscript(i: Int) -> Element {
        if let spilled { return spilled[i] }
        precondition(i >= 0 && i < Int(inlineCount), "SmallArray index out of range")
        return inline[i]
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        if spilled != nil {
            spilled!.append(element)
        } else if Int(inlineCount) < capacity {
            inline[Int(inlineCount)] = element
            inlineCount += 1
        } else {
            var all: [Element] = []
            all.reserveCapacity(2 * capacity)
            for i in 0..<Int(inlineCount) { all.append(inline[i]) }
            all.append(element)
            spilled = all  // the inline slots keep stale elements, never read again
            inlineCount = 0
        }
    }

    /// Removes the elements for which `shouldRemove` is true, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        if spilled != nil {
            spilled!.removeAll(where: shouldRemove)
            return
        }
        var kept: Int32 = 0
        for i in 0..<Int(inlineCount) where !shouldRemove(inline[i]) {
            inline[Int(kept)] = inline[i]
            kept += 1
        }
        inlineCount = kept
    }
}

extension SmallArray: Equatable where Element: Equatable {
    static func == (a: SmallArray, b: SmallArray) -> Bool { a.elementsEqual(b) }
}
