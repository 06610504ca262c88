extension DecisionReasons {
    /// A reason (docs/decision-reasons.md) with the words that state it and how they are read.
    public struct Reason: Sendable {
        public let id: String
        public let side: Side
        /// What the reason means, for help and pickers.
        public let meaning: String
        /// Words that state the reason in a sentence that negates.
        public let phrases: [String]
        /// Words that state it alone.
        public let negative: [String]
        /// Words that state it alone where their clause does not negate: a fact that a negation
        /// reverses ("a recent MRI" against "no recent MRI"; "has undergone therapy" against "does not
        /// appear to have undergone therapy").
        public let affirmative: [String]
        /// Stated by the guideline's own sentence too ("The MTUS does not recommend ..."), where other
        /// reasons need the reviewer to speak of this patient.
        public let guidelineMayState: Bool
        /// Stated by the guideline's voice, but not by a sentence that opens with the guideline and
        /// speaks of no patient, record or request ("The MTUS allows up to 18 visits ..."), unless its
        /// words carry their own finding ("the criteria ... are therefore met").
        public let openingRestates: Bool
        /// Only where no other reason is found ("no rationale was given").
        public let fallback: Bool
        /// A catch-all reason ("the indication is absent"): where a sentence also states a specific
        /// one, the specific one is its reason.
        public let general: Bool
        /// An overturning reason stated only where the sentence does not negate ("has not improved" is
        /// no functional improvement).
        public let positive: Bool
        /// Words that, in the same sentence, make it another reason or none ("not recommended *as a
        /// first-line* treatment" is `first-line-not-tried`; "not recommended *for longer than*" a quantity).
        public let unless: [String]
        /// Words that, anywhere in the sentence, make it none of this reason: a contrast of two
        /// treatments ("NCS is not recommended, but EMG is recommended as an option"), which states
        /// the reason for only one of them, and the item's may be either.
        public let unlessInSentence: [String]
        /// Words that, in the same clause, make it none of this reason only where the sentence speaks of no case: the
        /// guideline's own qualification ("not recommended as an isolated intervention"), which the reviewer may apply to
        /// this request ("the unit is requested as a stand-alone treatment, which is not recommended").
        public let unlessRestated: [String]
        /// Words one of which the sentence must hold for the reason's words to state it: an associated
        /// item stands with an operation or the primary request approved ("the knee arthroscopy was
        /// certified"), not with any care authorized ("physical therapy x 8 was authorized").
        public let needsInSentence: [String]
        /// Stated only where no requirement of the guideline's (`requirements`: "unless", "if", "when")
        /// stands in its clause: "X is not recommended unless ..." restates what the guideline asks
        /// for, and the reason is what the rationale says of it.
        public let conditional: Bool
        /// Words that, stated (not negated) in the sentence, say it is no reason where only the reason's
        /// facts state it, with no negation: "tenderness over the facets, full range of motion and a
        /// negative Spurling test" narrates an examination that found something; "otherwise normal"
        /// points to a finding named elsewhere.
        public let contrary: [String]
        /// Words that state it alone, as `negative` words do, but only generally ("the criteria are not
        /// met"): where the sentence also states a specific reason ("..., as there are no red flags"),
        /// that one is its reason, and these words only introduce it.
        public let catchAll: [String]
        /// Words that, in the clause of the words of the reason `reframes` names, make them this one's:
        /// "no neuropathic or radicular diagnosis" is a diagnosis the patient lacks (`indication-absent`),
        /// not a finding the examination did not show.
        public let frames: [String]
        public let reframes: String?
        /// Its sentence names the treatment it speaks of ("Manipulation under anesthesia is not
        /// recommended"): where that is a treatment other than the item's, the sentence speaks of another
        /// request than the item's, and states none of its reasons.
        public let namesItsTreatment: Bool
        /// Its pairing's care is other than the item's: the requested treatment itself never tried ("she
        /// has never had acupuncture", for acupuncture) is a first trial asked for, not this reason.
        public let untriedIsAnother: Bool
        /// The overturning reason this one is the other side of: its words, negated right before them in
        /// their part ("has not returned to work", "no palpable spasm"), state this one.
        public let mirrors: String?
        /// Its words that carry their own negation ("no more than", "does not exceed") are a limit the
        /// guideline states as well: they make a sentence that opens with the guideline the reviewer's
        /// no more than its other words do.
        public let limitsRestate: Bool
        /// Its words that carry their own finding, with the guideline named after them in their clause,
        /// set something against the guideline ("three times the trial the guideline describes", "well
        /// beyond the guideline ceiling"): the sentence compares this case's quantity with the guideline's,
        /// not the guideline's voice, though it names no patient.
        public let setAgainstGuideline: Bool
        /// It speaks of what a test's, an injection's or a consultation's result would decide: for a drug,
        /// therapy, a program or equipment, which give no result to act on, a plan with no surgery in it ("no
        /// surgery is planned", "he has declined surgery") is the indication or the history, not this reason.
        public let needsAResult: Bool
        /// A number anywhere in the sentence meets `needsInSentence` too ("the total of 24", "up to 18").
        public let numberMeetsNeed: Bool
        /// Its words that state it alone, with no negation (a normal examination, a negative study: "Neurologic examination is
        /// normal", "X-rays were negative"), state it only for an item whose guideline asks for findings (a study, an
        /// injection, an operation, a consultation, a device): for a drug, therapy or a program they are the history told,
        /// and the reason, if any, is what the patient lacks ("no muscle spasm" still states it, with its negation).
        public let normalsNeedAResult: Bool
        /// It weighs supervised care against a home program: a drug or a device is no supervised care, and a home exercise
        /// program told beside one ("he performs a home exercise program daily", for an interferential unit) is the history.
        public let supervisedCareOnly: Bool
        /// The treatments (keys) that never have it: a urine drug screen is itself the monitoring, and what its
        /// rationale says of drug screens and CURES is its indication or its schedule.
        public let notForTreatments: [String]
        /// For an item that is itself an operation (`TreatmentProcedures.isOwnOperation`), the words one of which the sentence
        /// must hold to state it: "the surgery is not medically necessary" is the operation's own verdict, not another
        /// request's denial it falls with, unless the sentence names that one as the primary or this as associated with it.
        public let ownOperationNeeds: [String]
        /// A gain the item's own treatment brought before: never for an item not yet had, whose gain nothing can show (an
        /// operation, a study or a test asked for); what the care before it brought is that care's.
        public let gainOfItsOwn: Bool
        /// The alternative its phrase names is another treatment than the item's: a first-line drug's name that is the
        /// item's own ("since gabapentin was started", of gabapentin) names no alternative left untried.
        public let alternativeIsAnother: Bool

        init(_ id: String, _ side: Side, _ meaning: String, phrases: [String] = [], negative: [String] = [],
             affirmative: [String] = [], guidelineMayState: Bool = false, openingRestates: Bool = false, fallback: Bool = false, general: Bool = false, positive: Bool = false,
             unless: [String] = [], unlessInSentence: [String] = [], unlessRestated: [String] = [], needsInSentence: [String] = [], conditional: Bool = false, contrary: [String] = [],
             catchAll: [String] = [], frames: [String] = [], reframes: String? = nil, namesItsTreatment: Bool = false, untriedIsAnother: Bool = false,
             mirrors: String? = nil, limitsRestate: Bool = false, setAgainstGuideline: Bool = false, needsAResult: Bool = false, numberMeetsNeed: Bool = false,
             normalsNeedAResult: Bool = false, supervisedCareOnly: Bool = false, notForTreatments: [String] = [],
             ownOperationNeeds: [String] = [], gainOfItsOwn: Bool = false, alternativeIsAnother: Bool = false) {
            self.id = id
            self.side = side
            self.meaning = meaning
            self.phrases = phrases
            self.negative = negative
            self.affirmative = affirmative
            self.guidelineMayState = guidelineMayState
            self.openingRestates = openingRestates
            self.fallback = fallback
            self.general = general
            self.positive = positive
            self.unless = unless
            self.unlessInSentence = unlessInSentence
            self.unlessRestated = unlessRestated
            self.needsInSentence = needsInSentence
            self.conditional = conditional
            self.contrary = contrary
            self.catchAll = catchAll
            self.frames = frames
            self.reframes = reframes
            self.namesItsTreatment = namesItsTreatment
            self.untriedIsAnother = untriedIsAnother
            self.mirrors = mirrors
            self.limitsRestate = limitsRestate
            self.setAgainstGuideline = setAgainstGuideline
            self.needsAResult = needsAResult
            self.alternativeIsAnother = alternativeIsAnother
            self.numberMeetsNeed = numberMeetsNeed
            self.normalsNeedAResult = normalsNeedAResult
            self.supervisedCareOnly = supervisedCareOnly
            self.notForTreatments = notForTreatments
            self.ownOperationNeeds = ownOperationNeeds
            self.gainOfItsOwn = gainOfItsOwn
        }
    }
}
