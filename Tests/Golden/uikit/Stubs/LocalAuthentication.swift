// A stand-in for the LocalAuthentication framework, as an app's tests would
// write one: only what module_stand_in.qas uses.
class LAContext {
    var unlocked = false
    func evaluate(reason: String) -> Bool {
        unlocked = reason.hasPrefix("Unlock")
        return unlocked
    }
}
