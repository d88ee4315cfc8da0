#if canImport(Glibc)
    import Glibc  // exp and log for the deceleration curve and the spring (Layout stays Foundation-free)
#elseif canImport(Darwin)
    import Darwin
#endif

// Scrolling as UIKit's scroll views scroll: a drag moves the content (rubber-banding past the
// edges), a fling decelerates at `decelerationRate` per millisecond, content past an edge springs
// back, and paging stops on whole pages. The window's clock steps the motion.

/// How quickly a flung scroll view slows (UIKit's `UIScrollView.DecelerationRate`): the velocity is
/// multiplied by `rawValue` every millisecond.
public struct DecelerationRate: Hashable, Sendable {
    /// The factor per millisecond.
    public let rawValue: Double
    /// Makes a rate.
    public init(rawValue: Double) { self.rawValue = rawValue }
    /// 0.998 per millisecond: a fling coasts (UIKit's default).
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// 0.99 per millisecond: a fling stops soon (paging and pickers).
    public static let fast = DecelerationRate(rawValue: 0.99)
}

/// What a scroll view tells as it is scrolled (UIKit's `UIScrollViewDelegate`, the scrolling part);
/// every method has an empty default.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger is about to lift with `velocity` (points per millisecond, UIKit's unit; the
    /// content's motion, not the finger's): the delegate may move `targetContentOffset`, where the
    /// content would come to rest, and the content then settles there instead.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point)
    /// The finger was lifted; `decelerate` says whether the content moves on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// The content moves on after the finger was lifted.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// The content came to rest after moving on.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Nothing: the content comes to rest where it would.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, velocity: Point, targetContentOffset: inout Point) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}

/// Where a scroll view is between a drag and rest.
enum ScrollMotion {
    /// Still.
    case resting
    /// Following a finger; the offset when the drag began.
    case dragging(start: Point)
    /// Moving on its own, each axis its own way.
    case moving(x: AxisMotion, y: AxisMotion)
}

/// One axis of a scroll view moving on its own.
enum AxisMotion {
    /// Not moving, at this offset.
    case still(Double)
    /// Slowing: from `from` at time `t0` with `velocity` points per second.
    case decelerating(from: Double, velocity: Double, t0: Double)
    /// A critically damped spring from `from` (with `velocity`) to `target`, from time `t0`.
    case spring(target: Double, from: Double, velocity: Double, t0: Double)
}

extension ScrollView {
    /// Whether a finger is dragging the content.
    public var isDragging: Bool { if case .dragging = motion { true } else { false } }

    /// Whether the content moves on after a drag (decelerating, bouncing back or settling on a page).
    public var isDecelerating: Bool { if case .moving = motion { true } else { false } }

    /// Whether the content is moving (dragged or on its own): the indicators show.
    var isMoving: Bool { if case .resting = motion { false } else { true } }

    /// The spring's stiffness: critically damped at 12 rad/s, it settles in about half a second.
    static let springOmega = 12.0
    /// How much content past an edge a drag shows: UIKit's rubber band constant.
    static let rubberBand = 0.55

    /// The smallest and largest offsets at rest, given the adjusted insets (and, at the top, the
    /// room a collapsed large title grows back into).
    var offsetBounds: (min: Point, max: Point) {
        let i = adjustedContentInset, size = contentSize
        let minimum = Point(x: -i.left, y: -i.top - topPullRoom)
        return (
            minimum,
            Point(x: max(size.width - frame.width + i.right, minimum.x), y: max(size.height - frame.height + i.bottom, minimum.y))
        )
    }

    /// The axes a drag moves: those the content overflows, and those set to always bounce.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        let (lo, hi) = offsetBounds
        return (hi.x > lo.x || alwaysBounceHorizontal, hi.y > lo.y || alwaysBounceVertical)
    }

    func handlePan(_ pan: PanGestureRecognizer) {
        guard isScrollEnabled else { return }
        let now = pan.lastEventTime
        switch pan.state {
        case .began:
            motion = .dragging(start: contentOffset)
            // UIKit's keyboard dismiss mode `.onDrag`: the on-screen keyboard goes down as a drag begins.
            if keyboardDismissal == .onDrag, let window, window.keyboardFrame != nil { window.firstResponder?.resignFirstResponder() }
            delegate?.scrollViewWillBeginDragging(self)
        case .changed:
            guard case .dragging(let start) = motion else { return }
            let t = pan.translation(in: self), axes = scrollableAxes, (lo, hi) = offsetBounds
            let x = axes.horizontal ? banded(start.x - t.x, lo.x, hi.x, frame.width) : contentOffset.x
            let y = axes.vertical ? banded(start.y - t.y, lo.y, hi.y, frame.height) : contentOffset.y
            contentOffset = Point(x: x, y: y)
            if keyboardDismissal == .interactive, let window { window.keyboardFollowsFinger(at: pan.location(in: nil).y) }
        case .ended, .cancelled:
            guard isDragging else { return }
            if keyboardDismissal == .interactive, let window {
                window.releaseKeyboard(fingerVelocity: pan.state == .cancelled ? 0 : pan.velocity(in: nil).y)
            }
            let v = pan.velocity(in: self), axes = scrollableAxes
            let vx = axes.horizontal ? -v.x : 0, vy = axes.vertical ? -v.y : 0
            let (lo, hi) = offsetBounds
            var mx = release(contentOffset.x, vx, lo.x, hi.x, page: frame.width, now)
            var my = release(contentOffset.y, vy, lo.y, hi.y, page: frame.height, now)
            if delegate != nil || restingOffsetAdjustment != nil {
                // UIKit's scrollViewWillEndDragging: the delegate may move the resting place (and
                // then a bar over the content, to snap a large title); the content then settles
                // there on the spring that ends a page.
                let natural = Point(x: restingOffset(of: mx, lo.x, hi.x), y: restingOffset(of: my, lo.y, hi.y))
                var target = natural
                delegate?.scrollViewWillEndDragging(self, velocity: Point(x: vx / 1000, y: vy / 1000), targetContentOffset: &target)
                if let restingOffsetAdjustment { target = restingOffsetAdjustment(target) }
                if target.x != natural.x { mx = settle(contentOffset.x, at: target.x, vx, now) }
                if target.y != natural.y { my = settle(contentOffset.y, at: target.y, vy, now) }
            }
            if case .still = mx, case .still = my {
                motion = .resting
                delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
            } else {
                motion = .moving(x: mx, y: my)
                window?.startMoving(self)
                delegate?.scrollViewDidEndDragging(self, willDecelerate: true)
                delegate?.scrollViewWillBeginDecelerating(self)
            }
        default:
            break
        }
    }

    /// An offset past an edge shown with UIKit's rubber band: the farther the finger goes, the
    /// less the content follows (never more than the view's size). Without ``bounces``, the edge.
    private func banded(_ raw: Double, _ lo: Double, _ hi: Double, _ dimension: Double) -> Double {
        func band(_ over: Double) -> Double { (1 - 1 / (over * Self.rubberBand / max(dimension, 1) + 1)) * dimension }
        if raw < lo { return bounces ? lo - band(lo - raw) : lo }
        if raw > hi { return bounces ? hi + band(raw - hi) : hi }
        return raw
    }

    /// What one axis does when the finger lifts: spring back from past an edge, settle on a page,
    /// decelerate a fling, or stay.
    private func release(_ offset: Double, _ velocity: Double, _ lo: Double, _ hi: Double, page: Double, _ now: Double) -> AxisMotion {
        if offset < lo || offset > hi { return .spring(target: min(max(offset, lo), hi), from: offset, velocity: velocity, t0: now) }
        if isPagingEnabled, page > 0 {
            let current = (offset - lo) / page
            let index = abs(velocity) > 200 ? (velocity > 0 ? current.rounded(.up) : current.rounded(.down)) : current.rounded()
            let target = min(max(lo + index * page, lo), hi)
            return target == offset ? .still(offset) : .spring(target: target, from: offset, velocity: velocity, t0: now)
        }
        return abs(velocity) > 10 ? .decelerating(from: offset, velocity: velocity, t0: now) : .still(offset)
    }

    /// Where an axis released as `motion` comes to rest: a fling's end (v0 / (1000 ln d) short of
    /// where it started, backwards), kept within the offsets at rest.
    private func restingOffset(of motion: AxisMotion, _ lo: Double, _ hi: Double) -> Double {
        switch motion {
        case .still(let x): return x
        case .spring(let target, _, _, _): return target
        case .decelerating(let from, let v, _): return min(max(from - v / (1000 * log(decelerationRate.rawValue)), lo), hi)
        }
    }

    /// An axis moving from `offset` to rest at `target` (a place the delegate chose), on the
    /// spring that settles a page.
    private func settle(_ offset: Double, at target: Double, _ velocity: Double, _ now: Double) -> AxisMotion {
        guard target.isFinite else { return .still(offset) }
        return target == offset ? .still(offset) : .spring(target: target, from: offset, velocity: velocity, t0: now)
    }

    /// Steps a fling, bounce or page settle to `now` on the window's clock; ends it at rest.
    func advanceMotion(to now: Double) {
        guard case .moving(let mx, let my) = motion else { return }
        let (lo, hi) = offsetBounds
        let (x, nx) = step(mx, now, lo.x, hi.x)
        let (y, ny) = step(my, now, lo.y, hi.y)
        contentOffset = Point(x: x, y: y)
        if case .still = nx, case .still = ny {
            motion = .resting
            delegate?.scrollViewDidEndDecelerating(self)
        } else {
            motion = .moving(x: nx, y: ny)
        }
    }

    /// One axis at `now`: its offset and what it does next.
    private func step(_ m: AxisMotion, _ now: Double, _ lo: Double, _ hi: Double) -> (Double, AxisMotion) {
        switch m {
        case .still(let x):
            return (x, m)
        case .decelerating(let from, let v, let t0):
            // v(t) = v0 · d^(1000 t); x(t) = x0 + v0 (d^(1000 t) − 1) / (1000 ln d).
            let d = decelerationRate.rawValue, k = 1000 * log(d), t = max(now - t0, 0)
            let factor = exp(k * t)
            let x = from + v * (factor - 1) / k, velocity = v * factor
            if x < lo || x > hi {
                guard bounces else { return (min(max(x, lo), hi), .still(min(max(x, lo), hi))) }
                return (x, .spring(target: x < lo ? lo : hi, from: x, velocity: velocity, t0: now))
            }
            return abs(velocity) < 2 ? (x, .still(x)) : (x, m)
        case .spring(let target, let from, let v, let t0):
            // Critically damped: x(t) = target + (x0 + (v0 + ω x0) t) e^(−ω t), x0 = from − target.
            let w = Self.springOmega, t = max(now - t0, 0), x0 = from - target
            let e = exp(-w * t)
            let x = target + (x0 + (v + w * x0) * t) * e
            let velocity = (v - w * (v + w * x0) * t) * e
            return abs(x - target) < 0.25 && abs(velocity) < 5 ? (target, .still(target)) : (x, m)
        }
    }
}
