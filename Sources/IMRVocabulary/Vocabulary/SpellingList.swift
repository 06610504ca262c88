/// The vocabularies write a row's spellings as one comma-separated string ("norco, vicodin, lortab").
enum SpellingList {
    static func split(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0.drop(while: { $0 == " " })) }
    }
}
