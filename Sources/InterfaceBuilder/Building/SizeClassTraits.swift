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

    /// The ids of the subviews and constraints left out inside `scope`: those a `default`
    /// variation excludes and no matching one includes, and those a matching one excludes.
    func excludedReferences(in scope: IBElement) -> Set<String> {
        var byDefault = Set<String>(), included = Set<String>(), excluded = Set<String>()
        scope.forEachDescendant { e in
            guard e.name == "variation", let key = e.key, matches(key) else { return }
            for mask in e.children where mask.name == "mask" {
                for r in mask.children {
                    guard let id = r["reference"] else { continue }
                    switch (r.name, key == "default") {
                    case ("exclude", true): byDefault.insert(id)
                    case ("exclude", false): excluded.insert(id)
                    case ("include", _): included.insert(id)
                    default: break
                    }
                }
            }
        }
        return byDefault.subtracting(included).union(excluded)
    }
}
