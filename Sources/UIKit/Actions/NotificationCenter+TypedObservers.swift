import Synchronization

extension NotificationCenter {
    /// Registers `selector`, a method of `observer` that takes the notification, to be called for every
    /// notification named `aName` (nil: any name) posted by `anObject` (nil: any sender).
    ///
    /// This is Foundation's `addObserver(_:selector:name:object:)` with a typed method in place of the
    /// selector. Porting: `#selector(VC.keyboardWillShow(_:))` becomes `VC.keyboardWillShow`:
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(self, selector: NotesViewController.keyboardWillShow,
    ///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
    /// ...
    /// NotificationCenter.default.removeObserver(self)
    /// ```
    ///
    /// The contract is Foundation's: the method is called synchronously, on the thread that posts, once per
    /// registration (registering twice calls it twice); the center holds `observer` weakly, and a
    /// registration whose observer is gone calls nothing and is dropped at its next notification (or the
    /// center's next typed registration);
    /// `removeObserver(_:)` and `removeObserver(_:name:object:)` remove these registrations.
    ///
    /// Source: Apple, `NotificationCenter.addObserver(_:selector:name:object:)`.
    public func addObserver<T: AnyObject>(
        _ observer: T, selector aSelector: @escaping (T) -> (Notification) -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        TypedObserverRegistration.remove(from: self) { $0.observer == nil }
        let registration = TypedObserverRegistration(
            center: self, observer: observer, name: aName,
            object: anObject
        ) { observer, note in
            aSelector(observer as! T)(note)
        }
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [registration] note in
            registration.deliver(note)
        }
        TypedObserverRegistration.registry.withLock { registrations in
            registration.token = token
            registrations.append(registration)
        }
    }

    /// Registers `selector`, a method of `observer` without arguments, to be called for every notification
    /// named `aName` (nil: any name) posted by `anObject` (nil: any sender); otherwise as the form whose
    /// method takes the notification.
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(self, selector: GaugeView.applicationDidBecomeActive,
    ///                                        name: UIApplication.didBecomeActiveNotification, object: nil)
    /// ```
    public func addObserver<T: AnyObject>(
        _ observer: T, selector aSelector: @escaping (T) -> () -> Void,
        name aName: NSNotification.Name?, object anObject: Any?
    ) {
        addObserver(observer, selector: { target in { _ in aSelector(target)() } }, name: aName, object: anObject)
    }

    /// Removes every registration of `observer`: those made with a typed method and those Foundation
    /// keeps (including an observer token returned by `addObserver(forName:object:queue:using:)`).
    ///
    /// Foundation's `removeObserver(_:)`, extended to typed registrations; a class instance (`self`, a
    /// token) chooses this form.
    public func removeObserver(_ observer: AnyObject) {
        TypedObserverRegistration.remove(from: self) { $0.observer === observer }
        let foundationObserver: Any = observer
        removeObserver(foundationObserver)
    }

    /// Removes the registrations of `observer` for notifications named `aName` (nil: any name) from
    /// `anObject` (nil: any sender), typed ones included.
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let objectID = anObject.flatMap(TypedObserverRegistration.identity(of:))
        TypedObserverRegistration.remove(from: self) { registration in
            registration.observer === observer && (aName == nil || registration.name == aName)
                && (anObject == nil || registration.objectID == objectID)
        }
        let foundationObserver: Any = observer
        removeObserver(foundationObserver, name: aName, object: anObject)
    }
}

/// One typed observer registration: the observer (weak), the method, and the Foundation token that
/// delivers to it.
final class TypedObserverRegistration: @unchecked Sendable {
    // @unchecked: `token` is written and read under the registry's lock, `observer` is weak (atomic) and the
    // rest is immutable; `perform` runs on the posting thread, as Foundation's selector observers do.
    weak var center: NotificationCenter?
    weak var observer: AnyObject?
    let name: NSNotification.Name?
    let objectID: ObjectIdentifier?
    let perform: (AnyObject, Notification) -> Void
    var token: NSObjectProtocol?

    static let registry = Mutex<[TypedObserverRegistration]>([])

    init(
        center: NotificationCenter, observer: AnyObject, name: NSNotification.Name?, object: Any?,
        perform: @escaping (AnyObject, Notification) -> Void
    ) {
        self.center = center
        self.observer = observer
        self.name = name
        self.objectID = object.flatMap(Self.identity(of:))
        self.perform = perform
    }

    func deliver(_ note: Notification) {
        if let observer {
            perform(observer, note)
        } else {
            Self.remove(from: center) { $0 === self }
        }
    }

    /// Removes (and unregisters from Foundation) the registrations of `center` that `matches` selects.
    static func remove(from center: NotificationCenter?, where matches: (TypedObserverRegistration) -> Bool) {
        guard let center else { return }
        let tokens = registry.withLock { registrations -> [TypedObserverRegistration] in
            let removed = registrations.filter { $0.center === center && matches($0) }
            registrations.removeAll { registration in registration.center == nil || removed.contains { $0 === registration } }
            return removed.filter { $0.token != nil }
        }.map { $0.token! }
        for token in tokens { center.removeObserver(token as Any) }
    }

    static func identity(of object: Any) -> ObjectIdentifier? {
        type(of: object) is AnyClass ? ObjectIdentifier(object as AnyObject) : nil
    }
}
