/// What the guidelines say about each kind of treatment, in paraphrase, and what a record must
/// show to meet them. Used by the rationale writer.
enum GuidanceText {
    static func stance(_ kind: TreatmentKind, region: String, _ rng: inout SplitMix64) -> String {
        switch kind {
        case .imaging:
            return rng.pick([
                "Guidelines reserve imaging of the \(region) for red-flag conditions, a progressive neurologic deficit, or planning for an invasive procedure.",
                "Advanced imaging of the \(region) is supported when clear objective signs of nerve compromise persist despite a period of conservative care.",
                "Routine imaging is not advised in the first weeks of \(region) complaints unless a serious underlying condition is suspected.",
            ])
        case .electrodiagnostic:
            return rng.pick([
                "Electrodiagnostic studies may help when the examination leaves it unclear whether a nerve root or a peripheral nerve is involved.",
                "Testing of this kind is not needed when radiculopathy is already clinically obvious, nor when there are no neurologic symptoms at all.",
            ])
        case .opioid:
            return rng.pick([
                "Continued opioid therapy calls for ongoing review of pain relief, function, side effects and aberrant drug-taking behavior, the so-called four A's.",
                "Opioids for chronic pain should be continued only with documented improvement in pain and function, a signed treatment agreement and periodic drug screening.",
                "Long-term opioid use is generally discouraged for chronic musculoskeletal pain; when used, the lowest effective dose and a plan to taper are expected.",
            ])
        case .nsaid, .retroInjection:
            return rng.pick([
                "Anti-inflammatory drugs are suggested at the lowest effective dose for the shortest period in patients with moderate to severe pain.",
                "NSAIDs are a reasonable option for flares of chronic pain, though extended use carries gastrointestinal, renal and cardiovascular risk.",
            ])
        case .muscleRelaxant:
            return rng.pick([
                "Muscle relaxants are recommended only as a second-line option for short courses in acute exacerbations of low back pain.",
                "Sedating muscle relaxants lose their effect within a few weeks, and use beyond two to three weeks is not supported.",
            ])
        case .topicalCompound, .topicalPatch:
            return rng.pick([
                "Topical analgesics are largely experimental; a compounded product containing any ingredient that is not recommended is itself not recommended.",
                "Topical lidocaine is an option for localized neuropathic pain only after a trial of first-line agents such as an antidepressant or an anticonvulsant.",
            ])
        case .protonPump:
            return rng.pick([
                "A proton pump inhibitor is appropriate with NSAID use only when the patient is at intermediate or high risk for gastrointestinal events.",
                "Risk factors that justify gastric protection include age over 65, prior peptic ulcer or bleeding, and concurrent use of steroids or anticoagulants.",
            ])
        case .antiEpileptic:
            return rng.pick([
                "Anti-epilepsy drugs are a first-line choice for neuropathic pain; a good response is a 30 to 50 percent reduction in pain.",
                "Continued use of an anticonvulsant for pain requires documentation of relief and functional gain at each visit.",
            ])
        case .antidepressant:
            return "Antidepressants are a first-line option for neuropathic pain and a possibility for non-neuropathic pain, with assessment of both pain and function."
        case .sleepAid:
            return rng.pick([
                "Hypnotics such as zolpidem are meant for short-term treatment of insomnia, generally two to six weeks.",
                "Sleep aids should follow an evaluation of the cause of the sleep complaint and attention to sleep hygiene.",
            ])
        case .physicalTherapy, .chiropractic:
            return rng.pick([
                "Guidelines allow a fading course of up to about ten visits for myalgia and radiculitis, with transition to independent home exercise.",
                "Therapy should show objective functional improvement after a short trial before more visits are approved.",
                "Manual therapy may be tried for chronic musculoskeletal pain, with six visits over two weeks and more only with functional gains.",
            ])
        case .postopTherapy:
            return "The postsurgical guidelines set a number of visits over a defined period after each procedure, starting with half of the general course as an initial trial."
        case .acupuncture:
            return rng.pick([
                "Acupuncture may be used when pain medication is reduced or not tolerated; functional improvement should appear within three to six treatments.",
                "The acupuncture guidelines support extension beyond the initial trial only with documented functional improvement.",
            ])
        case .epidural:
            return rng.pick([
                "Epidural steroid injections are an option for radicular pain confirmed by examination and corroborated by imaging or electrodiagnostic testing.",
                "Repeat epidural injections need at least 50 percent pain relief with reduced medication use for six to eight weeks after the prior block.",
            ])
        case .facet:
            return rng.pick([
                "Facet blocks are limited to patients with non-radicular pain at no more than two levels, after failure of conservative treatment.",
                "Diagnostic medial branch blocks precede any neurotomy, and the response must be documented carefully.",
            ])
        case .arthroscopy, .spineSurgery, .openSurgery:
            return rng.pick([
                "Surgical referral is indicated when activity limitation persists for more than a month and imaging shows a lesion that surgery is known to help.",
                "Surgery is considered after failure of an adequate course of conservative care, with clinical and imaging findings that agree.",
            ])
        case .surgicalAssist:
            return "Services that support an operation are appropriate only when the underlying procedure is certified and the patient's risk profile calls for them."
        case .tens:
            return rng.pick([
                "A one-month home trial of a TENS unit may be considered as an adjunct to a functional restoration program.",
                "Electrical stimulation is not a primary treatment; a rental trial with documented use and outcomes comes before purchase.",
            ])
        case .brace:
            return "Supports and splints have little benefit beyond the acute phase of symptoms, except for specific conditions such as instability or post-operative care."
        case .equipment:
            return "Durable medical equipment is covered when it serves a medical purpose, can withstand repeated use, and is generally not useful without illness or injury."
        case .psychTherapy, .psychEvaluation:
            return rng.pick([
                "Psychological treatment is recommended for chronic pain, beginning with an initial trial of three to four sessions.",
                "Psychological evaluation is well established for patients whose pain persists or whose recovery is slowed by mood symptoms.",
            ])
        case .homeHealth:
            return "Home health services cover medical treatment for homebound patients; homemaker help such as shopping and cleaning is not medical care."
        case .transportation:
            return "Transportation to appointments is recommended when the patient has a disability that prevents self-transport."
        case .restorationProgram:
            return "Functional restoration programs require an adequate evaluation, failure of other methods, motivation to change and the absence of a surgical option."
        case .drugScreen:
            return "Urine drug testing is an option for patients on opioids, with frequency based on the risk of misuse."
        case .consult:
            return "Referral to a specialist is reasonable when the diagnosis is uncertain or complex, or when the plan would benefit from added expertise."
        case .gym:
            return "Gym memberships are not recommended unless a home program has failed and there is a need for equipment that medical staff will supervise."
        }
    }

    /// A gap in the records that keeps the request from meeting the guideline.
    static func gap(_ kind: TreatmentKind, _ rng: inout SplitMix64) -> String {
        switch kind {
        case .opioid, .drugScreen:
            return rng.pick(["there is no measurable improvement in function documented with this medication",
                             "the file lacks a recent drug screen and a pain agreement",
                             "pain scores before and after each dose are not recorded"])
        case .physicalTherapy, .chiropractic, .acupuncture, .postopTherapy:
            return rng.pick(["the number of prior visits and their results are not documented",
                             "the request exceeds the number of visits the guidelines allow",
                             "there is no explanation why a home exercise program would not suffice"])
        case .imaging, .electrodiagnostic:
            return rng.pick(["there are no red flags or progressive neurologic deficits",
                             "the examination does not show a focal deficit that imaging would clarify",
                             "no surgery is contemplated on the basis of the result"])
        default:
            return rng.pick(["the records do not show failure of first-line measures",
                             "objective functional benefit from the earlier use is not documented",
                             "the clinical findings do not meet the criteria the guideline sets",
                             "no rationale is given for departing from the guideline"])
        }
    }

    /// A finding in the records that satisfies the guideline.
    static func support(_ kind: TreatmentKind, _ rng: inout SplitMix64) -> String {
        switch kind {
        case .opioid:
            return rng.pick(["the provider documents pain falling from 8/10 to 4/10 with the medication, a consistent drug screen and a signed agreement",
                             "the patient returned to modified work while on the current dose, with no aberrant behavior"])
        case .imaging, .electrodiagnostic:
            return rng.pick(["there are progressive neurologic findings on serial examinations",
                             "the patient failed six weeks of conservative care and surgery is being considered"])
        default:
            return rng.pick(["the records document failure of first-line care and a clear functional goal",
                             "objective improvement from the initial trial is documented",
                             "the clinical findings meet the criteria set out in the guideline",
                             "the request falls within the number and duration the guideline allows"])
        }
    }
}
