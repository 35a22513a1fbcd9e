import Testing
@testable import QASPlatform

@Suite("3D Touch")
struct ForceTouchTests {
    @Test func modelsSenseWhatTheirHardwareSenses() {
        #expect(DeviceModel.named("iPhone 6s")?.touch == .forceTouch)
        #expect(DeviceModel.named("iphone xs max")?.touch == .forceTouch)
        #expect(DeviceModel.named("iPhone XR")?.touch == .hapticTouch)
        #expect(DeviceModel.named("iPhone SE")?.touch == .hapticTouch)
        #expect(DeviceModel.named("iPhone 6")?.touch == TouchKind.none)
        #expect(DeviceModel.named("iPhone 99") == nil)
        #expect(Set(DeviceModel.all.map(\.name)).count == DeviceModel.all.count)
    }

    @Test func forceIsAFractionOfTheMaximumAndThresholdsDecide() {
        let d = Device()
        d.model = DeviceModel.named("iPhone 8")!
        #expect(d.maximumPossibleForce == 480.0 / 72.0)
        #expect(d.forceTouchCapability == "available")
        #expect(d.press(fraction: 0.15) == .tap)
        #expect(abs(d.lastForce - 1.0) < 1e-12)                  // an average touch
        #expect(d.press(fraction: d.peekThreshold) == .peek)
        #expect(d.press(fraction: d.popThreshold) == .pop)
        d.model = DeviceModel.named("iPhone 11")!
        #expect(d.press(fraction: 1) == .noForce && d.lastForce == 0 && d.maximumPossibleForce == 0)
        #expect(d.forceTouchCapability == "unavailable")
    }

    @Test func peeksAndMenusDrawAsBoxes() {
        let peek = PreviewRenderer.peek(preview: ["Title"], actions: [
            PreviewActionItem(title: "Share", style: .default, children: [PreviewActionItem(title: "Mail", style: .default)]),
            PreviewActionItem(title: "Delete", style: .destructive),
        ], openGroup: "Share")
        let lines = peek.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("Share ›") })
        #expect(lines.contains { $0.contains("    Mail") })
        #expect(lines.contains { $0.contains("Delete  (destructive)") })
        #expect(Set(lines.map(\.count)).count == 1)
        let menu = PreviewRenderer.contextMenu(preview: nil, title: "", items: [
            ContextMenuItem(title: "Shown"), ContextMenuItem(title: "Gone", hidden: true),
            ContextMenuItem(title: "Off", disabled: true), ContextMenuItem(title: "On", state: "on"),
        ])
        #expect(menu.contains("Shown") && !menu.contains("Gone") && menu.contains("Off  (disabled)") && menu.contains("✓ On"))
    }
}
