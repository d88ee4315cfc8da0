// Soft constraints: members of groups of parallel constraints (SoftGroup.swift explains the method).

extension Tableau {
    // MARK: Adding, removing and moving members

    /// Adds a soft constraint `constant + terms OP 0` (terms over external symbols, merged, nonzero)
    /// to the group of its parallel constraints, making the group and its row if it is the first.
    mutating func addSoft(
        terms: [Cell], constant: Double, relation: Relation, level: Double,
        weight: Double
    ) throws(SolverError) -> Tag {
        // Parallel means the very same terms (sorted by symbol). Scaled copies (`2x == 10` beside
        // `x == 5`) are not merged: their weights would have to be scaled too, and weights far apart
        // make the slopes' sums round.
        let sorted = terms.sorted { $0.sym < $1.sym }
        let member = SoftMember(group: -1, position: -constant, relation: relation, level: level, weight: weight)
        let key = SoftGroupKey(sorted)
        // Joining a group runs the dual simplex (restoreOptimum), which starts from an optimum.
        let existing = group(for: key)
        if existing != nil { try optimizeIfPending() }
        let id = newMember(member)
        var tag = Tag(marker: -1, markerCoefficient: 0, isRequired: false)
        tag.member = id
        if let g = existing {
            members[Int(id)].group = g
            join(id, g)
            try restoreOptimum()
            return tag
        }
        let g = try makeGroup(key: key, terms: sorted, first: id)
        members[Int(id)].group = g
        return tag
    }

    /// Removes a soft constraint from its group, and the group's row with its last member.
    mutating func removeSoft(_ id: Int32) throws(SolverError) {
        let g = members[Int(id)].group
        guard dropMember(id) else {
            flagBounds(g)
            return
        }
        // Its costs left with it (`leave`); terms of u+ and u- that other rows' costs put in the
        // objective stay, as for any symbol.
        let plus = groups[Int(g)].plus, tag = groups[Int(g)].tag
        try eliminate(marker: plus, home: tag.homeRow, homeStamp: tag.homeStamp)
        forgetGroup(g)
    }

    /// Takes a member out of its group for good (its costs leave the objective); true when it was
    /// the group's last member.
    mutating func dropMember(_ id: Int32) -> Bool {
        let g = members[Int(id)].group
        leave(id, g)
        members[Int(id)].alive = false
        freeMembers.append(id)
        return groups[Int(g)].memberCount == 0
    }

    /// Frees an empty group's slot and key, once its row is gone.
    mutating func forgetGroup(_ g: Int32) {
        // Swapped out, not copied (a copy retains its key and heaps only to release them); the slot
        // keeps an empty group until it is reused.
        var group = SoftGroup(key: SoftGroupKey([]), plus: -1, minus: -1, tag: groups[Int(g)].tag, anchor: 0)
        swap(&group, &groups[Int(g)])
        // Its errors' costs left with its members; drop what rounding kept.
        for level in objective {
            errorCosts[Tableau.costKey(group.plus, level.id)] = nil
            errorCosts[Tableau.costKey(group.minus, level.id)] = nil
        }
        errorGroup[Int(group.plus)] = -1
        errorGroup[Int(group.minus)] = -1
        unindexGroup(g, key: group.key, next: group.nextSameDigest)
        freeGroups.append(g)
    }

    /// Changes a soft constraint's constant by `delta`. The caller restores the optimum
    /// (`restoreOptimum`).
    mutating func moveSoft(_ id: Int32, constantBy delta: Double) {
        let m = members[Int(id)]
        let g = m.group
        let shift = -delta
        check(m.position + shift)
        if groups[Int(g)].memberCount == 1, m.position == groups[Int(g)].anchor {
            // Alone at the anchor: the anchor moves with it and the slopes stay (an edit's fast path).
            _ = shiftConstant(groups[Int(g)].tag, by: -shift)
            groups[Int(g)].anchor += shift
            members[Int(id)].position += shift
            return
        }
        leave(id, g)
        members[Int(id)].position += shift
        join(id, g)
    }

    /// Stores a member; a reused slot gets a new version, so its old heap entries stay stale.
    private mutating func newMember(_ member: SoftMember) -> Int32 {
        var member = member
        member.version = freeMembers.last.map { members[Int($0)].version &+ 1 } ?? 0
        return members.place(member, reusing: &freeMembers)
    }

    /// Makes a group for the first member: its row `t - anchor - plus + minus = 0`, anchored at the
    /// member's position.
    private mutating func makeGroup(key: SoftGroupKey, terms: [Cell], first id: Int32) throws(SolverError) -> Int32 {
        let plus = newSymbol(.error), minus = newSymbol(.error)
        let anchor = members[Int(id)].position
        var tag = Tag(marker: plus, other: minus, markerCoefficient: -1, isRequired: false)
        let g = groups.place(SoftGroup(key: key, plus: plus, minus: minus, tag: tag, anchor: anchor), reusing: &freeGroups)
        indexGroup(g)
        errorGroup[Int(plus)] = g
        errorGroup[Int(minus)] = g
        members[Int(id)].group = g
        join(id, g)
        var cells: [Cell] = []
        cells.reserveCapacity(terms.count + 2)
        cells += terms
        cells.append(Cell(sym: plus, coef: -1))
        cells.append(Cell(sym: minus, coef: 1))
        guard case .added(let installed) = try insert(cells: cells, terms: terms, constant: -anchor, tag: tag) else {
            throw .internalError("a soft constraint's row could not be installed")
        }
        tag = installed
        groups[Int(g)].tag = tag
        optimizePending = true
        return g
    }

    /// Puts a member into its group's structures at its position and adds its slopes.
    private mutating func join(_ id: Int32, _ g: Int32) {
        let m = members[Int(id)]
        let b = groups[Int(g)].anchor
        if m.position > b {
            groups[Int(g)].above.push((m.position, id, m.version))
        } else if m.position < b {
            groups[Int(g)].below.push((-m.position, id, m.version))
        } else {
            groups[Int(g)].atAnchor.append((id, m.version))
        }
        groups[Int(g)].memberCount += 1
        addSlopes(of: m, to: g, sign: 1)
        flagBounds(g)
        dropStaleEntries(g)
    }

    /// A member that moves leaves a stale entry behind (skipped, and dropped when it reaches the top
    /// of its heap); when stale entries outnumber live ones, drops them all, so a member moved
    /// every frame does not grow its group. Amortised O(log n) per move.
    private mutating func dropStaleEntries(_ g: Int32) {
        let entries = groups[Int(g)].above.count + groups[Int(g)].below.count + groups[Int(g)].atAnchor.count
        guard entries > 2 * groups[Int(g)].memberCount + 8 else { return }
        var group = groups[Int(g)]
        groups[Int(g)].above = Heap()  // the copy in `group` owns the storage now
        groups[Int(g)].below = Heap()
        group.above.filter { isCurrent(($0.member, $0.version), g) }
        group.below.filter { isCurrent(($0.member, $0.version), g) }
        group.atAnchor.removeAll { !isCurrent($0, g) }
        groups[Int(g)] = group
    }

    /// Takes a member out of its group (its heap entry goes stale) and subtracts its slopes.
    private mutating func leave(_ id: Int32, _ g: Int32) {
        addSlopes(of: members[Int(id)], to: g, sign: -1)
        members[Int(id)].version &+= 1
        groups[Int(g)].memberCount -= 1
    }

    /// Adds `sign` times a member's contribution to the slopes at its group's anchor: to the right
    /// slope (u+'s cost) its slope above its position if it sits at or below the anchor, else its
    /// slope below; to the left slope (minus u-'s cost) likewise for strictly below.
    private mutating func addSlopes(of m: SoftMember, to g: Int32, sign: Double) {
        let b = groups[Int(g)].anchor
        let right = m.position <= b ? m.slopeAbove : m.slopeBelow
        let left = m.position < b ? m.slopeAbove : m.slopeBelow
        let level = levelIndex(m.level)
        addCost(groups[Int(g)].plus, level, sign * right)
        addCost(groups[Int(g)].minus, level, -sign * left)
    }

    /// Adds `delta` to a symbol's cost at one objective level, whether it is parametric or basic.
    private mutating func addCost(_ sym: Int32, _ level: Int, _ delta: Double) {
        guard delta != 0 else { return }
        let key = Tableau.costKey(sym, objective[level].id)
        let cost = (errorCosts[key] ?? 0) + delta
        errorCosts[key] = cost == 0 ? nil : cost
        let r = rowOf[Int(sym)]
        if r >= 0 {
            let row = rows[Int(r)]
            objectiveAddRow(level, factor: delta, cells: row.cells)
        } else {
            objectiveAdd(level, sym, delta)
        }
    }

    // MARK: Bounds and anchors

    /// The group and direction of a group error: u+ (`up`) or u-.
    @inline(__always) func bound(of sym: Int32) -> (group: Int32, up: Bool)? {
        let g = errorGroup[Int(sym)]
        return g < 0 ? nil : (g, groups[Int(g)].plus == sym)
    }

    /// How far u+ (`up`) or u- may grow before t reaches the next break: infinity when there is none.
    mutating func gap(_ g: Int32, up: Bool) -> Double {
        guard let next = nextBreak(g, up: up) else { return .infinity }
        let gap = up ? next - groups[Int(g)].anchor : groups[Int(g)].anchor - next
        check(gap)
        return gap
    }

    /// The nearest member position above (`up`) or below the anchor, dropping stale heap entries.
    private mutating func nextBreak(_ g: Int32, up: Bool) -> Double? {
        while let top = up ? groups[Int(g)].above.top : groups[Int(g)].below.top {
            if isCurrent((top.member, top.version), g) { return up ? top.key : -top.key }
            if up { groups[Int(g)].above.pop() } else { groups[Int(g)].below.pop() }
        }
        return nil
    }

    /// Moves a group's anchor to the next break above (`up`) or below: the moving error drops by
    /// the gap in every row (as a constant change), and the slopes become the next segment's.
    mutating func reanchor(_ g: Int32, up: Bool) {
        guard let next = nextBreak(g, up: up) else { return }
        anchorMoves += 1
        let old = groups[Int(g)].anchor
        let moving = up ? groups[Int(g)].plus : groups[Int(g)].minus
        let gap = up ? next - old : old - next
        check(gap)
        _ = shiftSymbol(moving, by: gap)
        // Members at the old anchor and at the new one change sides; recompute their slopes.
        var leaving: [Int32] = []
        for entry in groups[Int(g)].atAnchor where isCurrent(entry, g) {
            addSlopes(of: members[Int(entry.member)], to: g, sign: -1)
            leaving.append(entry.member)
        }
        var arriving: [Int32] = []
        while let top = up ? groups[Int(g)].above.top : groups[Int(g)].below.top {
            let position = up ? top.key : -top.key
            let current = isCurrent((top.member, top.version), g)
            if current, position != next { break }
            if up { groups[Int(g)].above.pop() } else { groups[Int(g)].below.pop() }
            if current {
                addSlopes(of: members[Int(top.member)], to: g, sign: -1)
                arriving.append(top.member)
            }
        }
        groups[Int(g)].anchor = next
        for id in leaving {
            let m = members[Int(id)]
            if up {
                groups[Int(g)].below.push((-m.position, id, m.version))
            } else {
                groups[Int(g)].above.push((m.position, id, m.version))
            }
            addSlopes(of: m, to: g, sign: 1)
        }
        for id in arriving { addSlopes(of: members[Int(id)], to: g, sign: 1) }
        var atAnchor = SmallArray<2, (member: Int32, version: UInt32)>(filler: (-1, 0))
        for id in arriving { atAnchor.append((id, members[Int(id)].version)) }
        groups[Int(g)].atAnchor = atAnchor
    }

    /// Whether a heap or anchor entry still describes its member (not moved, removed or reused).
    private func isCurrent(_ entry: (member: Int32, version: UInt32), _ g: Int32) -> Bool {
        let m = members[Int(entry.member)]
        return m.alive && m.group == g && m.version == entry.version
    }

    /// Queues a group's basic errors for the dual simplex, which moves the anchor of any that
    /// passed its gap (a member added, moved or removed changes the gaps).
    mutating func flagBounds(_ g: Int32) {
        let plus = groups[Int(g)].plus, minus = groups[Int(g)].minus
        if isBasic(plus) { infeasible.append(plus) }
        if isBasic(minus) { infeasible.append(minus) }
    }

    /// Whether a basic group error is past its gap (the dual simplex then moves the anchor).
    mutating func isPastBound(_ sym: Int32, value: Double) -> Bool {
        guard let (g, up) = bound(of: sym) else { return false }
        let limit = gap(g, up: up)
        return value > limit && !nearZero(value - limit)
    }
}

extension Tableau {
    // MARK: Finding groups

    /// The live group of parallel constraints with this key, if any.
    func group(for key: SoftGroupKey) -> Int32? {
        var g = groupHeads[key.digest] ?? -1
        while g >= 0 {
            if groups[Int(g)].key == key { return g }
            g = groups[Int(g)].nextSameDigest
        }
        return nil
    }

    /// Puts group `g` first in the chain of its key's digest.
    mutating func indexGroup(_ g: Int32) {
        let digest = groups[Int(g)].key.digest
        groups[Int(g)].nextSameDigest = groupHeads[digest] ?? -1
        groupHeads[digest] = g
    }

    /// Takes group `g` (already out of its slot, with `key` and `next`, its link) out of its chain.
    mutating func unindexGroup(_ g: Int32, key: SoftGroupKey, next: Int32) {
        guard let head = groupHeads[key.digest] else { return }
        if head == g {
            groupHeads[key.digest] = next >= 0 ? next : nil
            return
        }
        var previous = head
        while groups[Int(previous)].nextSameDigest >= 0 {
            if groups[Int(previous)].nextSameDigest == g {
                groups[Int(previous)].nextSameDigest = next
                return
            }
            previous = groups[Int(previous)].nextSameDigest
        }
    }
}
