/// Members of the struct values layers hold, by key-path component, as Core Animation names them.
enum KeyPathMembers {
    static func member(_ name: String, of value: Any) -> Any? {
        switch value {
        case let p as CGPoint:
            switch name {
            case "x": return p.x;
            case "y": return p.y;
            default: return nil
            }
        case let s as CGSize:
            switch name {
            case "width": return s.width;
            case "height": return s.height;
            default: return nil
            }
        case let r as CGRect:
            switch name {
            case "origin": return r.origin;
            case "size": return r.size;
            default: return nil
            }
        case let t as CATransform3D:
            return TransformComponents(t).value(name)
        case let c as TransformComponents:
            return c.value(name)
        default:
            return nil
        }
    }

    /// `value` with the member at `path` replaced by `newValue`; nil when the path does not exist.
    static func setting(_ path: [String], of value: Any, to newValue: Any?) -> Any? {
        guard let name = path.first else { return newValue }
        let rest = Array(path.dropFirst())
        switch value {
        case var p as CGPoint:
            guard let v = rest.isEmpty ? AnimatedValue.number(newValue) : nil else { return nil }
            switch name {
            case "x": p.x = v;
            case "y": p.y = v;
            default: return nil
            }
            return p
        case var s as CGSize:
            guard let v = rest.isEmpty ? AnimatedValue.number(newValue) : nil else { return nil }
            switch name {
            case "width": s.width = v;
            case "height": s.height = v;
            default: return nil
            }
            return s
        case var r as CGRect:
            switch name {
            case "origin": guard let o = setting(rest, of: r.origin, to: newValue) as? CGPoint else { return nil }; r.origin = o
            case "size": guard let s = setting(rest, of: r.size, to: newValue) as? CGSize else { return nil }; r.size = s
            default: return nil
            }
            return r
        case let t as CATransform3D:
            return TransformComponents(t).setting([name] + rest, to: newValue)
        default:
            return nil
        }
    }
}

/// Core Animation's transform key paths: "rotation(.x/.y/.z)", "scale(.x/.y/.z)", "translation(.x/.y/.z)".
/// Reading decomposes the transform (rotation about z, scale and translation of an affine transform);
/// writing replaces that component of the decomposition and rebuilds the transform.
struct TransformComponents {
    var translation: (x: CGFloat, y: CGFloat, z: CGFloat)
    var scale: (x: CGFloat, y: CGFloat, z: CGFloat)
    var rotation: (x: CGFloat, y: CGFloat, z: CGFloat)
    let perspective: CGFloat

    init(_ t: CATransform3D) {
        translation = (t.m41, t.m42, t.m43)
        let sx = (t.m11 * t.m11 + t.m12 * t.m12 + t.m13 * t.m13).squareRoot()
        let sy = (t.m21 * t.m21 + t.m22 * t.m22 + t.m23 * t.m23).squareRoot()
        let sz = (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
        scale = (sx, sy, sz)
        let rz = sx > 0 ? atan2(t.m12 / sx, t.m11 / sx) : 0
        let ry = sx > 0 ? asin(max(-1, min(1, -t.m13 / sx))) : 0
        let rx = sz > 0 ? atan2(t.m23 / max(sy, 1e-12), t.m33 / sz) : 0
        rotation = (rx, ry, rz)
        perspective = t.m34
    }

    func value(_ name: String) -> Any? {
        switch name {
        case "rotation": return rotation.z
        case "rotation.x": return rotation.x
        case "rotation.y": return rotation.y
        case "rotation.z": return rotation.z
        case "scale": return (scale.x + scale.y + scale.z) / 3
        case "scale.x": return scale.x
        case "scale.y": return scale.y
        case "scale.z": return scale.z
        case "translation": return CGSize(width: translation.x, height: translation.y)
        case "translation.x": return translation.x
        case "translation.y": return translation.y
        case "translation.z": return translation.z
        default: return nil
        }
    }

    /// Called with one component name ("rotation") or two ("rotation", "z").
    func setting(_ path: [String], to value: Any?) -> CATransform3D? {
        let name = path.joined(separator: ".")
        var c = self
        if name == "translation", let size = value as? CGSize {
            c.translation.x = size.width; c.translation.y = size.height
            return c.transform
        }
        guard let v = AnimatedValue.number(value) else { return nil }
        switch name {
        case "rotation", "rotation.z": c.rotation.z = v
        case "rotation.x": c.rotation.x = v
        case "rotation.y": c.rotation.y = v
        case "scale": c.scale = (v, v, v)
        case "scale.x": c.scale.x = v
        case "scale.y": c.scale.y = v
        case "scale.z": c.scale.z = v
        case "translation.x": c.translation.x = v
        case "translation.y": c.translation.y = v
        case "translation.z": c.translation.z = v
        default: return nil
        }
        return c.transform
    }

    /// Scale, then rotation about x, y and z, then translation; perspective kept.
    var transform: CATransform3D {
        var t = CATransform3DMakeScale(scale.x, scale.y, scale.z)
        t = t.concatenating(CATransform3DMakeRotation(rotation.x, 1, 0, 0))
        t = t.concatenating(CATransform3DMakeRotation(rotation.y, 0, 1, 0))
        t = t.concatenating(CATransform3DMakeRotation(rotation.z, 0, 0, 1))
        t.m34 = perspective
        t.m41 = translation.x; t.m42 = translation.y; t.m43 = translation.z
        return t
    }
}
