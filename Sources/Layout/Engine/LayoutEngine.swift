import Cassowary
import Synchronization
#if canImport(Glibc)
    import Glibc
#endif

/// Work counters of one hierarchy's layout, for tests: passes, overrides called, solver work.
public struct LayoutCounters: Sendable, Equatable {
    /// `layoutIfNeeded` passes that found something to do.
    public var passes = 0
    /// Calls of `updateConstraints()` (including view controllers' `updateViewConstraints()`).
    public var updateConstraintsCalls = 0
    /// Calls of `layoutSubviews()`.
    public var layoutSubviewsCalls = 0
    /// Constraints added to the solver.
    public var solverAdds = 0
    /// Constraints removed from the solver.
    public var solverRemoves = 0
    /// Constants changed in place in the solver.
    public var solverConstantChanges = 0
    /// Simplex pivots the solver made.
    public var solverPivots = 0

    /// All zero.
    public init() {}

    /// Whether the solver did no work at all.
    public var solverWasIdle: Bool { solverAdds == 0 && solverRemoves == 0 && solverConstantChanges == 0 && solverPivots == 0 }
}

/// Where log lines go: the window's sink (standard error by default); they are also kept in ``Window/log``.
public typealias LogSink = (String) -> Void

/// Writes a log line to standard error (the default ``LogSink``).
public func standardErrorLogSink(_ line: String) {
    #if canImport(Glibc)
        let text = line + "\n"
        text.utf8CString.withUnsafeBufferPointer { buffer in
            _ = write(2, buffer.baseAddress, buffer.count - 1)
        }
    #else
        print(line)
    #endif
}

/// The Auto Layout engine of one view hierarchy: one solver in lexicographic (priority) mode whose
/// variables are the alignment rectangles of views and guides, each in its container's coordinates
/// (a view's superview, a guide's owning view, the window for the root).
@MainActor
final class LayoutEngine {
    /// The solver, with the removals waiting in `pendingRemovals` done: every use goes through this.
    var solver: Solver {
        if !pendingRemovals.isEmpty { removePending() }
        return solverStorage
    }
    private let solverStorage = Solver(mode: .lexicographic)
    /// Solver constraints whose views let them go (a deactivated constraint, a subtree that left),
    /// removed together at the next use of the solver: usually the next layout pass. Removing
    /// only relaxes the system, so waiting changes no answer, and removals made together can go as
    /// one block (`Solver.removeConstraints`): emptying a container of 1,000 cells deletes their
    /// rows instead of pivoting each cell's constraints out one by one.
    @exclusivity(unchecked) private var pendingRemovals: [Constraint] = []
    /// A number no other engine of the process has (from 1), by which items recognise the engine
    /// their cached variables came from.
    let serial = LayoutEngine.serials.add(1, ordering: .relaxed).newValue
    private static let serials = Atomic<UInt64>(0)
    unowned let root: View
    var sink: LogSink
    private(set) var logLines: [String] = []
    // `@exclusivity(unchecked)` on hot stored properties: see LayoutItem.
    @exclusivity(unchecked) var counters = LayoutCounters()
    private var pivotsAtReset = 0
    /// Set when solved values may have changed since the last layout pass looked at them.
    @exclusivity(unchecked) var valuesChanged = true

    @exclusivity(unchecked) private var variablesByItem: [ObjectIdentifier: ItemVariables] = [:]
    /// The views by the symbol of their `x` variable, to map changed values back to views: a view's
    /// `y`, `width` and `height` are the three symbols after its `x` (made together by
    /// `variables(of:)`; ids are never reused), so one entry stands for the four. Unowned: the
    /// engine belongs to the root view, and must not keep the views of its tree alive; and not weak
    /// (see `Liveness`): a view leaves the table when it leaves the tree (`dropVariables`), and a
    /// view in the tree lives as long as the root. (A dictionary: an array by symbol would hold a
    /// slot for every slack and error symbol too.)
    @exclusivity(unchecked) private var viewByXSymbol: [Int32: TreeView] = [:]

    /// A view of the engine's tree, held unowned.
    private struct TreeView {
        unowned let view: View
    }

    /// The view whose variable `index` is, with the symbol of its `x`; symbols up to `checked` were
    /// looked at already and are not looked up again.
    private func view(ofSymbol index: Int32, checkedUpTo checked: Int32 = -1) -> (view: View, x: Int32)? {
        for x in stride(from: index, through: max(index - 3, checked + 1, 0), by: -1) {
            if let entry = viewByXSymbol[x] { return (entry.view, x) }
        }
        return nil
    }

    private func setView(_ view: View?, of v: ItemVariables) {
        viewByXSymbol[v.x.index] = view.map(TreeView.init)
    }

    /// The views whose solved rectangle changed since the last call, each once, in variable order.
    func viewsWithChangedValues() -> [View] {
        var out: [View] = []
        // Variables come in symbol order: a symbol within three after the last view's `x` is that
        // view again, found without a lookup; symbols already looked up in vain are not looked up
        // again (a view that left has four changed variables and no entry).
        var lastX: Int32 = -4
        var checked: Int32 = -1
        for variable in solver.changedVariables() {
            let index = variable.index
            if index > lastX, index <= lastX + 3 { continue }
            let found = view(ofSymbol: index, checkedUpTo: checked)
            checked = index
            guard let (view, x) = found else { continue }
            lastX = x
            out.append(view)
        }
        return out
    }
    /// Baseline variables of views that have text.
    @exclusivity(unchecked) var baselines: [ObjectIdentifier: (first: Variable, last: Variable)] = [:]
    /// Constraints installed that no view or table lists (a fitting engine's copies), so that a
    /// conflict can still name them.
    private var unlisted: [LayoutConstraint] = []
    /// Where a constraint's terms are gathered as it compiles (kept, so compiling allocates only
    /// the solver constraint, which copies the terms into itself).
    @exclusivity(unchecked) var compileScratch: [Term] = []
    /// The scroll views the constraint being compiled reaches out of (its constant holds their
    /// content offsets).
    @exclusivity(unchecked) var compileCrossings: [ScrollView] = []
    /// The installed constraints that reach out of each scroll view, whose constants follow its
    /// content offset (a header inside pinned to a view outside stays put as the content scrolls,
    /// as in UIKit). Pruned of those gone as the offset changes.
    var scrollCrossings: [ObjectIdentifier: [WeakReference<LayoutConstraint>]] = [:]
    /// How items and constraints print in UIKit's logs (deterministic addresses).
    let describer: UIKitDescriber
    /// UIKit's log and LayoutSim's explanation of every constraint that could not hold.
    lazy var conflicts = ConflictReporter(describer: describer)
    /// Priority-1 constraints made by `exerciseAmbiguityInLayout`, per view, and how often it ran.
    var exerciseConstraints: [ObjectIdentifier: [LayoutConstraint]] = [:]
    var exerciseCount: [ObjectIdentifier: Int] = [:]
    /// Whether to log UIKit's ambiguity warning after each layout pass.
    var warnsAboutAmbiguity = false

    enum ManagedKind { case autoresizing, contentSize, guide, baseline, rootFrame }

    /// An item's engine-made constraints, one list per purpose (a view has two or three of them;
    /// fields, not a table, so that a view entering or leaving allocates no hash table of its own).
    /// Each item keeps its own (``LayoutItem/engineMade``).
    @MainActor struct ManagedLists {
        private var autoresizing: [LayoutConstraint] = []
        private var contentSize: [LayoutConstraint] = []
        private var guide: [LayoutConstraint] = []
        private var baseline: [LayoutConstraint] = []
        private var rootFrame: [LayoutConstraint] = []

        /// The list of one purpose.
        subscript(kind: ManagedKind) -> [LayoutConstraint] {
            get {
                switch kind {
                case .autoresizing: autoresizing
                case .contentSize: contentSize
                case .guide: guide
                case .baseline: baseline
                case .rootFrame: rootFrame
                }
            }
            set {
                switch kind {
                case .autoresizing: autoresizing = newValue
                case .contentSize: contentSize = newValue
                case .guide: guide = newValue
                case .baseline: baseline = newValue
                case .rootFrame: rootFrame = newValue
                }
            }
        }

        /// Every list, in the order of `ManagedKind`'s cases.
        func forEach(_ body: (LayoutConstraint) -> Void) {
            autoresizing.forEach(body)
            contentSize.forEach(body)
            guide.forEach(body)
            baseline.forEach(body)
            rootFrame.forEach(body)
        }
    }

    /// Whether this is a fitting engine (``View/systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)``):
    /// its engine-made constraints are its own, unlisted, and never recorded on the items, whose
    /// ``LayoutItem/engineMade`` belong to the hierarchy's engine.
    let isScratch: Bool
    /// A fitting engine's engine-made constraints, by item and kind.
    var scratchMade: [ScratchKey: [LayoutConstraint]] = [:]
    /// An item and a kind of engine-made constraint.
    struct ScratchKey: Hashable {
        let item: ObjectIdentifier
        let kind: ManagedKind
    }

    init(root: View, sink: @escaping LogSink = standardErrorLogSink, scratch: Bool = false) {
        self.root = root
        self.sink = sink
        isScratch = scratch
        describer = UIKitDescriber(addresses: root.addressBook)
    }

    func log(_ line: String) {
        logLines.append(line)
        sink(line)
    }

    /// The counters, with the solver's pivots since the last reset.
    var currentCounters: LayoutCounters {
        var c = counters
        c.solverPivots = solver.pivotCount - pivotsAtReset
        return c
    }

    func resetCounters() {
        counters = LayoutCounters()
        pivotsAtReset = solver.pivotCount
    }

    // MARK: Variables

    func hasVariables(_ item: LayoutItem) -> Bool { variablesByItem[ObjectIdentifier(item)] != nil }

    /// The item's variables, made (with the engine-made constraints that hold a guide) on first use.
    func variables(of item: LayoutItem) -> ItemVariables {
        if item.variablesSerial == serial, let v = item.cachedVariables { return v }
        if let v = variablesByItem[ObjectIdentifier(item)] {
            item.cachedVariables = v
            item.variablesSerial = serial
            return v
        }
        // Unnamed: names cost a string per variable, and logs describe constraints, not variables.
        // Made one after another, so they are consecutive symbols (`viewsWithChangedValues` relies on it).
        let v = ItemVariables(in: solver)
        variablesByItem[ObjectIdentifier(item)] = v
        item.cachedVariables = v
        item.variablesSerial = serial
        if let view = item as? View {
            setView(view, of: v)
        }
        if let guide = item as? LayoutGuide { installGuideConstraints(guide) }
        return v
    }

    /// The view and attribute (left, top, width or height) a view variable stands for.
    func viewAttribute(of variable: Variable) -> (View, LayoutAttribute)? {
        guard let (view, x) = view(ofSymbol: variable.index) else { return nil }
        // A view's variables are x, y, width and height, in that order from its `x` symbol.
        let attributes: [LayoutAttribute] = [.left, .top, .width, .height]
        return (view, attributes[Int(variable.index - x)])
    }

    func dropVariables(_ item: LayoutItem) {
        if let v = variablesByItem[ObjectIdentifier(item)], item is View {
            setView(nil, of: v)
        }
        variablesByItem[ObjectIdentifier(item)] = nil
        if item.variablesSerial == serial {
            item.cachedVariables = nil
            item.variablesSerial = 0
        }
        baselines[ObjectIdentifier(item)] = nil
    }

    // MARK: Reading

    /// The solved alignment rectangle of an item in its container's coordinates: a view's in its
    /// superview's, a guide's in its owning view's, the root's in the window's.
    func alignmentRect(of item: LayoutItem) -> Rect {
        let v = variables(of: item)
        return Rect(
            x: solver.value(of: v.x), y: solver.value(of: v.y),
            width: solver.value(of: v.width), height: solver.value(of: v.height))
    }

    /// The solved frame of `view` in its superview's coordinates (the window's for the root),
    /// exact: the layout pass rounds it to `pixelGrid`.
    func frame(of view: View) -> Rect {
        view.frame(forAlignmentRect: alignmentRect(of: view))
    }

    /// The pixel grid of the window hosting this hierarchy, or nil (no window, or one with no
    /// ``Window/displayScale``): frames are then the solver's exact values. Kept here, as `sink`
    /// is, by the window (when it makes the engine and when its scale changes): the layout pass
    /// reads it in every `layoutSubviews`, where a load of the window's weak reference cost 4 %
    /// of L2's instructions.
    var pixelGrid: PixelGrid?

    // MARK: Installing constraints

    /// Puts a constraint (the user's or the engine's) in the solver. One that cannot hold is
    /// logged as UIKit logs it and left out (UIKit "breaks" it).
    func install(_ c: LayoutConstraint) {
        guard c.engineConstraint == nil else { return }
        let sc = solverConstraint(for: c)
        c.engine = self
        c.isBroken = false
        do {
            try solver.addConstraint(sc)
            counters.solverAdds += 1
            valuesChanged = true
            c.engineConstraint = sc
        } catch {
            c.isBroken = true
            reportUnsatisfiable(error, failing: c, keptOld: false)
        }
    }

    /// Logs what the conflict reporter makes of a failed add or constant change.
    private func reportUnsatisfiable(_ error: SolverError, failing c: LayoutConstraint, keptOld: Bool) {
        var conflicting: [LayoutConstraint] = []
        if case .unsatisfiable(_, let list) = error { conflicting = layoutConstraints(for: list) }
        log(conflicts.report(error, failing: c, conflicting: conflicting, keptOld: keptOld))
    }

    /// Installs a constraint that no view or engine table lists (kept in `unlisted`).
    func installUnlisted(_ c: LayoutConstraint) {
        unlisted.append(c)
        install(c)
    }

    /// The layout constraints behind solver constraints, in the same order. Looked for only when a
    /// conflict is reported (a table kept for every constraint cost every layout memory); the
    /// search visits every installed constraint once, as the conflict search itself does.
    private func layoutConstraints(for list: [Cassowary.Constraint]) -> [LayoutConstraint] {
        let wanted = Set(list.map(ObjectIdentifier.init))
        var found: [ObjectIdentifier: LayoutConstraint] = [:]
        func consider(_ c: LayoutConstraint) {
            guard let sc = c.engineConstraint, wanted.contains(ObjectIdentifier(sc)) else { return }
            found[ObjectIdentifier(sc)] = c
        }
        root.forEachInSubtree { v in
            v.constraints.forEach(consider)
            v.forEachEngineMade(consider)
        }
        for list in exerciseConstraints.values { list.forEach(consider) }
        for list in scratchMade.values { list.forEach(consider) }
        unlisted.forEach(consider)
        return list.compactMap { found[ObjectIdentifier($0)] }
    }

    func uninstall(_ c: LayoutConstraint) {
        if let sc = c.engineConstraint {
            pendingRemovals.append(sc)
            valuesChanged = true
        }
        c.leaveEngine()
    }

    /// Removes the solver constraints in `pendingRemovals`, in the order they were let go.
    private func removePending() {
        let batch = pendingRemovals
        pendingRemovals = []
        do {
            try solverStorage.removeConstraints(batch)
            counters.solverRemoves += batch.count
        } catch {
            // All or none (one the solver no longer holds, dropped by a rebuild, refuses the
            // batch): one at a time keeps whichever can leave.
            for sc in batch where (try? solverStorage.removeConstraint(sc)) != nil { counters.solverRemoves += 1 }
        }
    }

    func constantChanged(_ c: LayoutConstraint) {
        guard let sc = c.engineConstraint else { return }
        do {
            try solver.setConstant(c.itemsConstant - c.constant, of: sc)
            counters.solverConstantChanges += 1
            valuesChanged = true
            c.installedOn?.setNeedsLayout()
        } catch {
            reportUnsatisfiable(error, failing: c, keptOld: true)
        }
    }

    func priorityChanged(_ c: LayoutConstraint) {
        guard c.engineConstraint != nil || c.isBroken else { return }
        uninstall(c)
        install(c)
        c.installedOn?.setNeedsLayout()
    }

    // MARK: Subtrees

    /// Takes a subtree into the engine: its engine-made constraints, then the constraints installed on it.
    func adopt(_ subtree: View) {
        var views: [View] = []
        subtree.forEachInSubtree { views.append($0) }
        for v in views { v.engineCache = self }
        for v in views { installManaged(v) }
        for v in views {
            for c in v.constraints {
                c.installSequence = nextInstallSequence()
                install(c)
            }
        }
        valuesChanged = true
    }

    @exclusivity(unchecked) private(set) var installCounter = 0

    func nextInstallSequence() -> Int {
        installCounter += 1
        return installCounter
    }

    /// Lets a subtree go: the constraints installed on it and its engine-made constraints leave the
    /// solver (at its next use, with the other pending removals).
    func release(_ subtree: View) {
        // Its constraints and the engine's leave the solver together, after the constraints reaching
        // outside the subtree (the caller deactivated them): the rest usually sit in rows of their
        // own, and the solver deletes those rows without pivoting (`removeConstraints`).
        subtree.forEachInSubtree { v in
            for case let c? in v.constraintSlots.slots { uninstall(c) }
            removeManaged(v)
            v.forEachExistingGuide(forget)
            dropVariables(v)
            v.engineCache = nil
        }
        valuesChanged = true
    }

    /// The engine is being dropped: every constraint it held becomes uninstalled.
    func detachAll() { detach(root) }

    /// A subtree leaves an engine that is being dropped with it (the solver is not touched): its
    /// constraints become uninstalled, so that the next engine that adopts it installs them.
    func detach(_ subtree: View) {
        func letGo(_ c: LayoutConstraint) { c.leaveEngine() }
        subtree.forEachInSubtree { v in
            for case let c? in v.constraintSlots.slots { c.leaveEngine() }
            v.forEachEngineMade(letGo)
            v.engineCache = nil
        }
    }

    /// A guide leaves the engine: its engine-made constraints and its variables.
    func forget(_ guide: LayoutGuide) {
        removeManaged(guide)
        dropVariables(guide)
    }
}
