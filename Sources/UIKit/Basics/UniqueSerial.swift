/// The numbers that make default identifiers unique (actions, cell registrations, sheet detents,
/// context menus): one counter, counting up from 1.
@MainActor
enum UniqueSerial {
    private static var last = 0

    /// The next number.
    static func next() -> Int {
        last += 1
        return last
    }
}
