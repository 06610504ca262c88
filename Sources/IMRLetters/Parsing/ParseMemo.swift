import IMRModel
import IMRText
import IMRVocabulary

/// What the parsing workers have already worked out. Guideline lines, credentials and treatments recur
/// across thousands of letters word for word: the second time, the answer is a table lookup, and
/// every case that repeats the text shares one copy of the strings made from it (peak memory).
///
/// One for all the workers of a load: with one each, every worker worked out each treatment again (at
/// 100,000 letters, 9,700 distinct treatments among 226,000 items, each about 68,000 instructions to
/// classify). The parser's answer never depends on what is in it.
public final class ParseMemo: Sendable {
    /// A "Decision based on" sentence's citations (one, or one per guideline or chapter it names).
    let citations = SharedMemoTable<[Citation]>()
    /// A guideline field's citations, by the field's bytes: whole fields recur word for word too, and a
    /// hit is then one shared list, not a lookup and a copied citation per sentence.
    let citationLists = SharedMemoTable<[Citation]>()
    let classifications = SharedMemoTable<Classification>()
    let reviewers = SharedMemoTable<Reviewer>()
    /// A listed credentials section's specialty list and state list as written, each by itself.
    let specialtyLists = SharedMemoTable<SpecialtyList>()
    let licensures = SharedMemoTable<[String]>()
    let specialties = SharedMemoTable<String>()
    /// The rules a rationale's sentence states for each side, by the sentence's bytes as the reason
    /// reader reads them: reviewers' sentences recur word for word too ("The MTUS chronic pain
    /// guidelines were consulted.").
    let upholdingReasons = SharedMemoTable<[ReasonReader.Stated]>()
    let overturningReasons = SharedMemoTable<[ReasonReader.Stated]>()
    /// The treatment a sentence's subject names (`ReasonReader.Reading.namesAnother`), by the subject's
    /// bytes: the same few subjects ("acupuncture", "the request for an MRI") recur in every letter.
    let subjectTreatments = SharedMemoTable<ReasonReader.Treatment?>()
    /// The body regions a summary's sentence names (`RegionInference`), by the sentence's folded bytes.
    let sentenceRegions = SharedMemoTable<[String]>()
    /// Beyond this many entries a table starts again (`MemoTable`).
    static let limit = 50_000
    /// Beyond this many bytes of keys too: a table keyed by whole sections (reviewers' credentials, a
    /// kilobyte each) held 12 MB at 100,000 letters, and the memo was a fifth of a first open's peak.
    static let keyBytesLimit = 2 << 20

    public init() {}

    /// Keyed by the sentence's bytes: a sentence seen before costs no string.
    func citations(ofSentence sentence: ArraySlice<UInt8>, _ parse: (String) -> [Citation]) -> [Citation] {
        sentence.withUnsafeBufferPointer { key in
            citations.value(of: key) { parse(ByteText.string(sentence)) }
        }
    }

    func citations(of field: [UInt8], _ parse: () -> [Citation]) -> [Citation] {
        field.withUnsafeBufferPointer { key in citationLists.value(of: key, parse) }
    }

    /// What a treatment as written is: its category and its normalized form, found with one lookup.
    struct Classification: Sendable {
        var category: String?
        var normalized: NormalizedTreatment?
    }

    func classification(of treatment: String, _ classify: (String) -> Classification) -> Classification {
        classifications.value(of: treatment, classify)
    }

    func reviewer(of section: String, _ parse: () -> Reviewer) -> Reviewer {
        reviewers.value(of: section) { _ in parse() }
    }

    /// Keyed by the parts of a credentials sentence its reading depends on (`CredentialSentence`).
    func reviewer(ofParts key: UnsafeBufferPointer<UInt8>, _ parse: () -> Reviewer) -> Reviewer {
        reviewers.value(of: key, parse)
    }

    /// A specialty list's names, canonical (each once) and as written.
    typealias SpecialtyList = (canonical: [String], asWritten: [String])

    func specialtyList(_ written: String, _ parse: (String) -> SpecialtyList) -> SpecialtyList {
        specialtyLists.value(of: written, parse)
    }

    func licensure(_ written: String, _ parse: (String) -> [String]) -> [String] {
        licensures.value(of: written, parse)
    }

    func specialty(_ written: String, _ normalize: (String) -> String) -> String {
        specialties.value(of: written, normalize)
    }

    func reasons(of side: DecisionReasons.Side) -> SharedMemoTable<[ReasonReader.Stated]> {
        side == .upholding ? upholdingReasons : overturningReasons
    }
}
