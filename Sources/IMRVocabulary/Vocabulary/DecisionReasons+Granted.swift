/// The reasons for overturning a denial that speak of the request itself (docs/decision-reasons.md): its quantity
/// within the guideline's, its primary request approved. Read as `overturning`'s others are.
extension DecisionReasons {
    /// What a treatment or a visit lets someone do ("allows her to type", "allow the surgeon to review radiographs"): its use
    /// or a gain, not the guideline's allowance (the ninety-first round, CZ).
    static let lettingSomeoneDo: [String] = ["allows", "allow"].flatMap { verb in
        ["her to", "him to", "them to", "this", "the patient", "the claimant", "the applicant", "the injured worker", "the worker",
         "the physician", "the surgeon", "the therapist", "the provider", "the doctor", "the clinician", "the taper"].map { "\(verb) \($0)" }
    }

    static let ofTheRequestGranted: [Reason] = [
        Reason("within-guideline-quantity", .overturning,
               "the quantity or duration is within what the guideline allows",
               phrases: [
                         // The fifty-fifth round (BL): the request completing the course the guideline sets ("The 8 additional sessions would
                         // complete the 24 visits recommended"); a quantity the guideline allows, said so ("at two levels, as the
                         // guidelines allow").
                         "would complete the", "will complete the", "would complete a", "would complete that",
                         // The fifty-ninth round (BP): "at the upper limit of, but within, the guideline recommendation".
                         "but within", "upper limit of",
                         "as the guideline allows", "as the guidelines allow", "as the guideline permits", "as the guidelines permit",
                         "as the mtus allows", "as the odg allows", "as the mtus permits", "as the odg permits", "as the guideline supports",
                         "as the guidelines support",
                         // The fifty-second round (BI): "Two levels are requested, the most the guideline permits at one time".
                         "the most the guideline", "the most the guidelines", "the maximum the guideline", "the maximum the guidelines",
                         "within the limit", "within the frequency", "is within", "are within",
                         "remains within", "within that", "within the odg", "within the mtus",
                         "under the limit", "well below", "consistent with short", "consistent with 2",
                         "consistent with two", "well under", "short course", "short-term use",
                         "short term use", "limited to", "trial period",
                         "the frequency recommended", "within the guideline", "within guideline",
                         "within the recommended", "within recommended", "within the allowed", "falls within", "within the range", "within the titration range",
                         "within the dosing range", "the guideline limits", "the guideline's limits",
                         // The thirty-third round (AP): "A total of 12 visits equals the initial course of therapy the guidelines support".
                         "equals the initial", "equals the recommended", "equals the course", "equals the number", "equal to the initial",
                         "equal to the recommended", "equal to the number", "matches the initial", "matches the recommended",
                         "consistent with the guideline limit", "consistent with the guideline's limit",
                         "fall within", "consistent with the recommended",
                         "appropriate number", "initial trial", "up to", "allowed", "allow for",
                         // The twenty-ninth round (AL): the first course of a longer one allowed ("the initial course of 12 visits is
                         // supported").
                         "the initial course of 1", "the initial course of 2", "the initial course of 3", "the initial course of 4",
                         "the initial course of 5", "the initial course of 6", "the initial course of 7", "the initial course of 8",
                         "the initial course of 9", "the initial course of six", "the initial course of eight",
                         "the initial course of ten", "the initial course of twelve",
                         "allows for", "inside the", "half of",
                         "less than the", "fewer than the", "below the", "does not go past", "supports up to",
                         "is what the", "recommended number", "recommended duration", "reasonable number",
                         "reasonable duration", "reasonable quantity", "appropriate quantity",
                         "appropriate duration", "reasonable for", "allowance", "falls inside", "covers about", "cover about", "is half the", "are half the", "appropriate initial", "best-practice", "best practice",
                         // The request's quantity judged reasonable ("The duration of this request is reasonable").
                         "duration of this request is reasonable", "duration of the request is reasonable", "duration is reasonable",
                         "quantity is reasonable", "frequency is reasonable", "number of visits is reasonable",
                         "number of sessions is reasonable", "quantity requested is reasonable", "number requested is reasonable",
                         // The request's supply in days, worked out ("about a ten-day supply at the prescribed dose").
                         // Not a month's supply (seventeenth round: 0 of 3 right, two of them the UR's modification or patches
                         // counted, which no writer nor second reader read as within the guideline).
                         "day supply", "days' supply", "week supply", "week's supply"]
                   + quantitiesNamedByGuideline,
               negative: ["does not exceed", "do not exceed", "not exceed", "no more than", "not more than",
                          "does not go beyond", "not beyond"] + notCarriedPast,
               guidelineMayState: true, openingRestates: true, positive: true,
               // A range of motion measured ("flexion limited to 95 degrees") is a finding, not a quantity.
               // The ninety-first round (CZ; over every set 7 of 8 such sentences no quantity within): what a treatment or a visit
               // lets someone do is its use or a gain (`lettingSomeoneDo`).
               unless: lettingSomeoneDo + [
                        // The seventy-fourth round (CI): the review's opening "Within the documentation available for review, ..." (the records' bounds, a
                        // form of several organisations' letters) is no quantity within the guideline.
                        "within the documentation available", "within the medical information available", "within the records available",
                        "within the information available", "within the medical records available", "within the submitted",
                        // The seventy-fifth round (CJ): the condition's time ("an acute radicular pain syndrome within the first weeks of
                        // onset") is the indication's, no quantity.
                        "within the first week", "within the first weeks", "within the first days", "within weeks of", "within days of",
                        "within the first few", "within the first two weeks", "within the first three weeks", "within the first month",
                        // The sixty-seventh round (BX): one visit, the request itself, said to agree with the guideline ("A single
                        // follow-up visit is reasonable and consistent with the guideline"): the criteria met, no count within them.
                        "a follow-up visit is", "a single follow-up visit", "one follow-up visit is", "a single visit is",
                        "an office visit is", "a follow-up office visit is",
                        // The sixtieth round (BQ): a count told more than the guideline's, found reasonable all the same ("12
                        // sessions, which is more than the guideline recommends"), is no quantity within it; monitoring done "within
                        // the past six months" is a time of the history (over every set, never labelled a quantity within).
                        "more than the guideline", "more than the guidelines", "more than what the", "within the past", "within the last",
                        // The fifty-seventh round (BN): services of the kind the guideline supports ("skilled nursing visits ... fall within
                        // the services the guideline supports") are the criteria's, no quantity.
                        "within the services", "within the scope", "within the kind", "within the type",
                        // The fifty-ninth round (BP): how far the patient can walk ("is now limited to walking less than one block").
                        "limited to walking", "limited to standing", "limited to sitting", "limited to lifting",
                        // The forty-eighth round (BE): the criteria for a course met ("The criteria for a short course of physical therapy are met") are the criteria's.
                        "criteria for a short", "criteria for a course",
                        // The forty-seventh round (BD; over every set, "minutes" never in a sentence labelled a quantity within): how long the patient can sit or walk is a tolerance, no quantity of the request.
                        "minutes",
                        // The forty-sixth round (BC): care had "despite" which symptoms persist ("despite physical therapy, NSAIDs and a short course of oral steroids") is care failed, no quantity within.
                        "despite",
                        // The forty-fifth round (BB): laboratory values "within acceptable limits" are the patient's, no quantity of the request.
                        "acceptable limits", "normal limits", "within normal", "acceptable range", "normal range",
                        // The thirty-second round (AO): a sign confined to an area ("allodynia limited to a 10 cm band") is a finding,
                        // no quantity.
                        "allodynia limited", "pain limited to", "symptoms limited to", "tenderness limited to", "numbness limited to",
                        "allodynia is limited", "pain is limited to",
                        // The ninety-third round (DB): "allodynia and hyperesthesia limited to a 6 cm area of the right palm".
                        "hyperesthesia limited", "hypersensitivity limited", "sensitivity limited to", "cm area",
                        // The twenty-first round (AD): one visit named as the care asked for ("A follow-up visit with the pain
                        // physician is consistent with the guidelines") is no quantity set against the guideline's.
                        "a follow-up visit", "the follow-up visit", "a follow up visit", "the follow up visit", "an office visit",
                        "the office visit",
                        "degrees", "should not", "must not", "should be", "may be",
                        // The time a drug takes to act ("analgesia generally occurs within a few days"); a quantity over the
                        // guideline's, found reasonable ("even though the hours exceed the usual limit").
                        "occurs within", "occur within", "takes effect within", "onset within", "hours exceed", "exceeds the usual",
                        // When something happened or returned ("failed within days", "the numbness returned within a month",
                        // "symptoms improve within about a month", "tested within six months of starting"): a span of time in the
                        // history or the guideline's schedule, not the request's quantity.
                        "within days", "within weeks", "within a week", "within a month", "within about", "within a few",
                        "returned within", "recurred within", "failed within", "within six months of", "within 6 months of",
                        "exceed the usual",
                        // The case named as what the guideline has in mind ("is what the ODG contemplates") is the criteria met.
                        "contemplates", "envisions", "envisages",
                        // Care past the guideline's ("the request is for treatment beyond the initial trial") is none within it; not
                        // "does not go beyond the".
                        "treatment beyond the", "treatments beyond the", "visits beyond the", "sessions beyond the", "care beyond the",
                        // The request's own form ("#60 day supply: 30"), not a supply worked out.
                        "day supply:",
                        // Set against the visits another request was certified ("the eight round trips match the therapy visits
                        // certified"), not against the guideline: that item's decision.
                        "visits certified", "sessions certified", "visits authorized", "sessions authorized", "visits approved",
                        "sessions approved",
                        // A dose the patient has taken or is prescribed ("has taken ... acetaminophen up to 3 grams a day for more
                        // than two years"), and the UR's modification ("The UR physician modified the request to a one-month
                        // supply"): the history and another reviewer's decision, not the request set against the guideline.
                        "has taken", "has been taking", "prescribes", "modified the request", "modified it to", "ur physician",
                        // The eighteenth round (Y): the dose the patient takes now ("She takes Norco 5/325 mg up to twice daily").
                        "she takes", "he takes", "patient takes", "worker takes", "claimant takes", "employee takes", "is taking",
                        "was taking",
                        "utilization review physician",
                        // The twenty-eighth round (AK): what a treatment let the patient do ("allowed the claimant to resume
                        // hiking") is its gain, no quantity the guideline allows.
                        "allowed the claimant", "allowed the patient", "allowed the worker", "allowed the injured", "allowed the employee",
                        "allowed her", "allowed him", "allowed them"],
               // A quantity or duration of care named in the sentence: "more than half of the tooth", "below the
               // belt line" or care "within the guideline's recommendations" measure no quantity of the request.
               // A number, written as one, is a quantity too ("the total of 24", "up to 18": `numberMeetsNeed`).
               needsInSentence: quantityWords,
               // The twenty-seventh round (AJ): the request's count itself said to agree with the guideline ("The request for 6
               // visits is consistent with the guideline recommendation for an initial course", "The requested 3 day stay is
               // therefore consistent with the guidelines") is the quantity within it, not the criteria met in general.
               frames: quantityAgrees, reframes: "criteria-met",
               limitsRestate: true, numberMeetsNeed: true),
        Reason("follows-primary-approved", .overturning,
               "an associated item stands with a primary request that is approved",
               phrases: ["was found medically necessary", "were found medically necessary", "was certified",
                         "has been approved", "was approved", "in the postoperative period",
                         "for the postoperative period", "found medically necessary", "this same review", "in this review", "approved to undergo",
                         "has been certified", "is being certified", "is being approved", "been authorized", "surgical procedure", "surgery has been",
                         "primary procedure", "primary request", "planned surgery", "upcoming surgery",
                         "scheduled surgery",
                         // "Since the surgery is approved", not "has risen since the surgery" (a time in the history).
                         "as the surgery is", "as the surgery was", "as the surgery has", "since the surgery is", "since the surgery was",
                         "since the surgery has",
                         "is medically necessary, the", "is medically necessary, and", "was certified by", "certified on", "is certified", "been approved", "is approved", "was approved on", "approved on", "has been authorized", "was authorized", "is too.", "are too.", "as well", "is also medically", "are also medically", "also necessary", "also supported", "to accompany", "that accompanies", "accompanying", "the approved", "the authorized", "approved surgery", "approved procedure", "authorized surgery", "authorized procedure", "approved and scheduled", "authorized and scheduled", "certified and scheduled", "approved and performed", "authorized and performed", "certified and performed", "the certified", "certified surgery", "certified procedure", "for the approved", "with the approved", "for the certified", "with the certified",
                         // The associated item stands as the primary does ("... is medically necessary, so is the sling").
                         "so is the", "so are the", "so too is", "so too are", "as is the", "as are the"]
                   // The operation and its approval side by side ("with the arthroplasty approved").
                   + operations.flatMap { operation in authorized.map { "\(operation) \($0)" } }
                   // The operation found necessary ("Since the microdiscectomy is medically necessary, ...").
                   // Said as the cause, with a comma after it: not the item's own verdict ("The release is medically necessary.").
                   + operations.flatMap { ["\($0) is medically necessary,", "\($0) has been found medically necessary,"] },
               // The twenty-ninth round (AL): the associated or primary operation said necessary in a sentence of its own ("The
               // associated surgery is medically necessary."): the item's cause, where a few words with a verdict are otherwise
               // only the item's own verdict.
               negative: ["the associated surgery", "the associated surgical", "the associated procedure", "the associated operation",
                          "the primary surgery", "the primary surgical", "the primary procedure", "the primary operation"],
               positive: true,
               // The twenty-seventh round (AJ): operations counted in the history ("He has failed medications, injections and two
               // surgical procedures", "after three prior surgical procedures") are care had, no primary request approved.
               unless: [
                        // The fifty-eighth round (BO): the guideline's condition for another operation ("Knee replacement is also
                        // supported when two of the three compartments are affected").
                        "supported when", "supported if", "supported only",
                        // The forty-sixth round (BC): the guideline's support ("is also supported by ACOEM") is the criteria's, no primary request approved.
                        "supported by acoem", "supported by the acoem", "supported by odg", "supported by the odg", "supported by the mtus", "supported by mtus", "supported by the guideline", "supported by guideline",
                        // The forty-fourth round (BA): an operation ruled out ("surgery has been ruled out by two surgeons") is none approved.
                        "ruled out",
                        "two surgical procedures", "three surgical procedures", "several surgical procedures", "multiple surgical procedures",
                        "prior surgical procedure", "previous surgical procedure", "prior surgical procedures", "previous surgical procedures",
                        // The thirty-ninth round (AV): sessions of care authorized before ("the acupuncturist's notes from the authorized
                        // sessions") are no primary request.
                        "authorized sessions", "authorized visits", "authorized treatments", "approved sessions", "approved visits",
                        "certified sessions", "certified visits"],
               // Care authorized that is no operation ("physical therapy x 8 was authorized", a partial
               // certification told in the reviewer's words), or a drug's postoperative use, is no primary
               // request approved.
               needsInSentence: operations + ["surgeon", "operative", "primary", "this review", "this same review", "above",
                                              "associated", "ancillary"])
    ]
}
