@testable import Cassowary
import Testing

/// The index of soft groups by their key's digest: keys whose digests collide are chained, and a
/// group leaving its chain from the front, the middle or the end leaves the others findable.
@Suite("Soft groups: finding a group by its key")
struct SoftGroupIndexTests {
    /// A tableau holding three groups whose keys all have digest 42, indexed in order.
    static func colliding() -> (Tableau, [SoftGroupKey]) {
        var t = Tableau(mode: .lexicographic)
        let keys = (1...3).map { SoftGroupKey(words: [UInt64($0), 0], digest: 42) }
        for key in keys {
            let tag = Tag(marker: -1, markerCoefficient: 0, isRequired: false)
            t.groups.append(SoftGroup(key: key, plus: -1, minus: -1, tag: tag, anchor: 0))
            t.indexGroup(Int32(t.groups.count - 1))
        }
        return (t, keys)
    }

    @Test("keys with the same digest each find their own group")
    func collidingKeysFindTheirGroups() {
        let (t, keys) = Self.colliding()
        #expect(keys.map { t.group(for: $0) } == [0, 1, 2])
        #expect(t.group(for: SoftGroupKey(words: [9, 0], digest: 42)) == nil)
        #expect(t.group(for: SoftGroupKey(words: [1, 0], digest: 43)) == nil)
    }

    @Test("a group leaving its chain leaves the others findable", arguments: [0, 1, 2])
    func leavingKeepsTheRest(leaving: Int) {
        var (t, keys) = Self.colliding()
        let g = Int32(leaving)
        t.unindexGroup(g, key: keys[leaving], next: t.groups[leaving].nextSameDigest)
        for (i, key) in keys.enumerated() {
            #expect(t.group(for: key) == (i == leaving ? nil : Int32(i)))
        }
    }

    @Test("a real key's digest is never 0, the flat table's empty key")
    func digestIsNeverTheEmptyKey() {
        let key = SoftGroupKey([Cell(sym: 3, coef: 1), Cell(sym: 7, coef: -0.5)])
        #expect(key.digest != 0)
        #expect(key == SoftGroupKey([Cell(sym: 3, coef: 1), Cell(sym: 7, coef: -0.5)]))
        #expect(key != SoftGroupKey([Cell(sym: 3, coef: 1), Cell(sym: 7, coef: 0.5)]))
    }
}
