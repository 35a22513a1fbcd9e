/// Foundation's `NotificationCenter`, written in Swift and loaded with every
/// session. Posting is synchronous, as Foundation's is: `post` returns after every
/// matching observer ran, in the order they were added (an observer given a
/// queue runs there, and the post waits for it). A notification posted before
/// an observer is added is not delivered to it. UIKit's life-cycle
/// notifications are posted by the app model (`AppHost.postLifecycleNotification`).
enum NotificationCenterLibrary {
    static let source = #"""
    struct Notification: CustomStringConvertible {
        struct Name: Hashable, Equatable, CustomStringConvertible {
            let rawValue: String
            init(_ rawValue: String) { self.rawValue = rawValue }
            init(rawValue: String) { self.rawValue = rawValue }
            var description: String { rawValue }
        }
        let name: Name
        let object: Any?
        let userInfo: [AnyHashable: Any]?
        init(name: Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
            self.name = name
            self.object = object
            self.userInfo = userInfo
        }
        var description: String { "name = \(name.rawValue), object = \(object.map { "\($0)" } ?? "nil"), userInfo = \(userInfo.map { "\($0)" } ?? "nil")" }
    }

    class OperationQueue {
        static let main = OperationQueue()
        var name: String?
        init() {}
        func addOperation(_ block: @escaping () -> Void) { block() }
    }

    final class NotificationObservation: Equatable {
        let name: Notification.Name?
        let object: Any?
        let observer: Any?
        let block: (Notification) -> Void
        init(name: Notification.Name?, object: Any?, observer: Any?, block: @escaping (Notification) -> Void) {
            self.name = name; self.object = object; self.observer = observer; self.block = block
        }
        static func == (a: NotificationObservation, b: NotificationObservation) -> Bool { a === b }
    }

    class NotificationCenter {
        static let `default` = NotificationCenter()
        private var observations: [NotificationObservation] = []
        init() {}

        func post(_ notification: Notification) {
            var heard = false
            for o in observations where (o.name == nil || o.name == notification.name) && (o.object == nil || __identical(o.object, notification.object)) {
                // One removed by an earlier observer of this post is not called.
                if observations.contains(where: { $0 === o }) {
                    heard = true
                    o.block(notification)
                }
            }
            if !heard { __unheardPost(notification.name.rawValue) }
        }
        func post(name: Notification.Name, object: Any? = nil, userInfo: [AnyHashable: Any]? = nil) {
            post(Notification(name: name, object: object, userInfo: userInfo))
        }
        @discardableResult
        func addObserver(forName name: Notification.Name?, object: Any?, queue: OperationQueue?, using block: @escaping (Notification) -> Void) -> NotificationObservation {
            let o = NotificationObservation(name: name, object: object, observer: nil, block: block)
            observations.append(o)
            return o
        }
        func addObserver(_ observer: Any, selector: Any, name: Notification.Name?, object: Any?) {
            observations.append(NotificationObservation(name: name, object: object, observer: observer) { note in
                __perform(selector, note)
            })
        }
        /// The process ended: its observers are gone with it.
        func __forgetObservers() { observations = [] }
        func removeObserver(_ observer: Any) {
            observations.removeAll { __identical($0, observer) || __identical($0.observer, observer) }
        }
        func removeObserver(_ observer: Any, name: Notification.Name?, object: Any?) {
            observations.removeAll { o in
                (__identical(o, observer) || __identical(o.observer, observer)) && (name == nil || o.name == name)
            }
        }
    }
    func __notificationName(_ raw: String) -> Notification.Name { Notification.Name(raw) }
    func __postLifecycle(_ names: [String], _ object: Any?) {
        for name in names { NotificationCenter.default.post(name: Notification.Name(name), object: object) }
    }
    """#

    /// UIKit's notification names, as members of `UIApplication` and `UIScene`.
    static let applicationNames = ["didFinishLaunching", "willEnterForeground", "didBecomeActive", "willResignActive",
                                   "didEnterBackground", "willTerminate", "didReceiveMemoryWarning"]
    static let sceneNames = ["willConnect": "WillConnect", "didDisconnect": "DidDisconnect", "didActivate": "DidActivate",
                             "willDeactivate": "WillDeactivate", "willEnterForeground": "WillEnterForeground",
                             "didEnterBackground": "DidEnterBackground"]
}
