import Layout

/// A window size animated frame by frame: each tick sets an in-between size, so the layout is
/// solved again for every frame, as when a person drags a desktop window's edge.
struct WindowResize {
    weak var window: Window?
    let from: Size
    let to: Size
    let start: Double
    let duration: Double
    let timing: AnimationTiming
    let group: AnimationGroup
}

extension AnimationDriver {
    func addResize(_ window: Window, to size: Size, duration: Double, timing: AnimationTiming, group: AnimationGroup) {
        // A new resize of the same window takes over from the size it reached.
        for (i, r) in resizes.enumerated().reversed() where r.window === window {
            resizes.remove(at: i)
            r.group.end(finished: false)
        }
        group.pending += 1
        resizes.append(
            WindowResize(
                window: window, from: window.size, to: size, start: clock.now,
                duration: duration, timing: timing, group: group))
    }

    func tickResizes(at now: Double) {
        guard !resizes.isEmpty else { return }
        var done: [WindowResize] = []
        resizes.removeAll { r in
            guard let window = r.window else {
                done.append(r)
                return true
            }
            let elapsed = min(max(now - r.start, 0), r.duration)
            let p = r.timing.progress(elapsed: elapsed, duration: r.duration)
            let over = now >= r.start + r.duration
            // Whole points in between, as a window edge moves by pixels; the exact size at the end.
            window.size =
                over
                ? r.to
                : Size(
                    width: (r.from.width + (r.to.width - r.from.width) * p).rounded(),
                    height: (r.from.height + (r.to.height - r.from.height) * p).rounded())
            if over { done.append(r) }
            return over
        }
        for r in done { r.group.end(finished: true) }
    }
}

extension Window {
    /// Changes the window size the way UIKit turns a device (`viewWillTransition(to:with:)` and the
    /// coordinator's animation): the size changes now and the new layout animates in, ease in-out.
    ///
    /// - Parameters:
    ///   - size: the new window size, for example `window.size.rotated`.
    ///   - duration: seconds; 0.4 by default, an iPhone's rotation.
    ///   - alongside: more changes to animate with the rotation (UIKit's `animate(alongsideTransition:)`).
    ///   - completion: called when the animation ends (`false` when another animation took over,
    ///     or at once when `size` is not finite and positive: the window keeps its size).
    ///
    /// ```swift
    /// window.transition(to: Size(width: 320, height: 568))
    /// window.animator.settle()   // logoImageView is now (0 0; 320 284)
    /// ```
    public func transition(
        to size: Size, duration: Double = 0.4, alongside: (() -> Void)? = nil,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard size.isValidWindowSize else { return completion?(false) ?? () }
        coordinated(duration: duration, completion: completion) {
            self.size = size
            alongside?()
        }
    }

    /// Rotates a device window to `orientation` as UIKit does: the other orientation's size, safe-area
    /// insets and traits take effect at once and the layout animates to them. A window with a plain
    /// size swaps its width and height.
    ///
    /// - Parameters:
    ///   - orientation: the orientation at the end.
    ///   - duration: seconds (0.4 by default, UIKit's rotation).
    ///   - alongside: more changes to animate with the rotation.
    ///   - completion: called when the animation ends.
    ///
    /// ```swift
    /// let window = Window(device: .iPhone15)
    /// window.transition(to: .landscape)
    /// window.animator.settle()   // 852 x 393, safe area 59 left and right, 21 at the bottom
    /// ```
    public func transition(
        to orientation: Orientation, duration: Double = 0.4, alongside: (() -> Void)? = nil,
        completion: ((Bool) -> Void)? = nil
    ) {
        guard device != nil else {
            if orientation != self.orientation {
                self.orientation = orientation
                return transition(to: size.rotated, duration: duration, alongside: alongside, completion: completion)
            }
            return completion?(true) ?? ()
        }
        coordinated(duration: duration, completion: completion) {
            self.orientation = orientation
            alongside?()
        }
    }

    /// Runs a size change in an ease-in-out animation block with a ``TransitionCoordinator``: the
    /// root controller's `viewWillTransition(to:with:)` queues animations that run inside the block
    /// and completions that run when it ends.
    private func coordinated(duration: Double, completion: ((Bool) -> Void)?, change: @escaping () -> Void) {
        let coordinator = TransitionCoordinator(duration: max(duration, 0))
        transitionCoordinator = coordinator
        View.animate(
            withDuration: duration, options: .curveEaseInOut,
            animations: {
                change()
                self.layoutIfNeeded()
            },
            completion: { finished in
                coordinator.complete()
                completion?(finished)
            })
        transitionCoordinator = nil
    }

    /// Resizes the window live: every frame of `duration` sets an in-between size (whole points)
    /// and the layout is solved again, so hugging and compression resistance act on every frame,
    /// as when a person drags the window's edge. UIKit has no such call; a desktop window needs it.
    ///
    /// - Parameters:
    ///   - size: the size at the end.
    ///   - duration: seconds; 0 or less resizes at once.
    ///   - options: the timing curve (`.curveEaseInOut` by default).
    ///   - completion: called at the end (`false` when another resize of this window took over,
    ///     or at once when `size` is not finite and positive: the window keeps its size).
    ///
    /// ```swift
    /// window.animateSize(to: Size(width: 320, height: 260), duration: 0.8)
    /// ```
    public func animateSize(
        to size: Size, duration: Double, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        guard size.isValidWindowSize else { return completion?(false) ?? () }
        guard duration > 0, duration.isFinite else {
            self.size = size
            completion?(true)
            return
        }
        let group = AnimationGroup(completion: completion)
        animator.addResize(self, to: size, duration: duration, timing: .curve(options.curve), group: group)
    }
}

extension Size {
    fileprivate var isValidWindowSize: Bool { width.isFinite && height.isFinite && width > 0 && height > 0 }
}
