// The engine behind `Solver`: symbol and row storage and the row primitives.
// The algorithm is explained at the top of Solver.swift.

/// What a symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (>= 0), or an artificial variable.
    case slack
    /// An error of a non-required constraint (>= 0), weighted in the objective.
    case error
    /// The marker of a required equality; always 0.
    case dummy
}

/// One nonzero entry of a row.
struct Cell {
    var sym: Int32
    var coef: Double
}

/// A basic symbol's row: `basic = constant + sum(cells)`.
///
/// Rows whose basic symbol is external are *definitions* (`isDefinition`): they may name other basic
/// symbols, always of a lower `stamp`. Rows whose basic symbol is restricted are fully reduced: they
/// name parametric restricted symbols only.
struct Row {
    // `isDefinition` beside `basic`: 32 bytes a row, not 40 (fields are laid out as declared).
    var basic: Int32
    var isDefinition: Bool
    var constant: Double
    var cells: [Cell]
    var stamp: Int64

    init(basic: Int32, constant: Double, cells: [Cell], stamp: Int64, isDefinition: Bool) {
        self.basic = basic
        self.isDefinition = isDefinition
        self.constant = constant
        self.cells = cells
        self.stamp = stamp
    }

    func coefficient(of sym: Int32) -> Double {
        for c in cells where c.sym == sym { return c.coef }
        return 0
    }
}

/// A level of the objective: minimise `constant + sum(coefs[s] * s)`.
struct ObjectiveLevel {
    var level: Double
    /// A number no other level of the tableau has, kept when levels are inserted before it.
    var id: Int32 = 0
    /// Kept only by phase one's artificial objective (whether it reached 0 decides the add); the
    /// levels' values are derived from the rows (`Tableau.objectiveValue`).
    var constant: Double = 0
    var coefs = FlatMap<Int32, Double>(filler: 0)

    init(level: Double, constant: Double = 0) {
        self.level = level
        self.constant = constant
    }
}

/// What the solver records about one installed constraint. 32 bytes (fields are laid out as
/// declared): every installed constraint's record holds one.
struct Tag {
    /// The slack, dummy or positive error of the constraint.
    var marker: Int32
    /// The negative error (equalities) or error (inequalities) of a non-required constraint, or -1.
    var other: Int32 = -1
    /// The coefficient of `marker` in the constraint's original row `expression + marker terms = 0`:
    /// 1, -1 or 0 (exact in a `Float`, which keeps the tag at 32 bytes).
    var markerCoefficient: Float
    /// The definition row made from this constraint when it was added (`homeRow`, `homeStamp`), if any.
    var homeRow: Int32 = -1
    /// A soft constraint's member id in its group (the group owns the row and its markers), or -1.
    var member: Int32 = -1
    /// Whether the constraint is required (its level and weight live in its soft member otherwise).
    var isRequired: Bool
    var homeStamp: Int64 = 0

    init(marker: Int32, other: Int32 = -1, markerCoefficient: Float, isRequired: Bool) {
        self.marker = marker
        self.other = other
        self.markerCoefficient = markerCoefficient
        self.isRequired = isRequired
    }
}

let epsilon = 1.0e-8

@inline(__always) func nearZero(_ v: Double) -> Bool { v < epsilon && v > -epsilon }

/// How much of its operands a sum of objective coefficients may keep and still be rounding noise.
let objectiveEpsilon = 1.0e-9

/// Whether `sum = a + b` (or a difference) is rounding noise: zero relative to its operands.
///
/// Objective coefficients are weights times row coefficients, so their scale is the weights' scale:
/// an absolute test (`nearZero`) would make every strength below ~1e-8 act as zero in weighted
/// mode (1e-9 against 2e-9 would pick the wrong side). This test is the same at every scale.
@inline(__always) func cancels(_ sum: Double, _ a: Double, _ b: Double) -> Bool {
    abs(sum) <= objectiveEpsilon * max(abs(a), abs(b))
}

/// The tableau: symbols, rows, column indexes and the objective.
struct Tableau {
    let mode: SolverMode

    // Symbols (indexed by symbol id).
    var kinds: [SymbolKind] = []
    /// The row where the symbol is basic, or -1 when it is parametric.
    var rowOf: [Int32] = []
    /// The restricted rows that may contain the symbol (verified on use, may hold stale entries).
    var rcols = ColumnLists()
    /// The definition rows that may contain the symbol (verified on use, may hold stale entries).
    var dcols = ColumnLists()
    /// How many definition rows contain the symbol (exact); 0 means a parametric external is fresh.
    var refCount = SymbolTable<Int32>()
    /// The cells of all definition rows (the sum of `refCount`): the size of the evaluation
    /// program, known before its rows are visited.
    var definitionCells = 0

    // Rows.
    var rows: [Row] = []
    var freeRows: [Int32] = []
    var maxStamp: Int64 = 0
    var minStamp: Int64 = 0

    // The objective, highest level first, and the symbols that may improve it.
    var objective: [ObjectiveLevel] = []
    /// The phase-one objective while a constraint is added through an artificial variable.
    var artificial: ObjectiveLevel?
    /// The last phase-one objective, kept between adds for its table (see `startPhaseOne`).
    var spareArtificial: ObjectiveLevel?
    /// Every group error's cost at each objective level (key `costKey(sym, level id)`), kept by
    /// `addCost`: what `computeDummyCosts` needs, since the objective itself keeps no terms on dummies.
    var errorCosts = FlatMap<UInt64, Double>(filler: 0)
    /// A dummy's coefficient per objective level, left by `computeDummyCosts`.
    var costScratch: [Double] = []
    /// Whether `artificial` keeps its terms on dummies. Phase one never enters a dummy and a dummy is
    /// always 0, so those terms decide nothing, and leaving them out keeps the objective as short as
    /// the row's real freedom (a grid cell's rows name every dummy of the first row's widths). The
    /// conflict certificate keeps them: they name the required equalities in the conflict.
    var artificialNamesDummies = true  // set by `startPhaseOne`
    var candidates = Heap<LowestSymbol>()
    var isCandidate = SymbolTable<Bool>()
    /// Basic restricted symbols whose rows became negative (for the dual simplex).
    var infeasible: [Int32] = []
    /// Set by removals: the tableau is feasible but the objective may not be optimal yet.
    var optimizePending = false

    // Soft constraints, in groups of parallel ones (SoftGroup.swift).
    var groups: [SoftGroup] = []
    var freeGroups: [Int32] = []
    /// The live groups by their key's digest: the first group of a chain linked by `nextSameDigest`.
    /// A flat table of 64-bit digests, not a `Dictionary` of keys: removing a key from a dictionary
    /// rehashes the keys after it, each an array out in the heap (a view subtree leaving removes
    /// thousands of groups).
    var groupHeads = FlatMap<UInt64, Int32>(filler: -1)
    var members: [SoftMember] = []
    var freeMembers: [Int32] = []
    /// The group whose u+ or u- the symbol is, or -1.
    var errorGroup = SymbolTable<Int32>()

    // Compound dummies (Tableau+Compounds.swift).
    /// Whether rows fold their many dummies into a compound (off in the conflict search's scratch
    /// tableau, whose certificate names each dummy's constraint).
    let foldsDummies: Bool
    /// Each compound's members, by the compound's symbol.
    var compounds = FlatMap<Int32, [Cell]>(filler: [])
    /// For each dummy in a compound, the compounds that may name it (verified on use).
    var compoundsOf = FlatMap<Int32, [Int32]>(filler: [])

    // Scratch space (kept here to avoid allocation in hot paths).
    /// A mark per row (`nextVisitEpoch`), grown with the rows.
    var visitMark: [UInt32] = []
    var visitEpoch: UInt32 = 0
    var accumulator: [Double] = []
    var inAccumulator: [Bool] = []
    var touched: [Int32] = []
    var stampHeap = Heap<LatestStamp>()
    var inStampHeap: [Bool] = []
    /// Where each symbol sits in the row `addScaled` is changing, or -1 (-1 between calls).
    var slotScratch: [Int32] = []

    // Values of basic externals, by their definition's row, cached until the next change (any
    // change to the rows bumps `epoch`, so a reused row never reads a stale value).
    var memoValue: [Double] = []
    var memoEpoch: [UInt64] = []
    /// Bumped whenever a definition is added, deleted or rewritten (not when only its constant moves).
    var definitionsVersion: UInt64 = 0
    var program = EvaluationProgram()
    var evaluationStack: [Int32] = []
    var lazyEpoch: UInt64 = 0
    var lazyVisits = 0
    /// The values last returned by `changedExternals` (NaN: never reported), indexed by symbol:
    /// grown a chunk at a time with the other symbol tables, not by the first layout that reads it.
    var reported = SymbolTable<Double>()
    /// Symbols whose row changed, or that became basic or parametric, since `changedExternals` last
    /// ran: where a changed value can start (Tableau+Values.swift). Past `dirtyLimit` entries the
    /// list stops and the next query scans every variable.
    var dirty: [Int32] = []
    var isDirty = SymbolTable<Bool>()
    var dirtyOverflow = true
    var evaluatingAll = false
    var epoch: UInt64 = 1

    /// Set when arithmetic produced a NaN or an infinity (the solver then rebuilds and reports the
    /// operation as `nonFiniteNumber`); cleared by the solver before each operation.
    var nonFinite = false
    /// Set when undoing a failed operation itself failed: the tableau no longer matches the
    /// installed constraints and the solver rebuilds it.
    var damaged = false
    /// Whether a stored number ever reached 1e100 (``Solver/largeMagnitude``): from then on every
    /// operation checks all values, since products with it can overflow them.
    var holdsLarge = false

    // Counters.
    var pivotCount = 0
    /// Soft groups' anchors moved to the next break (a simplex step that changes no basis).
    var anchorMoves = 0
    var reductionCount = 0

    /// An empty tableau.
    ///
    /// - Parameter foldsDummies: whether rows fold their many dummies into compounds.
    init(mode: SolverMode, foldsDummies: Bool = true) {
        self.mode = mode
        self.foldsDummies = foldsDummies
        if mode == .weighted { objective = [ObjectiveLevel(level: 0)] }
    }

    // MARK: Symbols

    mutating func newSymbol(_ kind: SymbolKind) -> Int32 {
        let id = Int32(kinds.count)
        kinds.append(kind)
        if Int(id) == rowOf.count { growSymbolTables() }
        if kind == .external { markDirty(id) }  // a new variable is reported once
        return id
    }

    /// How many entries a table indexed by symbol or by row gains at most at once. The tables grow
    /// by their own size up to this, then by this: `+=` still doubles an array's capacity when it
    /// reallocates, but only the entries filled are written, and capacity never written costs no
    /// memory. Filling the whole doubled tables wrote up to twice what the symbols need, in fresh
    /// pages (S1 faults 4 % less this way).
    static let tableGrowthChunk = 4096

    /// How many entries a table of `count` entries gains when it grows (``tableGrowthChunk``).
    static func tableGrowth(from count: Int) -> Int { min(max(count, 64), tableGrowthChunk) }

    /// Grows the tables indexed by symbol (all but `kinds`, whose count is the number of symbols, and
    /// the scratch tables, `ensureScratch`), filled with what a new symbol starts with (``tableGrowthChunk``). Ids are never reused, so a
    /// new symbol's entries are already right: a symbol costs one append, not one per table.
    private mutating func growSymbolTables() {
        let n = Tableau.tableGrowth(from: rowOf.count)
        rowOf += repeatElement(-1, count: n)
        rcols.addSymbols(n)
        dcols.addSymbols(n)
        refCount.grow(by: n, filling: 0)
        isCandidate.grow(by: n, filling: false)
        errorGroup.grow(by: n, filling: -1)
        isDirty.grow(by: n, filling: false)
        reported.grow(by: n, filling: .nan)
    }

    /// Grows the scratch tables indexed by symbol (`accumulator`, `inAccumulator`, `inStampHeap`,
    /// `slotScratch`) to every symbol, when an operation that uses them starts. They hold their
    /// resting values between operations, so they need not follow each new symbol: a tableau that
    /// only adds rows with fresh subjects (most of a layout) never grows them (S1 at N = 10,000 copied
    /// and first touched 1.1 MB of them as they doubled, for nothing).
    @inline(__always) mutating func ensureScratch() {
        if accumulator.count < kinds.count { growScratch() }
    }

    private mutating func growScratch() {
        let n = max(kinds.count - accumulator.count, Tableau.tableGrowth(from: accumulator.count))
        accumulator += repeatElement(0, count: n)
        inAccumulator += repeatElement(false, count: n)
        inStampHeap += repeatElement(false, count: n)
        slotScratch += repeatElement(-1, count: n)
    }

    @inline(__always) func isBasic(_ s: Int32) -> Bool { rowOf[Int(s)] >= 0 }

    /// A fresh mark for `visitMark` (each row marked once per walk); on wrap-around the marks are
    /// cleared, so no stale mark equals the new one.
    mutating func nextVisitEpoch() -> UInt32 {
        visitEpoch &+= 1
        if visitEpoch == 0 {
            for i in visitMark.indices { visitMark[i] = 0 }
            visitEpoch = 1
        }
        return visitEpoch
    }

    /// Whether a restricted row needs the dual simplex: its basic symbol below 0 (beyond rounding),
    /// or a group error past its gap. Rows a pivot leaves at -1e-15 are not queued.
    @inline(__always) mutating func isInfeasible(_ row: Row) -> Bool {
        (row.constant < 0 && !nearZero(row.constant)) || isPastBound(row.basic, value: row.constant)
    }

    /// Notes that `sym`'s row changed, or that it became basic or parametric.
    @inline(__always) mutating func markDirty(_ sym: Int32) {
        guard !dirtyOverflow, !isDirty[Int(sym)] else { return }
        if dirty.count >= 64 + kinds.count / 8 {
            dirtyOverflow = true
            return
        }
        isDirty[Int(sym)] = true
        dirty.append(sym)
    }

    /// Notes a number the tableau stores: a NaN or an infinity sets `nonFinite`; a magnitude of
    /// ``Solver/largeMagnitude`` or more sets `holdsLarge` (one comparison in the common case).
    @inline(__always) mutating func check(_ v: Double) {
        if !(abs(v) < 1e100) {
            if v.isFinite { holdsLarge = true } else { nonFinite = true }
        }
    }
}
