import Animation
import Foundation
import Layout

/// Scripted touches (`--input "tap 100,200; drag 10,300 10,100 0.3; wait 0.5"`) as timed touch
/// events on the window's clock, played the same way in a window (one frame at a time, on the
/// real clock) and headless (on the virtual clock, a frame written after each step).
///
/// Steps, separated by `;`: `tap X,Y [SECONDS]` (down, up after 0.05 s or SECONDS), `drag X1,Y1 X2,Y2
/// [SECONDS]` (down, moved at 60 Hz over 0.3 s or SECONDS, up), `type TEXT` (into the focused text
/// field, a character every 0.1 s; `\n` is Return), `wait SECONDS`. Points are in window coordinates.
/// Each step starts a tenth of a second after the one before.
struct InputScript {
    /// One input event, `time` seconds after the script starts.
    struct InputEvent {
        /// A touch, or text typed.
        enum Kind {
            case touch(Touch.Phase, Point)
            case text(String)
        }
        let time: Double
        let kind: Kind
        /// The index of the step it belongs to.
        let step: Int

        /// Delivers the event to `window`.
        func send(to window: Window, at timestamp: Double) {
            switch kind {
            case .touch(let phase, let point): window.sendTouch(phase, at: point, timestamp: timestamp)
            case .text(let text): window.insertText(text)
            }
        }
    }

    /// The events in time order.
    let events: [InputEvent]
    /// How many steps the script has.
    let stepCount: Int
    /// When the last event happens.
    var duration: Double { events.last?.time ?? 0 }

    /// Parses a script.
    ///
    /// - Throws: ``ValidationFailure`` naming the step that cannot be read and why.
    nonisolated init(_ text: String) throws {
        var events: [InputEvent] = []
        var t = 0.0
        let steps = text.split(separator: ";", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !steps.isEmpty, !steps.contains(where: \.isEmpty) else {
            throw ValidationFailure(
                "--input: empty step in \"\(text)\"; steps are tap X,Y, drag X1,Y1 X2,Y2 SECONDS, wait SECONDS, separated by ;")
        }
        for (index, step) in steps.enumerated() {
            let words = step.split(separator: " ").map(String.init)
            func fail(_ why: String) -> ValidationFailure { ValidationFailure("--input: step \(index + 1) \"\(step)\": \(why)") }
            func point(_ s: String) throws -> Point {
                let parts = s.split(separator: ",", omittingEmptySubsequences: false)
                guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
                    abs(x) <= Limits.coordinate, abs(y) <= Limits.coordinate
                else { throw fail("\"\(s)\" is not a point X,Y within ±\(Int(Limits.coordinate))") }
                return Point(x: x, y: y)
            }
            func seconds(_ s: String) throws -> Double {
                guard let v = Double(s), v.isFinite, v >= 0, v <= 600 else { throw fail("\"\(s)\" is not a duration in 0...600 seconds") }
                return v
            }
            switch words.first {
            case "tap" where words.count == 2 || words.count == 3:
                let p = try point(words[1])
                let held = words.count == 3 ? try seconds(words[2]) : 0.05
                events += [
                    InputEvent(time: t, kind: .touch(.began, p), step: index),
                    InputEvent(time: t + held, kind: .touch(.ended, p), step: index),
                ]
                t += held
            case "drag" where words.count == 3 || words.count == 4:
                let (a, b) = (try point(words[1]), try point(words[2]))
                let d = words.count == 4 ? try seconds(words[3]) : 0.3
                events.append(InputEvent(time: t, kind: .touch(.began, a), step: index))
                let frames = max(1, Int((d * 60).rounded()))
                for i in 1...frames {
                    let p = Double(i) / Double(frames)
                    let at = Point(x: a.x + (b.x - a.x) * p, y: a.y + (b.y - a.y) * p)
                    events.append(InputEvent(time: t + d * p, kind: .touch(.moved, at), step: index))
                }
                events.append(InputEvent(time: t + d, kind: .touch(.ended, b), step: index))
                t += d
            case "wait" where words.count == 2:
                t += try seconds(words[1])
            case "type" where words.count >= 2:
                // The rest of the step, as written; \n is the Return key.
                let typed = step.dropFirst(4).drop { $0 == " " }.replacingOccurrences(of: "\\n", with: "\n")
                for ch in typed {
                    events.append(InputEvent(time: t, kind: .text(String(ch)), step: index))
                    t += 0.1
                }
            default:
                throw fail("expected tap X,Y [SECONDS], drag X1,Y1 X2,Y2 [SECONDS], type TEXT or wait SECONDS")
            }
            t += 0.1
        }
        self.events = events
        stepCount = steps.count
    }

    /// Plays the script in a window, a frame at a time: call ``step(_:now:)`` every frame.
    final class Player {
        let script: InputScript
        private var next = 0
        private var start: Double?

        init(_ script: InputScript) { self.script = script }

        /// Whether every event has been sent.
        var isDone: Bool { next >= script.events.count }

        /// Sends the events that are due at `now` (seconds on the window's clock).
        func step(_ window: Window, now: Double) {
            let start = self.start ?? now
            self.start = start
            while next < script.events.count, script.events[next].time + start <= now {
                script.events[next].send(to: window, at: start + script.events[next].time)
                next += 1
            }
        }
    }

    /// Plays the script on a window's virtual clock, calling `afterStep` with each step's index once
    /// its last event was sent (animations it started have run up to then).
    func play(on window: Window, afterStep: (Int) throws -> Void) rethrows {
        let start = window.animator.clock.now
        for (i, e) in events.enumerated() {
            let wait = start + e.time - window.animator.clock.now
            if wait > 0 { window.animator.advance(by: wait) }
            e.send(to: window, at: window.animator.clock.now)
            if i == events.count - 1 || events[i + 1].step != e.step { try afterStep(e.step) }
        }
    }
}
