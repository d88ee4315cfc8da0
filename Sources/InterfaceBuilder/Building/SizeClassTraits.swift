import Layout

/// The size classes a document is laid out for, and which of its size-class variations apply.
///
/// Interface Builder stores the elements every size class has, and `<variation>` elements that
/// leave some out (`<variation key="default">` for any width and height) or put some back for a
/// size class (`<variation key="heightClass=compact-widthClass=regular">`).
struct SizeClassTraits {
    /// The width class, or nil for "any" (a document saved without a device).
    var horizontal: UserInterfaceSizeClass?
    /// The height class, or nil for "any".
    var vertical: UserInterfaceSizeClass?

    /// A device's size classes in an orientation; "any" for none.
    init(device: Device?, orientation: Orientation) {
        let t = device?.traitCollection(orientation)
        horizontal = t?.horizontalSizeClass
        vertical = t?.verticalSizeClass
    }

    /// Whether a variation key (`widthClass=compact`, `heightClass=regular-widthClass=compact`)
    /// applies; `default` always does.
    func matches(_ key: String) -> Bool {
        if key == "default" { return true }
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { return false }
            let wanted = String(pair[1])
            let have = pair[0] == "widthClass" ? horizontal : pair[0] == "heightClass" ? vertical : nil
            guard let have, have.rawValue == wanted else { return false }
        }
        return true
    }

    /// How specific a matching variation key is: 0 for `default` (any width, any height), else how
    /// many size classes it names. Where variations disagree, the most specific decides, as for
    /// UIKit's traits: `heightClass=compact-widthClass=regular` over `heightClass=compact`.
    static func specificity(_ key: String) -> Int {
        key == "default" ? 0 : key.split(separator: "-").count
    }

    /// The ids of the subviews and constraints left out inside `scope`: those whose most specific
    /// matching variation that names them (`default` the least) excludes them.
    func excludedReferences(in scope: IBElement) -> Set<String> {
        var decided: [String: (specificity: Int, excluded: Bool)] = [:]
        scope.forEachDescendant { e in
            guard e.name == "variation", let key = e.key, matches(key) else { return }
            let specificity = Self.specificity(key)
            for mask in e.children where mask.name == "mask" {
                for r in mask.children where r.name == "exclude" || r.name == "include" {
                    guard let id = r["reference"] else { continue }
                    if let earlier = decided[id], earlier.specificity >= specificity { continue }
                    decided[id] = (specificity, r.name == "exclude")
                }
            }
        }
        return Set(decided.filter { $0.value.excluded }.keys)
    }
}
