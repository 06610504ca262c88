/// The words of a request that are not the treatment: taken away before a key is made, so that
/// "Norco 10/325mg #120, 1 refill, DOS: 11/14/16" and "Retrospective Norco" ask for the same thing, and
/// a request no table knows keeps only its telling words. Numbers are always taken away.
///
/// To add one: put it in the list it belongs to, lower case (several words are matched as a phrase).
public enum TreatmentWords {
    /// Little words that never tell treatments apart; dropped before any phrase is compared, in the
    /// vocabularies as in the text ("MRI of the lumbar spine" is "mri lumbar spine").
    public static let stopWords: Set<String> = [
        "a", "an", "the", "of", "to", "for", "in", "on", "at", "by", "with", "and", "or", "from", "as", "into",
        "under", "via", "its", "his", "her", "their", "is", "be", "&", "vs", "versus", "plus", "w",
    ]

    /// Quantity, strength, frequency and duration.
    public static let quantity = [
        "mg", "mgs", "mcg", "g", "gm", "gms", "gr", "gram", "grams", "ml", "cc", "oz", "unit", "iu", "meq", "mg ml",
        "mg g", "percent", "pct", "tesla", "t", "qty", "quantity", "count", "#", "no", "number", "supply",
        "day supply", "month supply", "unknown quantity", "quantity unknown", "unspecified", "refill", "box",
        "tube", "container", "bottle", "jar", "kit", "pack", "tab", "tablet", "cap", "capsule", "pill", "dose",
        "dosage", "oral", "orally", "suspension", "oral suspension", "solution", "liquid", "syrup", "elixir",
        "time", "times", "x", "per", "day", "daily", "week", "weekly", "month", "monthly", "year", "yearly",
        "hour", "hr", "hrs", "minute", "min", "mins", "night", "nightly", "bedtime", "morning", "evening",
        "session", "treatment", "total", "twice", "once", "thrice", "every", "each", "other",
        "up", "additional", "more", "bid", "tid", "qid", "qd", "qhs", "hs", "prn", "po", "needed", "as needed",
        "take", "apply", "applied", "affected", "area", "off", "may", "before", "after", "then", "approximately",
        "approx", "max", "maximum", "minimum", "least", "over", "period", "duration", "length", "course",
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "eighteen", "twenty", "twenty four", "thirty", "sixty",
        "ninety", "hundred", "single", "double", "half", "dozen", "first", "third", "fourth",
    ]

    /// Release forms and salts: not ingredients.
    public static let drugForm = [
        "er", "xr", "sr", "cr", "dr", "la", "xl", "ir", "ds", "es", "odt", "hp", "ec", "extended release",
        "delayed release", "immediate release", "sustained release", "controlled release", "long acting",
        "short acting", "ext rel", "ext release", "hcl", "hydrochloride", "sodium", "sod", "potassium", "citrate",
        "bitartrate", "tartrate", "besylate", "maleate", "sulfate", "phosphate", "mesylate", "succinate",
        "fumarate", "acetate", "generic", "brand", "strength", "extra strength", "forte", "dispense",
    ]

    /// Dates of service.
    public static let dates = [
        "dos", "date service", "dates service", "date", "dated", "rendered", "provided",
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "january", "february", "march", "april", "june", "july", "august", "september", "october", "november",
        "december",
    ]

    /// Side: never part of a key or a region.
    public static let side = [
        "right", "left", "bilateral", "bilaterally", "bilat", "b l", "both", "rt", "lt", "r", "l", "unilateral",
        "side", "sided", "right sided", "left sided",
    ]

    /// Contrast, strength of magnet, positioning and guidance of imaging and injections.
    public static let technique = [
        "contrast", "without", "wo", "w o", "dye", "gadolinium", "gad", "iv contrast", "non contrast",
        "noncontrast", "open", "closed", "upright", "standing", "weight bearing", "positional", "position",
        "single positional", "mars", "metal artifact reduction", "high field", "3t", "higher", "only",
        "fluoroscopic guidance", "fluoroscopy", "fluoroscopically", "fluoroscopic", "ultrasound guidance",
        "ultrasound guided", "image guided", "imaging guidance", "guided", "guidance", "ct guided",
        "under anesthesia", "sedation", "iv sedation", "monitored anesthesia care", "mac", "anesthesia",
        "approach", "level", "levels", "multi level", "multilevel", "scan", "scans",
        "study", "studies", "view", "views", "endoscopic", "minimally invasive", "percutaneous", "outpatient",
        "inpatient", "office", "home use", "home", "purchase", "rental", "rent", "lease", "loan",
        "diagnostic", "therapeutic",
    ]

    /// What the request says about itself rather than the treatment.
    public static let request = [
        "retrospective", "retro", "retroactive", "repeat", "repeated", "additional", "continued", "continue",
        "continuation", "continuing", "ongoing", "refills", "renewal", "trial", "trial of", "initial",
        "new", "request", "requested", "requesting", "prescription", "rx", "prescribed", "authorization",
        "certification", "recertification", "extension", "coverage", "possible", "consideration", "weaning",
        "wean", "taper", "tapering", "titration", "unknown", "unknown frequency", "frequency", "duration unknown",
        "medication", "medications", "supplies", "associated", "related", "service", "services",
        "pain", "chronic", "acute", "moderate", "severe", "mild", "symptom", "symptoms", "flare", "flare up",
        "complaint", "complaints", "condition", "injury", "industrial",
    ]

    /// Words that make a drug topical (a cream, a patch); its key then says so.
    public static let topical = [
        "cream", "gel", "ointment", "lotion", "patch", "topical", "topically", "transdermal", "compound",
        "compounded", "cream base", "liniment", "balm", "rub", "foam", "roll on", "emulsion",
        "topical analgesic", "compounded cream", "compound cream", "transdermal cream",
    ]

    /// Before or after an operation: kept in the key of a test ("preoperative laboratory tests") and of a
    /// therapy ("postoperative physical therapy knee"), where guidelines treat them apart.
    public static let preoperative = ["preoperative", "pre operative", "pre op", "preop", "presurgical", "pre surgical"]
    public static let postoperative = [
        "postoperative", "post operative", "post op", "postop", "postsurgical", "post surgical",
        "associated surgical service", "after surgery", "following surgery",
    ]

    /// Words that ask for a specialist's visit ("consultation", "referral", "evaluation"): with a specialty
    /// the request is that specialty's consultation.
    public static let consultation = [
        "consultation", "consult", "consults", "referral", "refer", "referred", "evaluation", "eval", "evaluate",
        "assessment", "opinion", "second opinion", "appointment", "visit", "exam", "examination",
    ]
}
