/// A citation in JSON: every key of the contract's `citation` written, with explicit nulls
/// (spec/case.schema.json requires "chapter" even when a citation has none).
extension Citation {
    enum JSONKeys: String, CodingKey { case text, guideline, mtus, chapter, label, topic, pages }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: JSONKeys.self)
        try container.encode(text, forKey: .text)
        try container.encode(guideline, forKey: .guideline)
        try container.encode(mtus, forKey: .mtus)
        try container.encode(chapter, forKey: .chapter)
        try container.encode(label, forKey: .label)
        try container.encode(topic, forKey: .topic)
        try container.encode(pages, forKey: .pages)
    }
}
