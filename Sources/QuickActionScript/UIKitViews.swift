import QASLanguage

/// UIKit's user-interface layer, inert but well typed: the views, view
/// controllers and values quick-action code touches while it handles an action
/// (a title set, a tab selected, a controller pushed or presented). Nothing is
/// drawn. Written in Swift and run when a session starts, so a script's
/// `class InboxViewController: UIViewController` inherits `title`, `view`,
/// `navigationItem` and the lifecycle methods as it does on iOS, and overrides
/// them. Presenting, dismissing, pushing and selecting a tab are logged in
/// `app.log` (through `__uikitNote`), so a test can check what a handler showed.
enum UIKitViews {
    static let source = #"""
    struct CGPoint: Equatable { var x = 0.0; var y = 0.0; static let zero = CGPoint() }
    struct CGSize: Equatable { var width = 0.0; var height = 0.0; static let zero = CGSize() }
    struct CGRect: Equatable {
        var origin = CGPoint()
        var size = CGSize()
        init() {}
        init(x: Double, y: Double, width: Double, height: Double) {
            origin = CGPoint(x: x, y: y)
            size = CGSize(width: width, height: height)
        }
        init(origin: CGPoint, size: CGSize) { self.origin = origin; self.size = size }
        static let zero = CGRect()
        var width: Double { size.width }
        var height: Double { size.height }
    }
    struct UIEdgeInsets: Equatable {
        var top = 0.0; var left = 0.0; var bottom = 0.0; var right = 0.0
        static let zero = UIEdgeInsets()
    }

    class UIColor: Equatable, CustomStringConvertible {
        let name: String
        init(named name: String) { self.name = name }
        init(red: Double, green: Double, blue: Double, alpha: Double) { name = "rgba(\(red), \(green), \(blue), \(alpha))" }
        init(white: Double, alpha: Double) { name = "white(\(white), \(alpha))" }
        init(hue: Double, saturation: Double, brightness: Double, alpha: Double) { name = "hsba(\(hue), \(saturation), \(brightness), \(alpha))" }
        init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double) { name = "p3(\(red), \(green), \(blue), \(alpha))" }
        init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) { name = dynamicProvider(UITraitCollection()).name }
        func withAlphaComponent(_ alpha: Double) -> UIColor { UIColor(named: "\(name) alpha \(alpha)") }
        var description: String { name }
        static func == (a: UIColor, b: UIColor) -> Bool { a.name == b.name }
        static let black = UIColor(named: "black"), white = UIColor(named: "white"), clear = UIColor(named: "clear")
        static let red = UIColor(named: "red"), green = UIColor(named: "green"), blue = UIColor(named: "blue")
        static let orange = UIColor(named: "orange"), yellow = UIColor(named: "yellow"), purple = UIColor(named: "purple")
        static let gray = UIColor(named: "gray"), lightGray = UIColor(named: "lightGray"), darkGray = UIColor(named: "darkGray")
        static let systemBlue = UIColor(named: "systemBlue"), systemRed = UIColor(named: "systemRed")
        static let systemGreen = UIColor(named: "systemGreen"), systemOrange = UIColor(named: "systemOrange")
        static let systemYellow = UIColor(named: "systemYellow"), systemPink = UIColor(named: "systemPink")
        static let systemPurple = UIColor(named: "systemPurple"), systemTeal = UIColor(named: "systemTeal")
        static let systemIndigo = UIColor(named: "systemIndigo"), systemGray = UIColor(named: "systemGray")
        static let systemBackground = UIColor(named: "systemBackground")
        static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
        static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
        static let label = UIColor(named: "label"), secondaryLabel = UIColor(named: "secondaryLabel")
        static let tertiaryLabel = UIColor(named: "tertiaryLabel"), separator = UIColor(named: "separator")
        static let tintColor = UIColor(named: "tintColor"), link = UIColor(named: "link")
        static let darkText = UIColor(named: "darkText"), lightText = UIColor(named: "lightText"), brown = UIColor(named: "brown")
        static let cyan = UIColor(named: "cyan"), magenta = UIColor(named: "magenta")
        static let systemBrown = UIColor(named: "systemBrown"), systemCyan = UIColor(named: "systemCyan"), systemMint = UIColor(named: "systemMint")
        static let systemGray2 = UIColor(named: "systemGray2"), systemGray3 = UIColor(named: "systemGray3"), systemGray4 = UIColor(named: "systemGray4")
        static let systemGray5 = UIColor(named: "systemGray5"), systemGray6 = UIColor(named: "systemGray6")
        static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground")
        static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground")
        static let quaternaryLabel = UIColor(named: "quaternaryLabel"), placeholderText = UIColor(named: "placeholderText")
        static let systemFill = UIColor(named: "systemFill"), opaqueSeparator = UIColor(named: "opaqueSeparator")
    }

    class UIFont: CustomStringConvertible {
        enum Weight { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        enum TextStyle { case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2 }
        let pointSize: Double
        let name: String
        init(name: String, size: Double) { self.name = name; pointSize = size }
        static func systemFont(ofSize size: Double) -> UIFont { UIFont(name: "system", size: size) }
        static func systemFont(ofSize size: Double, weight: Weight) -> UIFont { UIFont(name: "system", size: size) }
        static func boldSystemFont(ofSize size: Double) -> UIFont { UIFont(name: "system-bold", size: size) }
        static func italicSystemFont(ofSize size: Double) -> UIFont { UIFont(name: "system-italic", size: size) }
        static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> UIFont { UIFont(name: "system-monospaced-digits", size: size) }
        static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> UIFont { UIFont(name: "system-monospaced", size: size) }
        static var systemFontSize: Double { 17 }
        func withSize(_ size: Double) -> UIFont { UIFont(name: name, size: size) }
        static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(name: "\(style)", size: 17) }
        var description: String { "\(name) \(pointSize)" }
    }

    class UIImage: CustomStringConvertible {
        let name: String
        init?(named name: String) { self.name = name }
        init?(systemName name: String) { self.name = name }
        var description: String { name }
    }

    class UIView: LayoutAnchors {
        var frame = CGRect()
        var bounds = CGRect()
        var backgroundColor: UIColor?
        var tintColor: UIColor?
        var isHidden = false
        var alpha = 1.0
        var tag = 0
        var isUserInteractionEnabled = true
        var translatesAutoresizingMaskIntoConstraints = true
        var accessibilityIdentifier: String?
        var accessibilityLabel: String?
        private(set) var subviews: [UIView] = []
        weak var superview: UIView?
        init() {}
        init(frame: CGRect) { self.frame = frame; bounds = CGRect(origin: CGPoint(), size: frame.size) }
        func addSubview(_ view: UIView) { subviews.append(view); view.superview = self }
        func removeFromSuperview() {
            superview?.subviews.removeAll { $0 === self }
            superview = nil
        }
        var traitCollection: UITraitCollection { UITraitCollection.current }
        var contentMode: UIViewContentMode = .scaleToFill
        var clipsToBounds = false
        var layoutMargins = UIEdgeInsets()
        private(set) var gestureRecognizers: [UIGestureRecognizer]?
        // Auto Layout: anchors (`LayoutAnchors`) make constraints; nothing is laid out.
        var firstBaselineAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "firstBaseline") }
        var lastBaselineAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "lastBaseline") }
        var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "safeArea") }
        var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "margins") }
        var readableContentGuide: UILayoutGuide { UILayoutGuide(owner: self, name: "readable") }
        func addGestureRecognizer(_ recognizer: UIGestureRecognizer) { gestureRecognizers = (gestureRecognizers ?? []) + [recognizer] }
        func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) { gestureRecognizers?.removeAll { $0 === recognizer } }
        func insertSubview(_ view: UIView, at index: Int) { addSubview(view) }
        func bringSubviewToFront(_ view: UIView) {}
        func sizeToFit() {}
        func setNeedsLayout() {}
        func layoutIfNeeded() {}
        func setNeedsDisplay() {}
        /// The appearance proxy: one object per class, whose settings nothing reads.
        class func appearance() -> Self {
            let key = "\(self)"
            if let proxy = __appearanceProxies[key] { return __unchecked(proxy) }
            let proxy = self.init()
            __appearanceProxies[key] = proxy
            return proxy
        }
        class func appearance(whenContainedInInstancesOf containerTypes: [Any]) -> Self { appearance() }
    }
    var __appearanceProxies: [String: UIView] = [:]

    enum UIViewContentMode { case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right }

    /// What views and layout guides have: an anchor for each edge and dimension.
    protocol LayoutAnchors: AnyObject {}
    extension LayoutAnchors {
        var topAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "top") }
        var bottomAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "bottom") }
        var leadingAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "leading") }
        var trailingAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "trailing") }
        var leftAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "left") }
        var rightAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "right") }
        var centerXAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "centerX") }
        var centerYAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "centerY") }
        var widthAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "width") }
        var heightAnchor: NSLayoutAnchor { NSLayoutAnchor(self, "height") }
    }

    /// One edge or dimension of a view or layout guide, as Auto Layout names it.
    final class NSLayoutAnchor {
        let owner: AnyObject
        let attribute: String
        init(_ owner: AnyObject, _ attribute: String) { self.owner = owner; self.attribute = attribute }
        func constraint(equalTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint(self, "==", anchor, constant) }
        func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint(self, ">=", anchor, constant) }
        func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint(self, "<=", anchor, constant) }
        func constraint(equalTo anchor: NSLayoutAnchor, multiplier: Double, constant: Double = 0) -> NSLayoutConstraint { NSLayoutConstraint(self, "==", anchor, constant) }
        func constraint(equalToConstant constant: Double) -> NSLayoutConstraint { NSLayoutConstraint(self, "==", nil, constant) }
        func constraint(greaterThanOrEqualToConstant constant: Double) -> NSLayoutConstraint { NSLayoutConstraint(self, ">=", nil, constant) }
        func constraint(lessThanOrEqualToConstant constant: Double) -> NSLayoutConstraint { NSLayoutConstraint(self, "<=", nil, constant) }
        func constraint(equalToSystemSpacingAfter anchor: NSLayoutAnchor, multiplier: Double) -> NSLayoutConstraint { NSLayoutConstraint(self, "==", anchor, 8) }
        func constraint(equalToSystemSpacingBelow anchor: NSLayoutAnchor, multiplier: Double) -> NSLayoutConstraint { NSLayoutConstraint(self, "==", anchor, 8) }
    }

    final class UILayoutGuide: LayoutAnchors {
        weak var owningView: UIView?
        let identifier: String
        init() { identifier = "guide" }
        init(owner: UIView, name: String) { owningView = owner; identifier = name }
    }

    final class NSLayoutConstraint {
        enum Axis { case horizontal, vertical }
        let firstAnchor: NSLayoutAnchor
        let relation: String
        let secondAnchor: NSLayoutAnchor?
        var constant: Double
        var isActive = false
        var priority = 1000.0
        var identifier: String?
        init(_ first: NSLayoutAnchor, _ relation: String, _ second: NSLayoutAnchor?, _ constant: Double) {
            firstAnchor = first; self.relation = relation; secondAnchor = second; self.constant = constant
        }
        static func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
        static func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }
    }

    class UIStackView: UIView {
        enum Alignment { case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline }
        enum Distribution { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
        private(set) var arrangedSubviews: [UIView] = []
        var axis: NSLayoutConstraint.Axis = .horizontal
        var spacing = 0.0
        var alignment: Alignment = .fill
        var distribution: Distribution = .fill
        var isLayoutMarginsRelativeArrangement = false
        init(arrangedSubviews views: [UIView]) {
            super.init(frame: CGRect())
            for v in views { addArrangedSubview(v) }
        }
        required init() { super.init(frame: CGRect()) }
        func addArrangedSubview(_ view: UIView) { arrangedSubviews.append(view); addSubview(view) }
        func removeArrangedSubview(_ view: UIView) { arrangedSubviews.removeAll { $0 === view } }
        func setCustomSpacing(_ spacing: Double, after view: UIView) {}
    }

    class UIGestureRecognizer {
        enum State { case possible, began, changed, ended, cancelled, failed }
        var isEnabled = true
        var state: State = .possible
        weak var view: UIView?
        init(target: Any?, action: Any?) {}
    }
    class UITapGestureRecognizer: UIGestureRecognizer {
        var numberOfTapsRequired = 1
    }
    class UILongPressGestureRecognizer: UIGestureRecognizer {
        var minimumPressDuration = 0.5
    }
    class UISwipeGestureRecognizer: UIGestureRecognizer {}
    class UIPanGestureRecognizer: UIGestureRecognizer {}

    class UIProgressView: UIView {
        enum Style { case `default`, bar }
        var progress = 0.0
        var progressTintColor: UIColor?
        var trackTintColor: UIColor?
        init(progressViewStyle style: Style) { super.init(frame: CGRect()) }
        required init() { super.init(frame: CGRect()) }
        func setProgress(_ progress: Double, animated: Bool) { self.progress = progress }
    }
    class UISwitch: UIControl {
        var isOn = false
        var onTintColor: UIColor?
        func setOn(_ on: Bool, animated: Bool) { isOn = on }
    }
    class UISlider: UIControl {
        var value = 0.0
        var minimumValue = 0.0
        var maximumValue = 1.0
        func setValue(_ value: Double, animated: Bool) { self.value = value }
    }
    class UIStepper: UIControl {
        var value = 0.0
        var minimumValue = 0.0
        var maximumValue = 100.0
        var stepValue = 1.0
    }
    class UISegmentedControl: UIControl {
        var selectedSegmentIndex = 0
        private(set) var titles: [String] = []
        init(items: [Any]?) {
            super.init(frame: CGRect())
            titles = (items ?? []).map { "\($0)" }
        }
        required init() { super.init(frame: CGRect()) }
        var numberOfSegments: Int { titles.count }
    }
    class UIActivityIndicatorView: UIView {
        enum Style { case medium, large }
        private(set) var isAnimating = false
        var hidesWhenStopped = true
        init(style: Style) { super.init(frame: CGRect()) }
        required init() { super.init(frame: CGRect()) }
        func startAnimating() { isAnimating = true }
        func stopAnimating() { isAnimating = false }
    }

    /// The app's process ended: what it had registered with the system's
    /// frameworks (observers, appearance settings) is gone.
    func __processEnded() {
        NotificationCenter.default.__forgetObservers()
        __appearanceProxies = [:]
    }

    struct NSAttributedString {
        struct Key: Hashable, RawRepresentable {
            let rawValue: String
            init(rawValue: String) { self.rawValue = rawValue }
            init(_ rawValue: String) { self.rawValue = rawValue }
            static let foregroundColor = Key("NSColor"), backgroundColor = Key("NSBackgroundColor"), font = Key("NSFont")
            static let kern = Key("NSKern"), paragraphStyle = Key("NSParagraphStyle"), underlineStyle = Key("NSUnderline")
            static let strikethroughStyle = Key("NSStrikethrough"), shadow = Key("NSShadow"), link = Key("NSLink")
        }
    }

    enum UIBarStyle { case `default`, black, blackTranslucent }

    class UIBarAppearance {
        var backgroundColor: UIColor?
        var shadowColor: UIColor?
        var backgroundImage: UIImage?
        var shadowImage: UIImage?
        var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
        var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
        init() {}
        func configureWithDefaultBackground() {}
        func configureWithOpaqueBackground() {}
        func configureWithTransparentBackground() {}
    }
    class UINavigationBarAppearance: UIBarAppearance {}
    class UITabBarAppearance: UIBarAppearance {}
    class UIToolbarAppearance: UIBarAppearance {}

    class UITabBar: UIView {
        var items: [UITabBarItem]?
        var barTintColor: UIColor?
        var unselectedItemTintColor: UIColor?
        var isTranslucent = true
        var barStyle: UIBarStyle = .default
        var standardAppearance = UITabBarAppearance()
        var scrollEdgeAppearance: UITabBarAppearance?
    }

    class UITableViewCell: UIView {
        enum CellStyle { case `default`, value1, value2, subtitle }
        enum AccessoryType { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
        enum SelectionStyle { case none, blue, gray, `default` }
        let reuseIdentifier: String?
        let textLabel: UILabel? = UILabel()
        let detailTextLabel: UILabel? = UILabel()
        let imageView: UIImageView? = UIImageView(image: nil)
        let contentView = UIView()
        var accessoryType: AccessoryType = .none
        var selectionStyle: SelectionStyle = .default
        var isSelected = false
        init(style: CellStyle, reuseIdentifier: String?) { self.reuseIdentifier = reuseIdentifier }
        required init() { reuseIdentifier = nil }
    }

    class UIFeedbackGenerator {
        init() {}
        func prepare() {}
    }
    class UIImpactFeedbackGenerator: UIFeedbackGenerator {
        enum FeedbackStyle { case light, medium, heavy, soft, rigid }
        init(style: FeedbackStyle) {}
        func impactOccurred() {}
        func impactOccurred(intensity: Double) {}
    }
    class UINotificationFeedbackGenerator: UIFeedbackGenerator {
        enum FeedbackType { case success, warning, error }
        func notificationOccurred(_ notificationType: FeedbackType) {}
    }
    class UISelectionFeedbackGenerator: UIFeedbackGenerator {
        func selectionChanged() {}
    }

    enum NSTextAlignment { case left, center, right, justified, natural }
    enum NSLineBreakMode { case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle }

    class UILabel: UIView {
        var text: String?
        var attributedText: Any?
        var font: UIFont?
        var textColor: UIColor?
        var numberOfLines = 1
        var textAlignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        var adjustsFontSizeToFitWidth = false
        var adjustsFontForContentSizeCategory = false
    }

    class UIButton: UIView {
        enum ButtonType { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }
        private(set) var titles: [String] = []
        let buttonType: ButtonType
        var titleLabel: UILabel? = UILabel()
        var isEnabled = true
        var isSelected = false
        var configuration: UIButton.Configuration?
        private(set) var primaryAction: UIAction?
        required init() { buttonType = .custom; super.init(frame: CGRect()) }
        init(type: ButtonType) { buttonType = type; super.init(frame: CGRect()) }
        init(type: ButtonType, primaryAction: UIAction?) {
            buttonType = type
            self.primaryAction = primaryAction
            super.init(frame: CGRect())
            if let t = primaryAction?.title { titles.append(t) }
        }
        init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
            buttonType = .system
            self.configuration = configuration
            self.primaryAction = primaryAction
            super.init(frame: CGRect())
        }
        func setTitle(_ title: String?, for state: UIControl.State) { if let title { titles.append(title) } }
        func setImage(_ image: UIImage?, for state: UIControl.State) {}
        func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
        func addTarget(_ target: Any?, action: Any, for events: UIControl.Event) {}
        func addAction(_ action: UIAction, for events: UIControl.Event) {}
        func title(for state: UIControl.State) -> String? { titles.last }
        struct Configuration {
            var title: String?
            var subtitle: String?
            var image: UIImage?
            static func filled() -> Configuration { Configuration() }
            static func plain() -> Configuration { Configuration() }
            static func tinted() -> Configuration { Configuration() }
            static func gray() -> Configuration { Configuration() }
            static func bordered() -> Configuration { Configuration() }
            static func borderedProminent() -> Configuration { Configuration() }
        }
    }

    class UIControl: UIView {
        enum State { case normal, highlighted, disabled, selected }
        enum Event { case touchUpInside, valueChanged, editingChanged, primaryActionTriggered }
    }

    class UIImageView: UIView {
        var image: UIImage?
        init(image: UIImage?) { self.image = image }
    }

    class UITableView: UIView {
        enum Style { case plain, grouped, insetGrouped }
        weak var dataSource: AnyObject?
        weak var delegate: AnyObject?
        var rowHeight = 44.0
        private(set) var reloads = 0
        func reloadData() { reloads += 1 }
        func register(_ cellClass: Any?, forCellReuseIdentifier identifier: String) {}
        func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
            UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        func deselectRow(at indexPath: IndexPath, animated: Bool) {}
        func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {}
        enum ScrollPosition { case none, top, middle, bottom }
    }

    class UICollectionViewFlowLayout {
        var itemSize = CGSize()
        var minimumLineSpacing = 10.0
        var minimumInteritemSpacing = 10.0
        var sectionInset = UIEdgeInsets()
        var scrollDirection: UICollectionView.ScrollDirection = .vertical
    }

    class UICollectionView: UIView {
        enum ScrollDirection { case vertical, horizontal }
        let collectionViewLayout: UICollectionViewFlowLayout
        weak var dataSource: AnyObject?
        weak var delegate: AnyObject?
        private(set) var reloads = 0
        init(frame: CGRect, collectionViewLayout layout: UICollectionViewFlowLayout) {
            collectionViewLayout = layout
            super.init(frame: frame)
        }
        func reloadData() { reloads += 1 }
        func register(_ cellClass: Any?, forCellWithReuseIdentifier identifier: String) {}
    }

    struct IndexPath: Equatable, Hashable, CustomStringConvertible {
        var section: Int
        var row: Int
        var item: Int { row }
        init(row: Int, section: Int) { self.row = row; self.section = section }
        init(item: Int, section: Int) { self.row = item; self.section = section }
        var description: String { "[\(section), \(row)]" }
    }

    class UIBarButtonItem {
        enum SystemItem { case add, compose, done, cancel, edit, save, search, refresh, action, trash, close }
        enum Style { case plain, done }
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var menu: UIMenu?
        var primaryAction: UIAction?
        var tintColor: UIColor?
        init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Any?) {}
        init(title: String?, style: Style, target: Any?, action: Any?) { self.title = title }
        init(image: UIImage?, style: Style, target: Any?, action: Any?) { self.image = image }
        init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.primaryAction = primaryAction; self.menu = menu }
        init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
            self.title = title
            self.image = image
            self.primaryAction = primaryAction
            self.menu = menu
        }
    }

    class UINavigationItem {
        enum LargeTitleDisplayMode { case automatic, always, never }
        var title: String?
        var prompt: String?
        var rightBarButtonItem: UIBarButtonItem?
        var leftBarButtonItem: UIBarButtonItem?
        var rightBarButtonItems: [UIBarButtonItem]?
        var searchController: UISearchController?
        var hidesSearchBarWhenScrolling = true
        var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    }

    class UITabBarItem {
        enum SystemItem { case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed }
        var title: String?
        var image: UIImage?
        var selectedImage: UIImage?
        var badgeValue: String?
        var tag = 0
        init(title: String?, image: UIImage?, tag: Int) { self.title = title; self.image = image; self.tag = tag }
        init(title: String?, image: UIImage?, selectedImage: UIImage?) { self.title = title; self.image = image; self.selectedImage = selectedImage }
        init(tabBarSystemItem systemItem: SystemItem, tag: Int) { self.tag = tag }
    }

    class UISearchBar: UIView {
        var text: String?
        var placeholder: String?
        func becomeFirstResponder() -> Bool { true }
    }

    class UIViewController {
        enum ModalPresentationStyle { case automatic, fullScreen, pageSheet, formSheet, overFullScreen, popover }
        var title: String? { didSet { navigationItem.title = title } }
        private var loadedView: UIView?
        var view: UIView! {
            get { loadViewIfNeeded(); return loadedView }
            set { loadedView = newValue }
        }
        var isViewLoaded: Bool { loadedView != nil }
        let navigationItem = UINavigationItem()
        var tabBarItem: UITabBarItem! = UITabBarItem(title: nil, image: nil, tag: 0)
        weak var navigationController: UINavigationController?
        weak var tabBarController: UITabBarController?
        var presentedViewController: UIViewController?
        weak var presentingViewController: UIViewController?
        var modalPresentationStyle: ModalPresentationStyle = .automatic
        var isModalInPresentation = false
        /// A sheet's presentation, for the controller presented as one.
        lazy var sheetPresentationController: UISheetPresentationController? = UISheetPresentationController()
        /// The storyboard it was made from.
        var storyboard: AnyObject?
        var traitCollection: UITraitCollection { UITraitCollection.current }
        var definesPresentationContext = false
        init() {}
        init(nibName: String?, bundle: Any?) {}
        func loadView() { loadedView = UIView() }
        /// A storyboard's outlets, connected as its view loads.
        var __outlets: [(String, AnyObject)] = []
        func loadViewIfNeeded() {
            guard loadedView == nil else { return }
            loadView()
            for (name, object) in __outlets { __connectOutlet(self, name, object) }
            viewDidLoad()
        }
        func viewDidLoad() {}
        func viewWillAppear(_ animated: Bool) {}
        func viewDidAppear(_ animated: Bool) {}
        func viewWillDisappear(_ animated: Bool) {}
        func viewDidDisappear(_ animated: Bool) {}
        func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
            if let shown = presentedViewController {
                __uikitNote("cannot present \(viewController.uikitDescription): \(shown.uikitDescription) is already presented")
                return
            }
            presentedViewController = viewController
            viewController.presentingViewController = self
            __uikitNote("present \(viewController.uikitDescription)")
            viewController.appear()
            completion?()
        }
        func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
            if let shown = presentedViewController {
                __uikitNote("dismiss \(shown.uikitDescription)")
                presentedViewController = nil
                shown.presentingViewController = nil
            } else if let presenter = presentingViewController {
                presenter.dismiss(animated: animated, completion: completion)
                return
            }
            completion?()
        }
        func show(_ viewController: UIViewController, sender: Any?) {
            if let navigationController { navigationController.pushViewController(viewController, animated: true) } else { present(viewController, animated: true) }
        }
        /// Shown: its view loads (once) and the appearance methods run; a
        /// container's shown child too. The window calls it on its root.
        func appear() {
            loadViewIfNeeded()
            viewWillAppear(false)
            viewDidAppear(false)
        }
        var uikitDescription: String {
            let name = String(describing: type(of: self))
            guard let title else { return name }
            return name + " \"" + title + "\""
        }
    }

    class UINavigationController: UIViewController {
        var viewControllers: [UIViewController] = [] {
            didSet { for vc in viewControllers { vc.navigationController = self } }
        }
        var topViewController: UIViewController? { viewControllers.last }
        var visibleViewController: UIViewController? { presentedViewController ?? topViewController }
        var navigationBar = UINavigationBar()
        init(rootViewController: UIViewController) {
            super.init()
            viewControllers = [rootViewController]
            rootViewController.navigationController = self
        }
        override init() { super.init() }
        func pushViewController(_ viewController: UIViewController, animated: Bool) {
            viewControllers.append(viewController)
            __uikitNote("push \(viewController.uikitDescription)")
            viewController.appear()
        }
        @discardableResult func popViewController(animated: Bool) -> UIViewController? {
            guard viewControllers.count > 1 else { return nil }
            let top = viewControllers.removeLast()
            __uikitNote("pop \(top.uikitDescription)")
            return top
        }
        @discardableResult func popToRootViewController(animated: Bool) -> [UIViewController]? {
            guard viewControllers.count > 1 else { return [] }
            let popped = Array(viewControllers.dropFirst())
            viewControllers = [viewControllers[0]]
            __uikitNote("pop to root \(viewControllers[0].uikitDescription)")
            return popped
        }
        func setViewControllers(_ controllers: [UIViewController], animated: Bool) { viewControllers = controllers }
        override func appear() {
            super.appear()
            topViewController?.appear()
        }
    }

    class UINavigationBar: UIView {
        var prefersLargeTitles = false
        var barTintColor: UIColor?
        var isTranslucent = true
        var barStyle: UIBarStyle = .default
        var titleTextAttributes: [NSAttributedString.Key: Any]?
        var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
        var shadowImage: UIImage?
        var standardAppearance = UINavigationBarAppearance()
        var compactAppearance: UINavigationBarAppearance?
        var scrollEdgeAppearance: UINavigationBarAppearance?
        func setBackgroundImage(_ image: UIImage?, for barMetrics: Any) {}
    }

    class UITabBarController: UIViewController {
        var viewControllers: [UIViewController]? {
            didSet { for vc in viewControllers ?? [] { vc.tabBarController = self } }
        }
        var selectedIndex = 0 {
            didSet { __uikitNote("select tab \(selectedIndex)") }
        }
        var selectedViewController: UIViewController? {
            get {
                guard let viewControllers, selectedIndex >= 0, selectedIndex < viewControllers.count else { return nil }
                return viewControllers[selectedIndex]
            }
            set {
                if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
            }
        }
        func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }
        override func appear() {
            super.appear()
            selectedViewController?.appear()
        }
    }

    class UITableViewController: UIViewController {
        var tableView = UITableView()
        init(style: UITableView.Style) { super.init() }
        override init() { super.init() }
    }

    class UISplitViewController: UIViewController {
        var viewControllers: [UIViewController] = []
    }

    class UISearchController: UIViewController {
        let searchBar = UISearchBar()
        var obscuresBackgroundDuringPresentation = true
        var hidesNavigationBarDuringPresentation = true
        var isActive = false
        weak var searchResultsUpdater: AnyObject?
        init(searchResultsController: UIViewController?) { super.init() }
    }

    class UIAlertAction {
        enum Style { case `default`, cancel, destructive }
        let title: String?
        let style: Style
        let handler: ((UIAlertAction) -> Void)?
        init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.title = title; self.style = style; self.handler = handler
        }
    }

    class UIAlertController: UIViewController {
        enum Style { case alert, actionSheet }
        var message: String?
        let preferredStyle: Style
        private(set) var actions: [UIAlertAction] = []
        private(set) var textFields: [UITextField]? = nil
        init(title: String?, message: String?, preferredStyle: Style) {
            self.message = message
            self.preferredStyle = preferredStyle
            super.init()
            self.title = title
        }
        func addAction(_ action: UIAlertAction) { actions.append(action) }
        func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
            let field = UITextField()
            configurationHandler?(field)
            textFields = (textFields ?? []) + [field]
        }
        override var uikitDescription: String {
            var text = super.uikitDescription
            if let message { text += ": " + message }
            return text
        }
    }

    enum UIKeyboardType {
        case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
        case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    }
    enum UITextAutocapitalizationType { case none, words, sentences, allCharacters }
    enum UITextAutocorrectionType { case `default`, no, yes }
    enum UIReturnKeyType { case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue` }

    class UITextField: UIView {
        enum ViewMode { case never, whileEditing, unlessEditing, always }
        enum BorderStyle { case none, line, bezel, roundedRect }
        var borderStyle: BorderStyle = .none
        var textAlignment: NSTextAlignment = .natural
        var text: String?
        var placeholder: String?
        var font: UIFont?
        var textColor: UIColor?
        var keyboardType: UIKeyboardType = .default
        var autocapitalizationType: UITextAutocapitalizationType = .sentences
        var autocorrectionType: UITextAutocorrectionType = .default
        var returnKeyType: UIReturnKeyType = .default
        var clearButtonMode: ViewMode = .never
        var isSecureTextEntry = false
        weak var delegate: AnyObject?
        func becomeFirstResponder() -> Bool { true }
        func resignFirstResponder() -> Bool { true }
    }

    class UITextView: UIView {
        var text: String! = ""
        var font: UIFont?
        var textColor: UIColor?
        var isEditable = true
        func becomeFirstResponder() -> Bool { true }
        func resignFirstResponder() -> Bool { true }
    }

    enum UIUserInterfaceStyle { case unspecified, light, dark }

    final class UISheetPresentationController {
        struct Detent: Equatable {
            let identifier: String
            static func medium() -> Detent { Detent(identifier: "medium") }
            static func large() -> Detent { Detent(identifier: "large") }
        }
        var detents: [Detent] = [.large()]
        var prefersGrabberVisible = false
        var preferredCornerRadius: Double?
        var prefersScrollingExpandsWhenScrolledToEdge = true
        init() {}
    }

    /// The root of a window whose storyboard is not in the app's folder: the
    /// first cast the app's code makes of it (`as? UITabBarController`) makes
    /// the root a controller of that class, as the storyboard would have.
    final class __StoryboardRoot: UIViewController {
        weak var window: UIWindow?
        let storyboard: String
        init(storyboard: String) { self.storyboard = storyboard }
        required init() { storyboard = "Main" }
    }
    enum UIUserInterfaceIdiom { case unspecified, phone, pad, tv, carPlay, mac, vision }

    /// What a view controller's `traitCollection` says: an iPhone in light mode.
    class UITraitCollection {
        let userInterfaceStyle = UIUserInterfaceStyle.light
        let userInterfaceIdiom = UIUserInterfaceIdiom.phone
        let horizontalSizeClass = UIUserInterfaceSizeClass.compact
        let verticalSizeClass = UIUserInterfaceSizeClass.regular
        let displayScale = 3.0
        static let current = UITraitCollection()
        init() {}
    }
    enum UIUserInterfaceSizeClass { case unspecified, compact, regular }

    /// The app's window: its root view controller appears when the window is
    /// made key and visible (or replaced on a key window).
    class UIWindow: UIView {
        var rootViewController: UIViewController? {
            didSet { if isKeyWindow { rootViewController?.appear() } }
        }
        private(set) var isKeyWindow = false
        var windowScene: AnyObject?
        var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
        var windowLevel = 0.0
        required init() { super.init(frame: UIScreen.main.bounds) }
        override init(frame: CGRect) { super.init(frame: frame) }
        init(windowScene: AnyObject) {
            super.init(frame: UIScreen.main.bounds)
            self.windowScene = windowScene
        }
        func makeKeyAndVisible() {
            isKeyWindow = true
            isHidden = false
            rootViewController?.appear()
        }
        func makeKey() { isKeyWindow = true }
    }

    class UIScreen {
        let bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        let scale = 3.0
        static let main = UIScreen()
    }
    """#
}
