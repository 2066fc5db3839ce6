// Key-value access to layer properties, as Core Animation offers it through KVC: built-in keys by
// name, struct members by key path ("position.x", "bounds.size.width", "transform.rotation.z"), and
// any other key stored per layer (how subclasses add animatable properties on Linux).
extension CALayer {
    /// The value of a property by name, boxed; for an unknown key, the value stored with
    /// `setValue(_:forKey:)`, else `defaultValue(forKey:)`.
    func storedValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "zPosition": return zPosition
        case "anchorPoint": return anchorPoint
        case "anchorPointZ": return anchorPointZ
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "frame": return frame
        case "contentsScale": return contentsScale
        case "backgroundColor": return backgroundColor
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "cornerRadius": return cornerRadius
        case "maskedCorners": return maskedCorners
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowPath": return shadowPath
        case "opaque", "isOpaque": return isOpaque
        case "doubleSided", "isDoubleSided": return isDoubleSided
        case "contents": return contents
        case "contentsGravity": return contentsGravity
        case "contentsRect": return contentsRect
        case "contentsCenter": return contentsCenter
        case "mask": return mask
        case "name": return name
        case "sublayers": return sublayers
        case "geometryFlipped": return isGeometryFlipped
        default:
            if let stored = extraValues.last(where: { $0.key == key }) { return stored.value }
            return type(of: self).defaultValue(forKey: key)
        }
    }

    /// Sets a property by name; a value of the wrong type is ignored (with the property unchanged).
    /// An unknown key is stored on the layer, runs its action, and redisplays the layer when
    /// `needsDisplay(forKey:)` says so.
    func setStoredValue(_ value: Any?, forKey key: String) {
        switch key {
        case "bounds": if let v = value as? CGRect { bounds = v }
        case "position": if let v = value as? CGPoint { position = v }
        case "zPosition": if let v = AnimatedValue.number(value) { zPosition = v }
        case "anchorPoint": if let v = value as? CGPoint { anchorPoint = v }
        case "anchorPointZ": if let v = AnimatedValue.number(value) { anchorPointZ = v }
        case "transform": if let v = value as? CATransform3D { transform = v }
        case "sublayerTransform": if let v = value as? CATransform3D { sublayerTransform = v }
        case "frame": if let v = value as? CGRect { frame = v }
        case "contentsScale": if let v = AnimatedValue.number(value) { contentsScale = v }
        case "backgroundColor": backgroundColor = CALayer.color(value)
        case "opacity": if let v = AnimatedValue.number(value) { opacity = Float(v) }
        case "hidden", "isHidden": if let v = value as? Bool { isHidden = v }
        case "masksToBounds": if let v = value as? Bool { masksToBounds = v }
        case "cornerRadius": if let v = AnimatedValue.number(value) { cornerRadius = v }
        case "maskedCorners": if let v = value as? CACornerMask { maskedCorners = v }
        case "borderWidth": if let v = AnimatedValue.number(value) { borderWidth = v }
        case "borderColor": borderColor = CALayer.color(value)
        case "shadowColor": shadowColor = CALayer.color(value)
        case "shadowOpacity": if let v = AnimatedValue.number(value) { shadowOpacity = Float(v) }
        case "shadowOffset": if let v = value as? CGSize { shadowOffset = v }
        case "shadowRadius": if let v = AnimatedValue.number(value) { shadowRadius = v }
        case "shadowPath": shadowPath = value as? CGPath
        case "opaque", "isOpaque": if let v = value as? Bool { isOpaque = v }
        case "doubleSided", "isDoubleSided": if let v = value as? Bool { isDoubleSided = v }
        case "contents": contents = value
        case "contentsGravity": if let v = value as? CALayerContentsGravity { contentsGravity = v }
        case "contentsRect": if let v = value as? CGRect { contentsRect = v }
        case "contentsCenter": if let v = value as? CGRect { contentsCenter = v }
        case "mask": mask = value as? CALayer
        case "name": name = value as? String
        case "geometryFlipped": if let v = value as? Bool { isGeometryFlipped = v }
        default:
            extraValues.removeAll { $0.key == key }
            if let value { extraValues.append((key, value)) }
            changed(key)
            // The compositor's showing of animated values redraws by itself (AnimationEngine).
            if !suppressesChanges, type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
        }
    }

    /// The value for a key path: a property, then members of its struct value
    /// ("position.x", "bounds.size.width", "transform.scale.x", "transform.rotation.z", ...).
    func storedValue(forKeyPath keyPath: String) -> Any? {
        // Most paths are plain keys ("position", "opacity"): no splitting, no allocation.
        guard keyPath.utf8.contains(UInt8(ascii: ".")) else { return value(forKey: keyPath) }
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        var value = self.value(forKey: first)
        // Transform components are named by the rest of the path as a whole ("rotation.z").
        if let transform = value as? CATransform3D, parts.count > 1 {
            return TransformComponents(transform).value(parts.dropFirst().joined(separator: "."))
        }
        for member in parts.dropFirst() {
            guard let current = value else { return nil }
            value = KeyPathMembers.member(member, of: current)
        }
        return value
    }

    /// Sets the value at a key path, replacing one member of a struct property.
    func setStoredValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.utf8.contains(UInt8(ascii: ".")) else { return setValue(value, forKey: keyPath) }
        let parts = keyPath.split(separator: ".").map(String.init)
        guard let first = parts.first else { return }
        guard parts.count > 1 else { return setValue(value, forKey: first) }
        guard let current = self.value(forKey: first),
            let updated = KeyPathMembers.setting(Array(parts.dropFirst()), of: current, to: value)
        else { return }
        setValue(updated, forKey: first)
    }

    static func color(_ value: Any?) -> CGColor? { value as? CGColor }
}
