/// Writes the "Decision rationale:" paragraphs for one item. The words never reveal the decision
/// reliably (a denial may be said to have been "upheld" before, either way); only the heading does.
struct RationaleFacts {
    var request: TreatmentRequest
    var treatment: String
    var decision: Decision
    var sex: Sex
    var guidelineName: String
    var modified: Bool
}

enum RationaleWriter {
    static func write(_ facts: RationaleFacts, _ rng: inout SplitMix64) -> [String] {
        var f = facts
        f.treatment = facts.request.inProse(facts.treatment)
        let region = f.request.region.map { $0.names.first ?? "spine" } ?? "affected area"
        var opening = rng.pick([
            "The request is for \(f.treatment).",
            "This review concerns \(f.treatment).",
            "At issue is \(f.treatment).",
            "The provider asks for \(f.treatment).",
        ])
        let lead = rng.pick(["The \(f.guidelineName) were consulted.", "Per the \(f.guidelineName),", "Under the \(f.guidelineName),"])
        let stance = GuidanceText.stance(f.request.kind, region: region, &rng)
        opening += " " + lead.replacingTrailingComma(with: stance.lowercasedFirst)
        var paragraphs = [opening]

        // Most reviewers say something of the patient; a few restate the guideline and conclude.
        let length = rng.weighted([1, 7, 2, 1])
        if length >= 1 {
            paragraphs.append(caseFacts(f, &rng))
        }
        if length >= 3 {
            paragraphs.append(extraDiscussion(f, &rng))
        }
        let closing = conclusion(f, &rng)
        if length == 0 || rng.chance(0.35) {
            paragraphs[paragraphs.count - 1] += " " + closing
        } else {
            paragraphs.append(closing)
        }
        return paragraphs
    }

    private static func caseFacts(_ f: RationaleFacts, _ rng: inout SplitMix64) -> String {
        var sentences: [String] = []
        let subject = rng.pick(["In this case", "Here", "For this \(rng.pick(["patient", "injured worker", "claimant"]))", "In the records reviewed"])
        if f.decision == .upheld {
            sentences.append("\(subject), \(GuidanceText.gap(f.request.kind, &rng)).")
            if rng.chance(0.6) { sentences.append("It is also noted that \(GuidanceText.gap(f.request.kind, &rng)).") }
        } else {
            sentences.append("\(subject), \(GuidanceText.support(f.request.kind, &rng)).")
            if rng.chance(0.5) { sentences.append("In addition, \(GuidanceText.support(f.request.kind, &rng)).") }
        }
        if f.modified {
            sentences.append(rng.pick([
                "Part of the original request was already certified, and the remaining portion was weighed on its own merits.",
                "The claims administrator allowed a smaller quantity; the question is whether the balance is warranted.",
            ]))
        }
        if rng.chance(0.15) {
            // A decoy: earlier reviews "upheld" or "overturned" things; this says nothing of this decision.
            sentences.append(rng.pick([
                "An earlier review of a similar request was upheld on appeal, which does not bind this determination.",
                "A prior denial of a related service had been overturned, but that record is not before this reviewer.",
            ]))
        }
        if rng.chance(0.5) {
            sentences.append(rng.pick([
                "\(f.sex.subject.uppercasedFirst) reports that \(f.sex.possessive) symptoms fluctuate with activity.",
                "The most recent note does not describe how \(f.sex.subject) responded to the last course of care.",
                "The provider’s note states the goal is to “\(rng.pick(["keep the patient working", "reduce reliance on medication", "restore sleep"]))”.",
            ]))
        }
        return sentences.joined(separator: " ")
    }

    private static func extraDiscussion(_ f: RationaleFacts, _ rng: inout SplitMix64) -> String {
        rng.pick([
            "The medical literature on this point is mixed. Several trials show modest short-term benefit, while longer follow-up shows little difference from usual care; the guideline reflects that uncertainty.",
            "It is worth stressing that guidelines are not a rigid rule. A departure can be justified by unusual findings, but the provider must explain them, and the chart offers no such explanation here.",
            "The evidence hierarchy places the MTUS first. Where the MTUS is silent, other peer-reviewed guidance was considered, and it does not change the analysis.",
            "Function matters more than pain scores alone. Walking tolerance, sleep, return to work and daily activities are the measures that show whether a treatment is helping.",
        ])
    }

    private static func conclusion(_ f: RationaleFacts, _ rng: inout SplitMix64) -> String {
        let lead = rng.pick(["Therefore,", "Accordingly,", "For these reasons,", "Given the above,", "As a result,"])
        if f.decision == .upheld {
            return rng.pick([
                "\(lead) the request for \(f.treatment) is not medically necessary.",
                "\(lead) \(f.treatment) is not medically necessary or appropriate.",
                "\(lead) medical necessity for \(f.treatment) has not been established.",
            ])
        }
        return rng.pick([
            "\(lead) the request for \(f.treatment) is medically necessary.",
            "\(lead) \(f.treatment) is medically necessary and appropriate.",
            "\(lead) medical necessity for \(f.treatment) is established.",
        ])
    }
}

extension String {
    /// "Per the X," + clause -> "Per the X, clause"; a full sentence gets the clause as its own sentence.
    func replacingTrailingComma(with clause: String) -> String {
        if hasSuffix(",") { return self + " " + clause }
        return self + " " + clause.uppercasedFirst
    }
}
