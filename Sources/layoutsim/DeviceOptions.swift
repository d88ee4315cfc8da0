import ArgumentParser
import Layout

extension Orientation: ExpressibleByArgument {}

/// `--device NAME [--orientation portrait|landscape]`, shared by the commands that lay out or
/// draw; `--device list` prints the profiles and exits.
struct DeviceOptions: ParsableArguments {
    @Option(help: "Lay out on a device profile: its screen size, safe area, margins and size classes ('--device list' lists them).")
    var device: String?

    @Option(help: "portrait or landscape (with --device).")
    var orientation: Orientation?

    /// The profiles, one per line: identifier, name, portrait size, scale, insets.
    static var list: String {
        Device.all.map { d in
            let p = d.portraitInsets, l = d.landscapeInsets
            func n(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : "\(x)" }
            return
                "\(d.identifier.padding(toLength: 15, withPad: " ", startingAt: 0)) \(d.name.padding(toLength: 31, withPad: " ", startingAt: 0))"
                + " \(n(d.portraitSize.width)) x \(n(d.portraitSize.height)) @\(n(d.scale))x"
                + "  safe area portrait top \(n(p.top)) bottom \(n(p.bottom)), landscape sides \(n(l.left)) top \(n(l.top)) bottom \(n(l.bottom))"
        }.joined(separator: "\n")
    }

    func validate() throws {
        // `--device list` is answered in main.swift, before a command's required arguments are checked.
        _ = try resolved()
    }

    /// The device and orientation asked for, nil when no device is.
    ///
    /// - Throws: a usage error naming the known devices when the name is unknown.
    func resolved() throws -> (Device, Orientation)? {
        guard let device else {
            if orientation != nil { throw ValidationError("--orientation needs --device") }
            return nil
        }
        guard let profile = Device.named(device) else {
            throw ValidationError(
                "unknown device \"\(device)\" (known: \(Device.all.map(\.identifier).joined(separator: ", ")); --device list)")
        }
        return (profile, orientation ?? .portrait)
    }
}
