import Foundation

/// The role of a scene: what kind of interface it shows.
public struct UISceneSessionRole: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The app's main interface, in a window scene.
    public static let windowApplication = UISceneSessionRole(rawValue: "UIWindowSceneSessionRoleApplication")
}

/// The record of one of the app's scenes: its role, identifier, configuration and the scene while it
/// is connected.
///
/// Source: Apple, UISceneSession.
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// What the scene shows.
    public let role: UISceneSessionRole
    /// A unique identifier, stable for the session's life.
    public let persistentIdentifier: String
    /// The configuration the scene was made with.
    open internal(set) var configuration: UISceneConfiguration
    /// The scene, while connected.
    open internal(set) weak var scene: UIScene?
    /// The app's own information about the session.
    open var userInfo: [String: Any]?

    init(role: UISceneSessionRole, configuration: UISceneConfiguration) {
        self.role = role
        self.persistentIdentifier = UUID().uuidString
        self.configuration = configuration
        super.init()
    }
}

/// What a scene is made with: its name, role, class and delegate class.
///
/// Source: Apple, UISceneConfiguration. On iOS the Info.plist's scene manifest names the delegate class;
/// Linux has no such manifest and cannot make an object from a class name, so the delegate is made by
/// the `sceneDelegate` closure given to `UIApplicationMain` (the manifest's stand-in); `delegateClass`,
/// when set, says which class that delegate must be.
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The configuration's name ("Default Configuration" in Xcode's template).
    public let name: String?
    /// The role of the scenes it makes.
    public let role: UISceneSessionRole
    /// The scene's class (`UIWindowScene` when nil).
    open var sceneClass: AnyClass?
    /// The class of the scene's delegate.
    open var delegateClass: AnyClass?

    public init(name: String?, sessionRole: UISceneSessionRole) {
        self.name = name
        self.role = sessionRole
        super.init()
    }
}
