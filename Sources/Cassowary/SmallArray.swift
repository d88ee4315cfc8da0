// A list that keeps its first few elements inline, for lists that are almost always short.

/// A list of up to `capacity` elements stored inline, moving to an array of its own when it grows
/// past that.
///
/// A soft group's key (one term: two words) and the members at its anchor (hugging and
/// compression resistance: two) fit inline, so making a group allocates nothing and removing one
/// frees nothing: thousands of small objects fewer when a view subtree comes or goes.
struct SmallArray<let capacity: Int, Element>: RandomAccessCollection {
    private var inline: InlineArray<capacity, Element>
    private var inlineCount: Int32 = 0
    private var spilled: [Element]?
    /// What unused inline slots hold (never read).
    private let filler: Element

    /// An empty list whose unused inline slots hold `filler`.
    init(filler: Element) {
        self.filler = filler
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
            spilled = all
            inline = .init(repeating: filler)
            inlineCount = 0
        }
    }

    /// Removes the elements for which `shouldRemove` is true, keeping the others in order.
    mutating func removeAll(where shouldRemove: (Element) -> Bool) {
        let kept = filter { !shouldRemove($0) }
        self = SmallArray(kept, filler: filler)
    }
}

extension SmallArray: Equatable where Element: Equatable {
    static func == (a: SmallArray, b: SmallArray) -> Bool { a.elementsEqual(b) }
}
