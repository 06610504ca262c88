/// Words of a clinical case summary that say nothing about the injury: English function words, the
/// narrative and paperwork of the letters ("reported", "documented", "progress", "utilization"),
/// sides, months and counting words. "More like this" leaves them out of the words it compares, so
/// two summaries are alike by their diagnoses, body parts and treatments rather than their prose.
/// Folded as `Tokenizer` folds; words of digits only are left out by rule, not listed.
public enum SummaryStopWords {
    public static let words: Set<String> = [
        // Function words.
        "a", "about", "above", "after", "again", "against", "all", "also", "am", "an", "and", "any", "are", "as", "at",
        "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could", "did",
        "do", "does", "doing", "down", "during", "each", "either", "else", "ever", "every", "few", "for", "from",
        "further", "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his",
        "how", "however", "i", "if", "in", "into", "is", "it", "its", "itself", "just", "may", "me", "might", "more",
        "most", "much", "must", "my", "neither", "no", "nor", "not", "now", "of", "off", "on", "once", "one", "only",
        "or", "other", "our", "out", "over", "own", "per", "same", "she", "should", "since", "so", "some", "such",
        "than", "that", "the", "their", "them", "then", "there", "these", "they", "this", "those", "through", "thus",
        "to", "too", "under", "until", "up", "upon", "very", "via", "was", "we", "were", "what", "when", "where",
        "whether", "which", "while", "who", "whom", "whose", "why", "will", "with", "within", "without", "would",
        "yet", "s",
        // Counting and time.
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "first", "second", "third", "last",
        "day", "days", "week", "weeks", "month", "months", "year", "years", "old", "date", "dated", "time", "times",
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
        "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        // Who and where.
        "patient", "patients", "injured", "worker", "workers", "applicant", "claimant", "employee", "male", "female",
        "man", "woman", "mr", "ms", "mrs", "dr", "md", "physician", "provider", "treating", "doctor", "office",
        "left", "right", "bilateral", "bilaterally", "side", "sides",
        // The letter's narrative and paperwork.
        "according", "additional", "administrator", "associated", "authorized", "case", "certified", "claim",
        "claims", "clinical", "complained", "complains", "complaint", "complaints", "continued", "continues",
        "current", "currently", "denied", "described", "describes", "detailed", "determination", "determined",
        "documentation", "documented", "documents", "due", "duties", "evaluated", "evaluation", "evidence",
        "examination", "exam", "file", "findings", "follow", "following", "form", "given", "history", "include",
        "included", "includes", "including", "indicate", "indicated", "indicates", "indication", "industrial",
        "initial", "injury", "injuries", "involves", "medical", "noted", "notes", "note", "objective", "occupational",
        "ongoing", "original", "past", "plan", "presented", "previously", "prior", "progress", "provided", "received",
        "recommended", "records", "record", "referral", "regarding", "report", "reported", "reportedly", "reports",
        "request", "requested", "requests", "review", "reviewed", "service", "services", "signed", "stated", "states",
        "status", "subjective", "submitted", "subsequent", "treated", "treatment", "treatments", "underwent",
        "undergoing", "ur", "utilization", "visit", "visits", "work", "working", "encounter", "well", "able",
        "unable", "having", "being", "point", "aspect", "scale", "rated", "line", "least", "specific",
        "diagnosis", "diagnoses", "diagnosed", "chief", "alert", "oriented", "unspecified", "encounters",
    ]

    /// Sentences of a summary about the letter's paperwork rather than the injury: the review, the
    /// request, its authorization, the work status. "More like this" leaves their words out. Words
    /// in order, lower case; the last may be the start of a word ("authoriz": authorized,
    /// authorization).
    public static let paperworkSentences: [String] = [
        "utilization review", "ur", "request for authorization", "rfa", "imr", "authoriz", "certif", "noncertif",
        "claims administrator", "eligible", "work status", "duty", "return to work", "modified work", "temporarily",
        "totally disabled", "disability", "appeal", "independent medical review",
    ]

    /// Sentences naming what the patient is treated for: their words, the diagnoses, weigh double in
    /// "more like this" (as `RegionInference` reads the injured part from them).
    public static let diagnosisSentences: [String] = [
        "diagnosis", "diagnoses", "diagnosed", "treated for", "treatment for",
    ]
}
