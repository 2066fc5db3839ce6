//
//  Geometry.swift
//  Shapes
//

import Foundation

/// Corner radii for a rounded rect.
struct Corners {
    var radius: CGFloat = 4

    func path(in rect: CGRect) -> UIBezierPath {
        UIBezierPath(roundedRect: rect, cornerRadius: radius)
    }
}
