import QASLanguage
import QASPlatform
import QASStore

// The store and platform types an embedder meets through `Engine`, named here so
// that `import QuickActionScript` is the one import a host or a test needs.

/// The Note Buddy store (SQLite on disk, or in memory).
public typealias NoteStore = QASStore.NoteStore
public typealias Note = QASStore.Note
public typealias ChecklistItem = QASStore.ChecklistItem
public typealias StoreError = QASStore.StoreError
public typealias StoreClock = QASStore.StoreClock
/// A clock that starts at a fixed time and moves only when told (tests).
public typealias FixedClock = QASStore.FixedClock
/// The system clock.
public typealias WallClock = QASStore.WallClock

/// The simulated app: lifecycle, static and dynamic items, the menu, the log.
public typealias AppModel = QASPlatform.AppModel
public typealias ShortcutItem = QASPlatform.ShortcutItem
public typealias ShortcutIcon = QASPlatform.ShortcutIcon
public typealias IconType = QASPlatform.IconType
public typealias PropertyListValue = QASPlatform.PropertyListValue
public typealias MenuSelector = QASPlatform.MenuSelector
public typealias PlatformError = QASPlatform.PlatformError
/// A static item holds a character an XML property list cannot carry.
public typealias PropertyListTextError = QASPlatform.InfoPlist.NotXMLText

/// "Did you mean": the nearest name by edit distance.
public typealias Suggestion = QASLanguage.Suggestion
