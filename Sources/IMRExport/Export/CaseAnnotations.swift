import IMRModel

/// What the user added to a case (kept apart from the letter, in the notes store): its tags and note.
public struct CaseAnnotations: Hashable, Sendable {
    public var tags: [String]
    public var note: String?

    public init(tags: [String] = [], note: String? = nil) {
        self.tags = tags
        self.note = note
    }

    public var isEmpty: Bool { tags.isEmpty && note == nil }
}

/// A case with its annotations, encoded as the case with `tags` and `note` added (only when it has
/// either, so a case nobody annotated is written exactly as before).
public struct AnnotatedCase: Encodable {
    public var imrCase: IMRCase
    public var annotations: CaseAnnotations

    public init(_ imrCase: IMRCase, _ annotations: CaseAnnotations) {
        self.imrCase = imrCase
        self.annotations = annotations
    }

    enum CodingKeys: String, CodingKey { case tags, note }

    public func encode(to encoder: Encoder) throws {
        try imrCase.encode(to: encoder)
        guard !annotations.isEmpty else { return }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(annotations.tags, forKey: .tags)
        try container.encode(annotations.note, forKey: .note)
    }
}
