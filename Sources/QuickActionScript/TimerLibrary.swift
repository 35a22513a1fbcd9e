import QASLanguage

/// Foundation's `Timer` and `RunLoop`, and Dispatch's `DispatchWorkItem`, written
/// in Swift and loaded with every session. They run on the main queue's model
/// (`TaskQueue`): a timer fires as the model's clock reaches it — after the event
/// that scheduled it, while the app runs until idle or `app.wait(seconds:)` lets
/// time pass — and a repeating timer alone never keeps the app from idling.
enum TimerLibrary {
    static let source = #"""
    final class DispatchWorkItem {
        private let block: () -> Void
        private(set) var isCancelled = false
        init(block: @escaping () -> Void) { self.block = block }
        /// Runs the block now, unless it was cancelled.
        func perform() {
            guard !isCancelled else { return }
            block()
        }
        func cancel() { isCancelled = true }
    }

    class Timer {
        let timeInterval: TimeInterval
        let repeats: Bool
        var userInfo: Any?
        var tolerance: TimeInterval = 0
        private(set) var isValid = true
        private var isScheduled = false
        private let action: (Timer) -> Void

        init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) {
            self.timeInterval = interval
            self.repeats = repeats
            self.action = block
        }
        init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Any, userInfo: Any?, repeats yesOrNo: Bool) {
            self.timeInterval = ti
            self.repeats = yesOrNo
            self.userInfo = userInfo
            self.action = { timer in __perform(aSelector, timer) }
        }
        @discardableResult
        class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping (Timer) -> Void) -> Timer {
            let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
            timer.__schedule()
            return timer
        }
        @discardableResult
        class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Any, userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
            let timer = Timer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
            timer.__schedule()
            return timer
        }
        /// Fires now; a timer that does not repeat is then invalid.
        func fire() {
            guard isValid else { return }
            action(self)
            if !repeats { isValid = false }
        }
        func invalidate() { isValid = false }
        func __schedule() {
            guard !isScheduled else { return }
            isScheduled = true
            __next()
        }
        private func __next() {
            __timerTick(timeInterval, repeats) {
                guard self.isValid else { return }
                self.action(self)
                if self.repeats && self.isValid { self.__next() } else { self.isValid = false }
            }
        }
    }

    final class RunLoop {
        enum Mode { case common, `default`, tracking }
        static let main = RunLoop()
        static let current = RunLoop.main
        private init() {}
        /// Schedules a timer made with `Timer(timeInterval:…)`.
        func add(_ timer: Timer, forMode mode: Mode) { timer.__schedule() }
    }
    """#
}
