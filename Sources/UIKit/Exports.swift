@_exported import CoreGraphics
@_exported import QuartzCore
// The backend interface's declarations are all `package`: OpenUIKit's modules see them, apps do not.
@_exported import BackendInterface
