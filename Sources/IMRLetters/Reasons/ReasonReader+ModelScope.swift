extension ReasonReader.Stated {
    /// The rule the learned reader is sure a sentence states, kept after its rules and counts.
    static func model(_ rule: Int) -> Self { Self(rule: rule, strength: Int.min) }

    var isModel: Bool { strength == Int.min && rule >= 0 }
}

extension ReasonReader.Reading {
    /// What stops the learned reader's reason in a sentence: the guideline's voice where no word speaks of
    /// the case or with a condition, a guideline's list of requirements or verb of saying, another reviewer's reasoning, another
    /// item's verdict, a partial certification's boilerplate, or a measurement (the rules judge a change).
    static let modelScopeStops: ReasonReader.Compiled.Role = [.boilerplate, .reporting, .otherItemsVerdict, .measure]

    /// What the phrases found hold that the learned reader's scope reads: at a word start, or found anywhere.
    func modelHeld(_ found: [PhraseMatcher.Occurrence]) -> ReasonReader.Compiled.Role {
        let roles = rules.roles
        var held: ReasonReader.Compiled.Role = []
        for occurrence in found {
            let role = roles[Int(occurrence.phrase)]
            if occurrence.startsWord || !role.isDisjoint(with: ReasonReader.Compiled.Role.anywhere) { held.formUnion(role) }
        }
        return held
    }

    /// What stops the learned reader's reason whatever it is: the scope stops, a guideline's list of requirements,
    /// another reviewer's reasoning. Known once the sentence's phrases are found, before its features are worked out.
    static func stopsModel(_ held: ReasonReader.Compiled.Role) -> Bool {
        !held.isDisjoint(with: modelScopeStops) || held.contains(.listVerb) && held.contains(.requirementNoun)
            || held.contains(.reviewer) && held.contains(.reasoningVerb)
    }

    /// Whether the learned reader may give `rule` for the sentence loaded, under the scope rules the
    /// phrase rules keep (docs/reading.md, "The learned reader"). Its long quotations are already out. Where
    /// the rules' own words for `rule` stand in it, the rules' reading stands, given or not: a clause
    /// they blocked, a negation they found to be another part's, a catch-all yielding to a specific reason.
    /// Run only for a sentence the model is sure of (few): it finds the sentence's phrases again.
    mutating func modelMayGive(_ rule: Int) -> Bool {
        matchLoaded()
        let rules = self.rules
        // Not the words joining two verdicts, which count only where the rules read another request's verdict.
        for occurrence in loadedFound where occurrence.startsWord && !rules.roles[Int(occurrence.phrase)].contains(.verdictJoin) {
            let phrase = Int(occurrence.phrase)
            let uses = rules.uses[Int(rules.useStart[phrase])..<Int(rules.useStart[phrase + 1])]
            if uses.contains(where: { $0.rule == rule && $0.use.states }) { return false }
        }
        let held = modelHeld(loadedFound)
        if Self.stopsModel(held) { return false }
        // The guideline's voice speaks of the case only through a word of the case outside its conditions.
        // A reason the guideline's own words may state (`Reason.guidelineMayState`: "the MTUS does not
        // recommend ...") is not stopped by them, unless the rules too read it only where the sentence speaks of
        // the case (`openingRestates`: the criteria met, a quantity within; not the literature's "several trials
        // show modest benefit ...; the guideline reflects that uncertainty").
        let reason = rules.rules[rule]
        if held.contains(.guidelineTalk) && (!held.contains(.caseWord) || held.contains(.condition))
            && (!reason.guidelineMayState || reason.openingRestates) {
            return false
        }
        return true
    }
}

