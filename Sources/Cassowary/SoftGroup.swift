// Parallel soft constraints share one row: their summed cost is one convex piecewise-linear function.
//
// Soft constraints whose expressions differ only in their constant (`x == 0 @250`, `x == 100 @250`,
// `x <= 300 @750`, a view's hugging and compression resistance on its width, an edit variable and the
// preferences on the same variable) are "parallel": each one's cost is a function of the same
// t = (the expression without its constant), with a break where it starts to be violated. Given one
// row each, as in kiwi, every row names the errors of whichever one anchors t, so moving the optimum
// from one break to the next rewrites all of them: N such constraints cost O(N^2) (20,000 on one
// variable took 15.9 s and 0.9 GB). A group keeps one row for all of them,
//
//     t - b - u+ + u- = 0,    u+, u- >= 0,
//
// where the anchor b is a point on the t axis, and gives u+ and u- the slopes of the summed cost just
// right and just left of b (one slope per priority level in lexicographic mode). That is exact while
// t stays between the breaks on either side of b, so u+ is bounded by the gap to the next break above
// b and u- by the gap to the next below. When the simplex would push u+ (or u-) past its gap, the
// anchor moves to that break instead (`reanchor`): the rows that name u+ shift by the gap, exactly as
// a constant change shifts them, and the slopes take the next segment's values. Finding the next
// break is a heap look-up, so each constraint added costs O(log N) and the pile is linear.

/// One soft constraint, as a member of its group.
struct SoftMember {
    var group: Int32
    /// Where its cost breaks on the group's t axis.
    var position: Double
    /// Its relation (`t - position OP 0`).
    var relation: Relation
    /// Its objective level (the priority in lexicographic mode, 0 in weighted mode).
    var level: Double
    /// The weight of its violation.
    var weight: Double
    /// Bumped when it moves or leaves, so heap entries that name an older version are skipped.
    var version: UInt32 = 0
    var alive = true

    /// The slope of its cost for t above its position.
    var slopeAbove: Double { relation == .greaterThanOrEqual ? 0 : weight }
    /// The slope of its cost for t below its position.
    var slopeBelow: Double { relation == .lessThanOrEqual ? 0 : -weight }
}

/// Identifies a group: the terms sorted by symbol, symbol and coefficient bit pattern in turn
/// (inline for one term, so looking up the group of a size or an edit allocates nothing), and a
/// digest of them made once.
struct SoftGroupKey: Equatable {
    var words: SmallArray<2, UInt64>
    /// The words mixed into one (never 0, `FlatMap`'s empty key): the key's slot in
    /// `Tableau.groupHeads`. Keys that share a digest are told apart by their words.
    private(set) var digest: UInt64

    init(_ terms: [Cell]) {
        words = SmallArray(filler: 0)
        var h: UInt64 = 0x9E37_79B9_7F4A_7C15
        for c in terms {
            words.append(UInt64(UInt32(bitPattern: c.sym)))
            words.append(c.coef.bitPattern)
            h = (h ^ UInt64(UInt32(bitPattern: c.sym))) &* 0x100_0000_01B3
            h = (h ^ c.coef.bitPattern) &* 0x100_0000_01B3
        }
        digest = h == 0 ? 1 : h
    }

    /// A key with a given digest (tests make keys that collide).
    init(words: [UInt64], digest: UInt64) {
        self.words = SmallArray(words, filler: 0)
        self.digest = digest
    }
}

/// Parallel soft constraints sharing one row `t - anchor - plus + minus = 0`.
struct SoftGroup {
    var key: SoftGroupKey
    /// u+ and u-: how far t is above and below the anchor.
    var plus: Int32
    var minus: Int32
    /// The group row's tag (marker u+, other u-), for removing the row with the last member.
    var tag: Tag
    var anchor: Double
    var memberCount = 0
    /// The members whose position is above the anchor (key: position) and below it (key: -position).
    var above = Heap<SmallestKey>()
    var below = Heap<SmallestKey>()
    /// The members at the anchor (entries of members that moved or left are skipped by version).
    var atAnchor = SmallArray<2, (member: Int32, version: UInt32)>(filler: (-1, 0))
    /// The next group whose key has the same digest, or -1 (`Tableau.group(for:)`).
    var nextSameDigest: Int32 = -1
}
