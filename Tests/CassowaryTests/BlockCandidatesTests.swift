@testable import Cassowary
import Testing

/// A block leaving (`Solver.removeConstraints` deleting a subtree's rows) takes its symbols out for
/// good: the costs its soft constraints take with them must not queue those dead symbols for the
/// next optimisation, which would pop and test each one (L5: 10,000 of them).
@Suite("Removing a block queues none of its symbols")
struct BlockCandidatesTests {
    @Test("after a subtree with soft constraints leaves, no dead error waits in the candidate heap")
    func noDeadCandidates() throws {
        let solver = Solver(mode: .lexicographic)
        let cx = solver.makeVariable("cx"), cw = solver.makeVariable("cw")
        let ax = solver.makeVariable("ax"), aw = solver.makeVariable("aw")
        let bx = solver.makeVariable("bx"), bw = solver.makeVariable("bw")
        for c in [cx == 10, cw == 300] { try solver.addConstraint(c) }
        let inside = [
            ax == 8, (aw <= 40) | 250, (aw >= 40) | 750, bx >= ax + aw + 8, bw <= cw - bx - 8, (bw == 500) | 250,
        ]
        for c in inside { try solver.addConstraint(c) }
        #expect(solver.value(of: bw) == 236)  // reading optimises: the heap is empty again
        #expect(solver.engine.candidates.isEmpty)
        let pivots = solver.pivotCount
        try solver.removeConstraints(inside)
        #expect(solver.pivotCount == pivots)  // removed as a block
        #expect(solver.engine.candidates.count == 0)
        #expect(solver.value(of: cw) == 300)
    }
}
