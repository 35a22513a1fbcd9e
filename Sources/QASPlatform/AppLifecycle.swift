/// Driving the app as the user does, in UIKit's order: which delegate methods run,
/// when the declared handlers and phase hooks run, and where a pressed item goes.
/// The orders are tabled in `Documentation/QuickActions.md` ("Your UIKit code").
extension AppModel {
    /// `UIApplication.State`: inactive while launching or coming back.
    public enum ApplicationState: String, Sendable { case active, inactive, background }

    public var applicationState: ApplicationState {
        if isTransitioning { return .inactive }
        return state == .active ? .active : .background
    }

    /// Whether the app's own delegate methods receive shortcut items (it
    /// implements one of `UIKitCallback.shortcutReceivers`); otherwise the
    /// declared `on "T"` handlers do.
    public var deliversThroughDelegates: Bool {
        guard let d = delegate else { return false }
        return UIKitCallback.shortcutReceivers.contains { d.implements($0) }
    }

    var usesScenes: Bool { delegate?.usesScenes ?? false }

    // MARK: - What the user does

    /// A tap on a menu item. The user is on the Home Screen to make it, so an
    /// active app first goes to the background (rebuilding its dynamic items) and
    /// the item is looked up in the menu as it is then. Not running: a cold
    /// launch carrying the item. In the background: a warm delivery. A press made
    /// while another event is being handled (from a hook, say) waits until it is done.
    public func press(_ selector: MenuSelector) throws {
        if handlingEvent {
            queuedPresses.append(selector)
            record("press queued until the current event is handled")
            return
        }
        try event { try pressNow(selector) }
    }

    /// A plain tap on the icon.
    public func launch() throws {
        try event {
            switch state {
            case .notRunning:
                record("launch")
                coldLaunch(nil)
            case .background: enterForeground()
            case .active: break
            }
        }
    }

    /// The user comes back to the app.
    public func activate() throws { try launch() }

    /// The user goes to the Home Screen: the resign and background callbacks and
    /// hooks run and the dynamic items are recomputed.
    public func background() throws { try event { goToBackground() } }

    /// The user kills the app from the switcher (which first sends it to the
    /// background). Its dynamic items survive; a pending item does not.
    public func terminate() throws {
        try event {
            guard state != .notRunning else { return }
            goToBackground()
            if usesScenes { call(.sceneDidDisconnect) }
            call(.willTerminate)
            // Closing the app in the switcher discards its scene session.
            sceneSessionKept = false
            end()
        }
    }

    /// The user deletes the app (and installs it again): the process ends with
    /// no callback, and what iOS keeps for an app goes — its dynamic items, its
    /// scene session, the first launch; the host removes its data
    /// (`UserDefaults`, its container's files).
    public func delete() throws {
        try event {
            if state != .notRunning { end() }
            sceneSessionKept = false
            hasLaunched = false
            shortcutItems = []
            persist(itemsChanged: true)
            record("app deleted")
            delegate?.appDeleted()
        }
    }

    /// The system ends a background app to free memory: no callback runs.
    public func purge() throws {
        try event {
            guard state != .notRunning else { return }
            goToBackground()
            end()
        }
    }

    /// Runs the declared `on "T"` handler for an item, for delegate code that
    /// routes into them (`app.handle(item)`); true when it succeeded.
    public func handle(_ item: ShortcutItem) -> Bool {
        let result = delegate?.perform(item, warm: state == .background) ?? .unhandled
        recordResult(item, result, warm: false)
        return result == .success
    }

    // MARK: - Events

    /// Runs one user event; completion handlers left uncalled by the previous one
    /// are reported first, and presses queued during it are made after it.
    private func event(_ body: () throws -> Void) throws {
        let outermost = !handlingEvent
        if outermost {
            settleCompletions()
            tracker.beginEvent()
        }
        handlingEvent = true
        do {
            try body()
        } catch {
            if outermost { handlingEvent = false; queuedPresses = [] }
            throw error
        }
        guard outermost else { return }
        handlingEvent = false
        while !queuedPresses.isEmpty {
            let next = queuedPresses.removeFirst()
            try event { try pressNow(next) }
        }
    }

    private func pressNow(_ selector: MenuSelector) throws {
        if state == .active { goToBackground() }
        let item = try menuItem(selector)
        pressCount += 1
        currentPress = pressCount
        tracker.pressMade(pressCount, type: item.type, values: item.userInfo?.compactMap { if case .string(let s) = $0.1 { return s }; return nil } ?? [])
        defer { currentPress = nil }
        if state == .notRunning {
            record("launch (cold) with shortcut \(item.type)")
            coldLaunch(item)
        } else {
            record("shortcut \(item.type) (warm)")
            warmDelivery(item)
        }
    }

    private func coldLaunch(_ item: ShortcutItem?) {
        state = .active
        isTransitioning = true
        hasLaunched = true
        persist(itemsChanged: false)
        launchItem = item
        delegate?.willLaunch()
        let viaDelegates = deliversThroughDelegates
        pendingItem = viaDelegates ? nil : item
        // With scenes the item travels in the connection options instead.
        let optionsItem = usesScenes ? nil : item
        var proceed = call(.willFinishLaunching, item: optionsItem)
        proceed = call(.didFinishLaunching, item: optionsItem) && proceed
        delegate?.sceneEvent(.launch)
        if usesScenes {
            // A new session is configured; a kept one is restored as it was.
            if sceneSessionKept {
                record("scene session restored")
            } else {
                call(.configurationForConnecting, item: item)
                sceneSessionKept = true
            }
            delegate?.connectScene()
            call(.sceneWillConnect, item: item)
            call(.sceneWillEnterForeground)
        } else if let item, viaDelegates, delegate?.implements(.performAction) == true {
            if proceed {
                deliverToDelegate(.performAction, item)
            } else {
                record("\(UIKitCallback.performAction.rawValue) not called for \(item.type): a launch method returned false")
            }
        }
        becomeActive()
    }

    private func warmDelivery(_ item: ShortcutItem) {
        isTransitioning = true
        delegate?.sceneEvent(.inactive)
        lifecycle(.willEnterForeground, .sceneWillEnterForeground)
        if deliversThroughDelegates {
            let method: UIKitCallback = usesScenes ? .scenePerformAction : .performAction
            if delegate?.implements(method) == true {
                deliverToDelegate(method, item)
            } else {
                record("shortcut \(item.type) not delivered: the app does not implement \(method.rawValue)")
            }
        } else {
            let result = runHandler(item, warm: true)
            recordResult(item, result, warm: true)
        }
        becomeActive()
    }

    private func enterForeground() {
        isTransitioning = true
        delegate?.sceneEvent(.inactive)
        lifecycle(.willEnterForeground, .sceneWillEnterForeground)
        becomeActive()
    }

    /// The scene is active: a cold launch's item goes to its declared handler
    /// now, once, before the phase hooks (which may act on what it stored).
    private func becomeActive() {
        state = .active
        isTransitioning = false
        record("scene active")
        if let item = pendingItem {
            pendingItem = nil
            record("deliver \(item.type) (from launch)")
            let result = runHandler(item, warm: false)
            recordResult(item, result, warm: false)
        }
        lifecycle(.didBecomeActive, .sceneDidBecomeActive)
        delegate?.sceneEvent(.active)
    }

    private func goToBackground() {
        guard state == .active, !isTransitioning else { return }
        lifecycle(.willResignActive, .sceneWillResignActive)
        delegate?.sceneEvent(.inactive)
        state = .background
        record("scene background")
        lifecycle(.didEnterBackground, .sceneDidEnterBackground)
        delegate?.sceneEvent(.background)
        if let items = delegate?.dynamicItems() {
            shortcutItems = items
            record("dynamic items set: \(items.count)")
        }
    }

    private func end() {
        state = .notRunning
        isTransitioning = false
        pendingItem = nil
        launchItem = nil
        record("terminate")
        delegate?.appTerminated(sessionKept: sceneSessionKept)
    }

    // MARK: - Calling the app's code

    /// Calls a delegate method if the app implements it, logging the call and the
    /// press it belongs to; returns what a launch method returned (true otherwise).
    @discardableResult
    private func call(_ method: UIKitCallback, item: ShortcutItem? = nil, completion: CompletionHandler? = nil) -> Bool {
        defer { if !method.notificationNames.isEmpty { delegate?.postNotifications(after: method) } }
        guard let d = delegate, d.implements(method) else { return true }
        record(method.rawValue + (currentPress.map { " [press \($0)]" } ?? ""))
        let outer = currentCallback
        currentCallback = method
        defer { currentCallback = outer }
        return tracker.during(method.rawValue) { d.call(method, CallbackContext(item: item, completion: completion, press: currentPress)) }
    }

    /// The app delegate's method, or the scene delegate's when the app has scenes
    /// (UIKit then sends the app-level life-cycle calls to scenes only).
    private func lifecycle(_ appMethod: UIKitCallback, _ sceneMethod: UIKitCallback) {
        call(usesScenes ? sceneMethod : appMethod)
    }

    private func deliverToDelegate(_ method: UIKitCallback, _ item: ShortcutItem) {
        let handler = CompletionHandler(itemType: item.type, press: currentPress, model: self)
        tracker.completionMade(handler)
        if let p = currentPress { tracker.delivered(press: p, via: method.rawValue) }
        call(method, item: item, completion: handler)
        if handler.calls == 0 { openCompletions.append(handler) }
    }

    private func settleCompletions() {
        for h in openCompletions where h.calls == 0 {
            record("warning: \(h.label) was never called")
        }
        openCompletions = []
    }

    /// The declared handler for a pressed item, tracked as its delivery.
    private func runHandler(_ item: ShortcutItem, warm: Bool) -> HandlerResult {
        let result = tracker.during("on \"\(item.type)\"") { delegate?.perform(item, warm: warm) ?? .unhandled }
        if let p = currentPress {
            if result == .unhandled {
                tracker.unhandled(press: p)
            } else {
                tracker.delivered(press: p, via: "on \"\(item.type)\"")
                tracker.during("on \"\(item.type)\"") { tracker.used(press: p) }
            }
        }
        return result
    }

    private func recordResult(_ item: ShortcutItem, _ result: HandlerResult, warm: Bool) {
        switch result {
        case .success: record("handler \(item.type) succeeded")
        case .failure(let message?): record("handler \(item.type) failed: \(message)")
        case .failure(nil): record("handler \(item.type) failed")
        case .unhandled: record("unhandled \(item.type)")
        }
        if warm { record("completion \(result == .success)") }
    }
}
