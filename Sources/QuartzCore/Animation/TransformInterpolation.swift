import Foundation

/// Interpolating transforms as Core Animation does: each end is decomposed into perspective,
/// translation, scale, skew and a rotation quaternion; the parts are interpolated (the rotation along the
/// sphere), and the result recomposed. Halfway between no rotation and a quarter turn is an eighth of a
/// turn, not a shrunken matrix. The decomposition is the CSS Transforms one (row vectors, translation
/// in the last row, as CATransform3D).
package struct DecomposedTransform: Equatable {
    var perspective: [Double] = [0, 0, 0, 1]
    var translation: [Double] = [0, 0, 0]
    var scale: [Double] = [1, 1, 1]
    var skew: [Double] = [0, 0, 0]
    var quaternion: [Double] = [0, 0, 0, 1]

    /// Decomposes `t`; nil when it is singular (it cannot be interpolated this way).
    package init?(_ t: CATransform3D) {
        var m = Self.rows(t)
        guard m[3][3] != 0, m.joined().allSatisfy(\.isFinite) else { return nil }
        for i in 0..<4 { for j in 0..<4 { m[i][j] /= m[3][3] } }
        var perspectiveMatrix = m
        for i in 0..<3 { perspectiveMatrix[i][3] = 0 }
        perspectiveMatrix[3][3] = 1
        guard abs(Self.determinant(perspectiveMatrix)) > 1e-12 else { return nil }
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = [m[0][3], m[1][3], m[2][3], m[3][3]]
            guard let inverse = Self.inverse(perspectiveMatrix) else { return nil }
            // rhs × transpose(inverse)
            perspective = (0..<4).map { j in (0..<4).reduce(0) { $0 + rhs[$1] * inverse[j][$1] } }
        }
        translation = [m[3][0], m[3][1], m[3][2]]
        var row = (0..<3).map { [m[$0][0], m[$0][1], m[$0][2]] }
        scale[0] = Self.length(row[0]); row[0] = Self.normalized(row[0])
        skew[0] = Self.dot(row[0], row[1]); row[1] = Self.combine(row[1], row[0], 1, -skew[0])
        scale[1] = Self.length(row[1]); row[1] = Self.normalized(row[1]); skew[0] /= scale[1]
        skew[1] = Self.dot(row[0], row[2]); row[2] = Self.combine(row[2], row[0], 1, -skew[1])
        skew[2] = Self.dot(row[1], row[2]); row[2] = Self.combine(row[2], row[1], 1, -skew[2])
        scale[2] = Self.length(row[2]); row[2] = Self.normalized(row[2]); skew[1] /= scale[2]; skew[2] /= scale[2]
        if Self.dot(row[0], Self.cross(row[1], row[2])) < 0 {
            for i in 0..<3 { scale[i] = -scale[i]; row[i] = row[i].map { -$0 } }
        }
        var q = [
            0.5 * max(1 + row[0][0] - row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] + row[1][1] - row[2][2], 0).squareRoot(),
            0.5 * max(1 - row[0][0] - row[1][1] + row[2][2], 0).squareRoot(),
            0.5 * max(1 + row[0][0] + row[1][1] + row[2][2], 0).squareRoot(),
        ]
        if row[2][1] > row[1][2] { q[0] = -q[0] }
        if row[0][2] > row[2][0] { q[1] = -q[1] }
        if row[1][0] > row[0][1] { q[2] = -q[2] }
        quaternion = q
    }

    private init(perspective: [Double], translation: [Double], scale: [Double], skew: [Double], quaternion: [Double]) {
        (self.perspective, self.translation, self.scale, self.skew, self.quaternion) = (perspective, translation, scale, skew, quaternion)
    }

    /// The parts `t` of the way from `self` to `other` (t may leave 0...1 for overshooting curves).
    package func interpolated(to other: DecomposedTransform, _ t: Double) -> DecomposedTransform {
        func lerp(_ a: [Double], _ b: [Double]) -> [Double] { zip(a, b).map { $0 + ($1 - $0) * t } }
        return DecomposedTransform(
            perspective: lerp(perspective, other.perspective), translation: lerp(translation, other.translation),
            scale: lerp(scale, other.scale), skew: lerp(skew, other.skew),
            quaternion: Self.slerp(quaternion, other.quaternion, t))
    }

    /// The matrix the parts make.
    package var transform: CATransform3D {
        var m = Self.identity
        for i in 0..<4 { m[i][3] = perspective[i] }
        for i in 0..<4 { for j in 0..<3 { m[3][i] += translation[j] * m[j][i] } }
        let (x, y, z, w) = (quaternion[0], quaternion[1], quaternion[2], quaternion[3])
        var rotation = Self.identity
        // Row-vector form (the transpose of the CSS text's matrix, as its errata note).
        rotation[0][0] = 1 - 2 * (y * y + z * z); rotation[1][0] = 2 * (x * y - z * w); rotation[2][0] = 2 * (x * z + y * w)
        rotation[0][1] = 2 * (x * y + z * w); rotation[1][1] = 1 - 2 * (x * x + z * z); rotation[2][1] = 2 * (y * z - x * w)
        rotation[0][2] = 2 * (x * z - y * w); rotation[1][2] = 2 * (y * z + x * w); rotation[2][2] = 1 - 2 * (x * x + y * y)
        m = Self.multiply(rotation, m)
        if skew[2] != 0 { var s = Self.identity; s[2][1] = skew[2]; m = Self.multiply(s, m) }
        if skew[1] != 0 { var s = Self.identity; s[2][0] = skew[1]; m = Self.multiply(s, m) }
        if skew[0] != 0 { var s = Self.identity; s[1][0] = skew[0]; m = Self.multiply(s, m) }
        for i in 0..<3 { for j in 0..<4 { m[i][j] *= scale[i] } }
        return CATransform3D(
            m11: m[0][0], m12: m[0][1], m13: m[0][2], m14: m[0][3],
            m21: m[1][0], m22: m[1][1], m23: m[1][2], m24: m[1][3],
            m31: m[2][0], m32: m[2][1], m33: m[2][2], m34: m[2][3],
            m41: m[3][0], m42: m[3][1], m43: m[3][2], m44: m[3][3])
    }

    // MARK: Small linear algebra

    private static let identity: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }

    private static func rows(_ t: CATransform3D) -> [[Double]] {
        [[t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34], [t.m41, t.m42, t.m43, t.m44]]
            .map { $0.map(Double.init) }
    }

    private static func multiply(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    private static func determinant(_ m: [[Double]]) -> Double {
        func minor(_ row: Int, _ col: Int) -> [[Double]] {
            m.enumerated().filter { $0.offset != row }.map { $0.element.enumerated().filter { $0.offset != col }.map(\.element) }
        }
        func det3(_ a: [[Double]]) -> Double {
            a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) - a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0])
                + a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0])
        }
        return (0..<4).reduce(0) { $0 + (($1 % 2 == 0) ? 1 : -1) * m[0][$1] * det3(minor(0, $1)) }
    }

    private static func inverse(_ m: [[Double]]) -> [[Double]]? {
        var a = m, inv = identity
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 else { return nil }
            a.swapAt(col, pivot); inv.swapAt(col, pivot)
            let p = a[col][col]
            for j in 0..<4 { a[col][j] /= p; inv[col][j] /= p }
            for r in 0..<4 where r != col {
                let f = a[r][col]
                for j in 0..<4 { a[r][j] -= f * a[col][j]; inv[r][j] -= f * inv[col][j] }
            }
        }
        return inv
    }

    private static func dot(_ a: [Double], _ b: [Double]) -> Double { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    private static func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
    private static func normalized(_ a: [Double]) -> [Double] { let l = length(a); return l > 0 ? a.map { $0 / l } : a }
    private static func combine(_ a: [Double], _ b: [Double], _ ascl: Double, _ bscl: Double) -> [Double] {
        zip(a, b).map { ascl * $0 + bscl * $1 }
    }
    private static func cross(_ a: [Double], _ b: [Double]) -> [Double] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }

    private static func slerp(_ qa: [Double], _ qb: [Double], _ t: Double) -> [Double] {
        let product = min(max(dot(qa, qb), -1), 1)
        if abs(product) >= 1 - 1e-12 { return qa }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        return (0..<4).map { qa[$0] * (cos(t * theta) - product * w) + qb[$0] * w }
    }
}
