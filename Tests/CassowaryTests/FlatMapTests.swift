@testable import Cassowary
import Testing

/// The solver's flat hash map (objective coefficients, constraint slots) against `Dictionary`.
@Suite("FlatMap: the solver's integer-keyed hash map")
struct FlatMapTests {
    /// A deterministic pseudo-random sequence (xorshift), so a failure replays.
    struct Sequence64 {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
    }

    @Test(
        "inserts, updates and removes agree with Dictionary, probe runs that wrap included",
        arguments: [
            ("small symbol ids", 64, 1, false),
            ("symbol ids", 5_000, 1, false),
            ("addresses (16-byte aligned)", 5_000, 16, false),
            ("addresses in address order", 5_000, 16, true),
            ("addresses in address order, 112 bytes apart (a constraint's size)", 5_000, 112, true),
            ("addresses in address order, all in one slot's residue (4,096 apart)", 300, 4_096, true),
        ])
    func agreesWithDictionary(_ name: String, keyRange: Int, stride: Int, keysAreAddresses: Bool) {
        var map = FlatMap<Int, Double>(filler: 0, keysAreAddresses: keysAreAddresses)
        var reference: [Int: Double] = [:]
        var random = Sequence64(state: 0x9E37_79B9 &+ UInt64(keyRange))
        for step in 0..<40_000 {
            let key = Int(random.next() % UInt64(keyRange)) * stride
            switch random.next() % 4 {
            case 0:
                map[key] = nil
                reference[key] = nil
            case 1:
                #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key), "step \(step)")
            default:
                let value = Double(step)
                map[key] = value
                reference[key] = value
            }
            #expect(map.count == reference.count)
        }
        for key in 0..<keyRange {
            #expect(map[key * stride] == reference[key * stride], "key \(key * stride)")
        }
        #expect(Dictionary(uniqueKeysWithValues: map.map { ($0.key, $0.value) }) == reference)
    }

    @Test("update adds to a value with one probe and drops it when the body says so")
    func updateKeepsOrDrops() {
        var map = FlatMap<Int32, Double>(filler: 0)
        map.update(7, default: 0) { v in
            v += 2
            return true
        }
        #expect(map[7] == 2)
        map.update(7, default: 0) { v in
            v -= 2
            return v != 0
        }
        #expect(map[7] == nil)
        #expect(map.isEmpty)
        map.update(9, default: 5) { _ in false }
        #expect(map[9] == nil)
        #expect(map[9, default: -1] == -1)
    }

    @Test("iteration follows the slots, the same for the same operations")
    func iterationIsDeterministic() {
        func build() -> [(Int32, Double)] {
            var map = FlatMap<Int32, Double>(filler: 0)
            for i in Int32(0)..<200 { map[i &* 7919 % 1000] = Double(i) }
            for i in Int32(0)..<50 { map[i &* 13 % 1000] = nil }
            return map.map { ($0.key, $0.value) }
        }
        let a = build(), b = build()
        #expect(a.map(\.0) == b.map(\.0))
        #expect(a.map(\.1) == b.map(\.1))
    }

    @Test("removeAll(keepingRoomFor:) empties the map into the table a fresh one of that room would have")
    func removeAllKeepsOrRemakesTheTable() {
        var map = FlatMap<Int32, Double>(filler: 0, capacity: 64)
        for i in Int32(0)..<40 { map[i * 3] = Double(i) }
        map.removeAll(keepingRoomFor: 64)
        #expect(map.isEmpty)
        #expect(map.slotCount == FlatMap<Int32, Double>(filler: 0, capacity: 64).slotCount, "same room: slots kept")
        #expect(map[3] == nil)
        map[5] = 1
        #expect(Array(map).map(\.key) == [5], "only the new entry is left")
        for (room, label) in [(8, "less room"), (500, "more room"), (0, "no room")] {
            var other = map
            other.removeAll(keepingRoomFor: room)
            #expect(other.isEmpty)
            #expect(other.slotCount == FlatMap<Int32, Double>(filler: 0, capacity: room).slotCount, "\(label)")
            other[9] = 2
            #expect(other[9] == 2)
        }
        #expect(map[5] == 1, "the copies did not change the original")
    }
}
