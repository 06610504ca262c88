import Testing
@testable import IMRLetters
@testable import IMRModel
@testable import IMRText
@testable import IMRVocabulary

/// How rationales are read for reasons (docs/decision-reasons.md, "Reading them well"), on sentences
/// written for these tests in the letters' style: the side comes from the decision, an upholding
/// reason needs its negation, the guideline's own voice and long quotations state nothing, the
/// "not recommended as first-line / for longer than / until" forms are other reasons, a conclusion is
/// not a reason. The measure of every reason on whole rationales is `ReasonMeasure`.
@Suite struct ReasonReaderTests {
    static func ids(_ rationale: String, _ decision: Decision = .upheld) -> [String] {
        ReasonReader.reasons(in: rationale, decision: decision).map(\.id)
    }

    @Test func theSideComesFromTheDecisionNotTheWords() {
        let sentence = "The claimant has had 12 sessions without any documented functional improvement."
        #expect(Self.ids(sentence, .upheld) == ["no-functional-improvement"])
        #expect(!Self.ids(sentence, .overturned).contains("no-functional-improvement"))
    }

    @Test func anUpholdingReasonNeedsANegationInItsSentence() {
        #expect(Self.ids("Ms. Lee has no red flags on the 06/02/2016 examination.") == ["no-objective-findings"])
        #expect(!Self.ids("Ms. Lee has red flags on the 06/02/2016 examination.").contains("no-objective-findings"))
    }

    @Test func theGuidelinesOwnVoiceStatesNoReason() {
        let restated = "The MTUS recommends continued therapy only where there is documented functional improvement."
        #expect(Self.ids(restated).isEmpty)
        let finding = restated + " The IW has had 18 visits and there is no documented functional improvement."
        #expect(Self.ids(finding) == ["no-functional-improvement"])
    }

    /// A guideline restated in its general voice, with no patient, record or request named, states no
    /// reason: what a treatment is worth in general ("adds little", "is an option"), what holds for most
    /// patients, and a condition set by "without" or "in the absence of". The same words of a case
    /// (a date, "here", the patient) are a finding.
    @Test func aGuidelineRestatedInGeneralTermsStatesNoReason() {
        #expect(Self.ids("Lumbar radiographs add little for acute back pain without red flags.").isEmpty)
        #expect(Self.ids("In the absence of a progressive deficit, repeat EMG is of limited value.").isEmpty)
        #expect(Self.ids("Skeletal muscle relaxants: a second-line option for brief use in acute flares.").isEmpty)
        #expect(Self.ids("Hypnotics are generally for short-term use of two to six weeks.").isEmpty)
        #expect(Self.ids("Powered cold therapy costs more without better pain relief than ice packs.").isEmpty)
        #expect(Self.ids("Genicular blocks are limited to patients with no more than moderate arthritis on films.").isEmpty,
                "patients in the plural are the guideline's population")

        #expect(Self.ids("Here, lumbar radiographs add little, as the exam of 02/03/2016 shows no red flags.")
                == ["no-objective-findings"])
        #expect(Self.ids("The repeat EMG was ordered on 05/02/2016 without any new deficit on examination.")
                == ["no-objective-findings"])
        #expect(Self.ids("She has not tried an oral NSAID, a first-line option for her knee pain.") == ["first-line-not-tried"])
    }

    /// The patient named inside a condition is the guideline's hypothetical one ("... if the patient
    /// shows ..."); named outside it, the sentence is the reviewer's finding.
    @Test func aPatientInAGuidelinesConditionIsNotThisPatient() {
        #expect(Self.ids("Further visits may be authorized if the injured worker shows objective functional gains.").isEmpty)
        #expect(Self.ids("Massage can be continued, provided that the claimant's records show improved function.",
                         .overturned).isEmpty)
        #expect(Self.ids("Additional visits may be authorized if the injured worker shows objective functional gains, "
                         + "and the injured worker shows none after 12 visits.") == ["no-functional-improvement"])
        #expect(Self.ids("If the claimant returned to modified duty, it is not documented, and his pain relief is not quantified.")
                == ["no-functional-improvement"])
    }

    /// The guideline's voice is its words, not words that begin with them: "shoulder" is not "should".
    @Test func theGuidelinesVoiceIsWholeWords() {
        #expect(Self.ids("Since the left shoulder arthroscopy is medically necessary, the post-operative sling is too.",
                         .overturned) == ["follows-primary-approved"])
        #expect(Self.ids("Opioids should not be continued without documented functional improvement.").isEmpty,
                "\"should\" itself is still the guideline's voice")
    }

    /// A preamble naming what the sentence is about ("Regarding the request for ..., ") does not make
    /// the guideline's words after it the reviewer's; a finding after one is still a finding.
    @Test func aPreambleNamingTheRequestDoesNotMakeTheGuidelineSpeakOfThePatient() {
        #expect(Self.ids("Regarding the request for a shoulder MRI, ACOEM notes that, without red flags, imaging is not "
                         + "helpful in the first six weeks.").isEmpty)
        #expect(Self.ids("Regarding the request for a shoulder MRI, there are no red flags on the 08/02/2016 exam.")
                == ["no-objective-findings"])
        #expect(Self.ids("With regard to the TENS unit, there is no documented functional improvement from the trial.")
                == ["no-functional-improvement"])
    }

    /// The guideline's and the literature's own words state no reason: a compound that only ends in a
    /// case word ("in-patient care"), what studies have found, the guideline named as the source of a
    /// clause (", as guidelines state ..."). A date is of this patient's records, which the guideline
    /// never cites.
    @Test func theLiteraturesVoiceAndAnAttributionAreTheGuidelines() {
        #expect(Self.ids("Home care is recommended for a short time after in-patient care and should not exceed four weeks.").isEmpty)
        #expect(Self.ids("Spinal manipulation has been found to have little lasting benefit beyond the first month.").isEmpty)
        #expect(Self.ids("There is insufficient evidence to support the routine use of discography for diagnosis of disc pain.")
                .isEmpty)
        #expect(!Self.ids("The claimant will wear the brace during the day, as guidelines state bracing beyond two weeks "
                          + "weakens the wrist.").contains("exceeds-guideline-quantity"))
        #expect(Self.ids("The claimant has worn the brace beyond two weeks, as the guidelines advise against.")
                == ["exceeds-guideline-quantity"], "before the attribution, the reviewer's words")
        #expect(Self.ids("The brace is not recommended until a trial of splinting, and the splint certified on 07/14/2016 "
                         + "is still under way.") == ["pending-prior-treatment"], "a date speaks of this case")
        #expect(Self.ids("A repeat MRI is not recommended until a trial of therapy, and the therapy is still under way.").isEmpty,
                "with no date nor patient, the guideline's voice")
    }

    /// A negation inside a condition negates the guideline's hypothetical case, not this one; outside
    /// it, the finding stands.
    @Test func aNegationOnlyInsideAConditionIsHypothetical() {
        #expect(Self.ids("Bone scanning is listed for occult fracture if plain films are not diagnostic.").isEmpty)
        #expect(Self.ids("Bone scanning is listed for occult fracture when x-rays were not taken.").isEmpty)
        #expect(Self.ids("It is unclear if the claimant has tried a splint or any other conservative care.")
                == ["conservative-care-not-tried"])
        #expect(Self.ids("There are no red flags, and bone scanning is listed only if plain films are not diagnostic.")
                == ["no-objective-findings"])
    }

    /// On the overturning side, words that carry their own negation ("not tolerated") negated again
    /// before them state nothing; a fact whose own predicate is negated right after it ("conservative
    /// care would not help") is not that fact.
    @Test func anOverturningReasonNegatedAgainStatesNothing() {
        #expect(Self.ids("The notes do not show that oral medication was not tolerated.", .overturned).isEmpty)
        #expect(Self.ids("Oral medication was not tolerated because of gastritis.", .overturned) == ["conservative-care-failed"])
        #expect(Self.ids("Given her age, conservative care would not be effective here.", .overturned).isEmpty)
        #expect(Self.ids("She has had conservative care for four months.", .overturned) == ["conservative-care-failed"])
    }

    /// "Therefore" inside a clause is an adverb of the reviewer's reasoning, not the verdict's opening:
    /// the clause keeps its cause. Where a marker does open the verdict, a cause between it and the
    /// verdict's own words is still read; the verdict alone is not.
    @Test func aConclusionMarkerInsideAClauseKeepsItsCause() {
        #expect(Self.ids("The request therefore satisfies the guideline, and the block is medically necessary.", .overturned)
                == ["criteria-met"])
        #expect(Self.ids("The ODG's conditions for a cane are therefore met, and it is medically necessary.", .overturned)
                == ["criteria-met"])
        #expect(Self.ids("Therefore the criteria have not been met for the repeat MRI and the request is not medically necessary.")
                == ["indication-absent"])
        #expect(Self.ids("The patient reports pain, therefore the request is not medically necessary.").isEmpty)
        #expect(Self.ids("Sleep is poor therefore this request is not medically necessary.").isEmpty,
                "a marker before a new subject opens the verdict with no comma")
    }

    @Test func aLongQuotationIsTheGuidelinesWordsButShortQuotedWordsCount() {
        let quoted = #"ODG states: "imaging is not recommended in the absence of red flags or a progressive neurologic deficit.""#
        #expect(Self.ids(quoted).isEmpty)
        #expect(Self.ids(#"Ketoprofen is "not recommended" for topical use and the patient has no reason to differ."#)
                == ["not-recommended"])
    }

    @Test func notRecommendedWithAConditionIsAnotherReason() {
        #expect(Self.ids("Carisoprodol is not recommended for longer than 2 to 3 weeks and he has taken it for a year.")
                == ["exceeds-guideline-quantity"])
        #expect(Self.ids("Lidoderm is not recommended as a first-line treatment and no trial of gabapentin is documented.")
                == ["first-line-not-tried"])
        #expect(Self.ids("Shockwave therapy is not recommended for the low back.") == ["not-recommended"])
        #expect(!Self.ids("Lumbar imaging is not recommended before six weeks of care, and Mr. Ortiz was hurt ten days ago.")
                    .contains("not-recommended"), "not recommended before a time is a matter of timing")
    }

    @Test func aConclusionAloneIsNoReason() {
        #expect(Self.ids("Therefore, the request for Norco 10/325 mg #60 is not medically necessary.").isEmpty)
        #expect(Self.ids("As such, the request is medically necessary.", .overturned).isEmpty)
    }

    /// An overturned item's sentence that negates states no overturning reason; its clause that does
    /// not negate still may.
    @Test func anOverturnedItemsNegatedClauseStatesNothing() {
        #expect(Self.ids("There are no red flags documented.", .overturned).isEmpty)
        #expect(Self.ids("There were no red flags, however the patient has failed conservative treatment with 8 weeks of therapy.",
                         .overturned) == ["conservative-care-failed"])
    }

    @Test func overturningReasonsAreReadFromTheirFindings() {
        #expect(Self.ids("The ODG criteria for a repeat block have been met.", .overturned) == ["criteria-met"])
        #expect(Self.ids("The 6 requested sessions are within the guideline's recommendation.", .overturned)
                == ["within-guideline-quantity"])
        #expect(Self.ids("The 7-day rental does not exceed what the guideline allows.", .overturned)
                == ["within-guideline-quantity"])
    }

    /// An associated item falls with its primary request; "it is also noted" says nothing of one.
    @Test func anItemFollowsADeniedPrimaryOnlyWhereTheLetterSaysSo() {
        #expect(Self.ids("As the knee arthroscopy was not certified, the post-operative cold unit is also not medically necessary.")
                == ["follows-primary-denied"])
        #expect(!Self.ids("It is also noted that the records do not show failure of first-line measures.")
                .contains("follows-primary-denied"))
        #expect(!Self.ids("Testing of this kind is not needed when radiculopathy is already clinically obvious.")
                .contains("follows-primary-denied"))
    }

    @Test func aPartialCertificationsBoilerplateIsNoReason() {
        let rationale = "Twelve sessions was the original request. Six sessions was authorized by the Claims Administrator."
        #expect(Self.ids(rationale).isEmpty)
    }

    /// The sentence kept is the rationale's, and each reason is given once, with its first sentence.
    @Test func eachReasonOnceWithTheFirstSentenceThatStatesIt() {
        let rationale = "There is no documentation of any urine drug screen. A CURES report was not checked either."
        let reasons = ReasonReader.reasons(in: rationale, decision: .upheld)
        #expect(reasons == [ItemReason(id: "no-opioid-monitoring", sentence: "There is no documentation of any urine drug screen.")])
    }

    /// A reader keeps its buffers from one rationale to the next (a letter's items are read by one),
    /// and nothing else: each rationale reads as it does alone, whatever came before it.
    @Test func oneReaderForManyRationalesReadsEachAsAlone() {
        let rationales: [(String, Decision)] = [
            ("There is no documentation of any urine drug screen. The \"patient should be monitored for aberrant behavior with "
                + "urine drug screens as the guideline says\" here.", .upheld),
            ("The claimant has had 12 sessions\n\n  without any documented functional improvement.", .upheld),
            ("", .overturned),
            ("The IW has improved function and the request is within the guideline. Therefore, it is medically necessary.", .overturned),
            (String(repeating: "No red flags are documented; the exam is normal. ", count: 40), .upheld),
        ]
        var reader = ReasonReader()
        for (rationale, decision) in rationales + rationales.reversed() {
            #expect(reader.reasons(in: rationale, decision: decision) == ReasonReader.reasons(in: rationale, decision: decision))
        }
    }
}

/// The automaton that finds the rules' phrases: every phrase wherever it stands, overlapping ones
/// too, with whether it starts and ends a word there.
@Suite struct PhraseMatcherTests {
    @Test func everyPhraseIsFoundWhereverItStandsWithItsWordEdges() {
        var matcher = PhraseMatcher()
        let he = matcher.add("he"), she = matcher.add("she"), hers = matcher.add("hers"), not = matcher.add("not")
        let noted = matcher.add(" not noted")
        let sealed = matcher.sealed()
        var found: [PhraseMatcher.Occurrence] = []
        Array(" she notes hers; not noted".utf8).withUnsafeBufferPointer { sealed.occurrences(in: $0, into: &found) }
        func at(_ id: Int32) -> [(Int, Bool, Bool)] {
            found.filter { $0.phrase == id }.map { ($0.start, $0.startsWord, $0.endsWord) }
        }
        #expect(at(she).map(\.0) == [1] && at(she)[0].1 && at(she)[0].2)
        #expect(at(he).map(\.0) == [2, 11], "inside \"she\" and at the start of \"hers\"")
        #expect(at(he).map(\.1) == [false, true])
        #expect(at(hers).map(\.0) == [11] && at(hers)[0].2)
        #expect(at(not).map(\.0) == [5, 17, 21])
        #expect(at(not).map(\.2) == [false, true, false], "\"notes\" and \"noted\" go on past it")
        #expect(at(noted).map(\.0) == [16])
    }

    /// A phrase that opens with a mark starts a word wherever it stands ("70% relief"); one that opens with a letter
    /// does not inside a word.
    @Test func aPhraseOpeningWithAMarkStartsWhereItStands() {
        var matcher = PhraseMatcher()
        let share = matcher.add("% relief"), lief = matcher.add("lief")
        let sealed = matcher.sealed()
        var found: [PhraseMatcher.Occurrence] = []
        Array(" gave 70% relief".utf8).withUnsafeBufferPointer { sealed.occurrences(in: $0, into: &found) }
        #expect(found.first { $0.phrase == share }?.startsWord == true)
        #expect(found.first { $0.phrase == lief }?.startsWord == false)
    }

    /// A phrase wanted only at word starts is not reported inside a word; one also added to be found
    /// anywhere is.
    @Test func aPhraseWantedAtWordStartsIsNotReportedInsideAWord() {
        var matcher = PhraseMatcher()
        let he = matcher.add("he", onlyAtWordStarts: true), not = matcher.add("not", onlyAtWordStarts: true)
        _ = matcher.add("not")
        let sealed = matcher.sealed()
        var found: [PhraseMatcher.Occurrence] = []
        Array(" the hen cannot".utf8).withUnsafeBufferPointer { sealed.occurrences(in: $0, into: &found) }
        #expect(found.filter { $0.phrase == he }.map(\.start) == [5])
        #expect(found.filter { $0.phrase == not }.map(\.start) == [12])
    }

    /// More states than sixteen bits number (the automaton once held at most 32,768, then 65,536; the rules' phrases
    /// passed 65,000 in issue 30's thirty-ninth round): phrases found wherever they stand, those reporting and those
    /// not, at both ends of the numbering.
    @Test func anAutomatonOfMoreThan65536StatesFindsEveryPhrase() {
        var matcher = PhraseMatcher()
        // A number's digits as letters, last digit first, and a tail of its own: 10,000 phrases, some 81,000 states.
        let letters = Array("abcdefghij")
        let words = (0..<10_000).map { number in
            String((0..<5).map { place in letters[(number / [1, 10, 100, 1_000, 10_000][place]) % 10] }) + "qqqqqq"
        }
        let ids = words.map { matcher.add($0) }
        let sealed = matcher.sealed()
        #expect(sealed.stateCount > 65_536)
        for index in [0, 1, 4_999, 9_998, 9_999] {
            var found: [PhraseMatcher.Occurrence] = []
            Array("xx \(words[index]) \(words[9_999 - index])x".utf8).withUnsafeBufferPointer { sealed.occurrences(in: $0, into: &found) }
            #expect(found.map(\.phrase) == [ids[index], ids[9_999 - index]])
            #expect(found.map(\.start) == [3, 15])
        }
    }

    /// A search whose needle opens with a space anchors on its first other byte, and finds the same.
    @Test func aLeadingSpaceStillFindsTheSamePlaces() {
        let text = FoldedText("the request is not medically necessary; the request")
        #expect(text.range(of: " request") == 3..<11)
        #expect(text.range(of: " request", from: 4) == 43..<51)
        #expect(text.range(of: "  request") == nil)
        #expect(text.range(of: " ") == 3..<4)
    }
}

/// The reason vocabulary as data: lower case, no phrase said twice in a list, none both needing a
/// negation and stating the reason alone (the second always wins, so the first would be dead).
@Suite struct DecisionReasonsDataTests {
    @Test func everyListIsLowerCaseAndSaysEachPhraseOnce() {
        var lists: [(String, [String])] = [("negations", DecisionReasons.negations), ("caseWords", DecisionReasons.caseWords),
                                           ("guidelineTalk", DecisionReasons.guidelineTalk), ("conclusions", DecisionReasons.conclusions),
                                           ("boilerplate", DecisionReasons.boilerplate), ("clauseBreaks", DecisionReasons.clauseBreaks),
                                           ("conditions", DecisionReasons.conditions), ("conditionVoiders", DecisionReasons.conditionVoiders),
                                           ("abnormalFindings", DecisionReasons.abnormalFindings), ("limits", DecisionReasons.limits)]
        for reason in DecisionReasons.all {
            lists += [("\(reason.id) phrases", reason.phrases), ("\(reason.id) negative", reason.negative),
                      ("\(reason.id) affirmative", reason.affirmative),
                      ("\(reason.id) unless", reason.unless), ("\(reason.id) unless in sentence", reason.unlessInSentence),
                      ("\(reason.id) contrary", reason.contrary), ("\(reason.id) catch-all", reason.catchAll)]
            #expect(Set(reason.phrases).isDisjoint(with: reason.negative), "\(reason.id)")
            #expect(Set(reason.catchAll).isDisjoint(with: reason.negative + reason.phrases), "\(reason.id)")
            // A catch-all is a reason that yields to a specific one: its own words cannot be the specific.
            #expect(reason.catchAll.isEmpty || reason.general, "\(reason.id)")
        }
        for (name, list) in lists {
            #expect(Set(list).count == list.count, "\(name) repeats \(list.filter { phrase in list.filter { $0 == phrase }.count > 1 })")
            #expect(list.allSatisfy { $0 == $0.lowercased() && !$0.isEmpty }, "\(name)")
        }
        #expect(Set(DecisionReasons.all.map(\.id)).count == DecisionReasons.all.count)
        // A reason's words are found where they start a word, or open with the percent sign that follows a number ("% relief").
        for reason in DecisionReasons.all {
            for phrase in reason.phrases + reason.negative + reason.affirmative + reason.catchAll + reason.contrary + reason.frames {
                #expect(phrase.first.map { $0.isLetter || $0.isNumber || $0 == "%" } == true, "\(reason.id): \(phrase)")
            }
        }
        // The requirements are conditions, and what a voider voids is one of them.
        #expect(Set(DecisionReasons.requirements).isSubset(of: DecisionReasons.conditions))
        #expect(Set(DecisionReasons.voidedConditions).isSubset(of: DecisionReasons.requirements))
    }
}
