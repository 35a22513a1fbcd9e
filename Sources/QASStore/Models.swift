/// A note, as stored.
public struct Note: Equatable, Sendable {
    public let id: String
    public var title: String
    public var body: String
    public var isFavorite: Bool
    /// Seconds since 1970.
    public let created: Double
    /// Seconds since 1970; set to the clock's now whenever title, body or
    /// isFavorite changes.
    public var modified: Double
}

/// An item of the checklist the interactive widget works on.
public struct ChecklistItem: Equatable, Sendable {
    public let id: String
    public var name: String
    public var isAdded: Bool
    /// Insertion order.
    public let position: Int
}

/// The fields of a note that can change.
public struct NoteChanges: Sendable {
    public var title: String?
    public var body: String?
    public var isFavorite: Bool?
    public init(title: String? = nil, body: String? = nil, isFavorite: Bool? = nil) {
        self.title = title; self.body = body; self.isFavorite = isFavorite
    }
}
