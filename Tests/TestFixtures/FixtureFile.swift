import Foundation

/// The files in the checkout that tests read: the real letters in `Fixtures/` and the documents in `docs/`.
/// The one place their paths are written; `Fixtures/README.md` says what each holds.
public enum FixtureFile: String, CaseIterable, Sendable {
    case dwcLayout = "Fixtures/corpus/dwc-2016/txt-layout"
    case dwcRaw = "Fixtures/corpus/dwc-2016/txt-raw"
    case dwcPDF = "Fixtures/corpus/dwc-2016/pdf"
    case dwcExpected = "Fixtures/corpus/dwc-2016/expected.jsonl"
    case seeds = "Fixtures/corpus/seeds"
    case seedExpected = "Fixtures/corpus/seeds/expected"
    case maximus2013 = "Fixtures/corpus/maximus-2013"
    case maximus2013Expected = "Fixtures/corpus/maximus-2013/expected.jsonl"
    case fuzzInputs = "Fixtures/fuzz"
    case treatmentClasses = "Fixtures/labels/treatment-classes.tsv"
    case treatmentWordingsR1 = "Fixtures/labels/treatment-wordings-r1.tsv"
    case treatmentWordingsR2 = "Fixtures/labels/treatment-wordings-r2.tsv"
    case treatmentWordingsR3 = "Fixtures/labels/treatment-wordings-r3.tsv"
    case treatmentWordingsR4 = "Fixtures/labels/treatment-wordings-r4.tsv"
    case treatmentWordingsR5 = "Fixtures/labels/treatment-wordings-r5.tsv"
    case treatmentWordingsR6 = "Fixtures/labels/treatment-wordings-r6.tsv"
    case treatmentWordingsR7 = "Fixtures/labels/treatment-wordings-r7.tsv"
    case treatmentWordingsR8 = "Fixtures/labels/treatment-wordings-r8.tsv"
    case treatmentWordingsR9 = "Fixtures/labels/treatment-wordings-r9.tsv"
    case treatmentWordingsR10 = "Fixtures/labels/treatment-wordings-r10.tsv"
    case treatmentWordingsR11 = "Fixtures/labels/treatment-wordings-r11.tsv"
    case treatmentWordingsR12 = "Fixtures/labels/treatment-wordings-r12.tsv"
    case treatmentWordingsR13 = "Fixtures/labels/treatment-wordings-r13.tsv"
    case treatmentWordingsR14 = "Fixtures/labels/treatment-wordings-r14.tsv"
    case treatmentWordingsR15 = "Fixtures/labels/treatment-wordings-r15.tsv"
    case treatmentWordingsR16 = "Fixtures/labels/treatment-wordings-r16.tsv"
    case treatmentWordingsR17 = "Fixtures/labels/treatment-wordings-r17.tsv"
    case treatmentWordingsR18 = "Fixtures/labels/treatment-wordings-r18.tsv"
    case treatmentWordingsR19 = "Fixtures/labels/treatment-wordings-r19.tsv"
    case treatmentWordingsR20 = "Fixtures/labels/treatment-wordings-r20.tsv"
    case treatmentWordingsR21 = "Fixtures/labels/treatment-wordings-r21.tsv"
    case treatmentWordingsR22 = "Fixtures/labels/treatment-wordings-r22.tsv"
    case treatmentWordingsR23 = "Fixtures/labels/treatment-wordings-r23.tsv"
    case treatmentWordingsR24 = "Fixtures/labels/treatment-wordings-r24.tsv"
    case treatmentWordingsR25 = "Fixtures/labels/treatment-wordings-r25.tsv"
    case treatmentRereadingsR13b = "Fixtures/labels/treatment-rereadings-r13b.tsv"
    case treatmentRereadingsR14b = "Fixtures/labels/treatment-rereadings-r14b.tsv"
    case treatmentRereadingsR15b = "Fixtures/labels/treatment-rereadings-r15b.tsv"
    case regionsN1 = "Fixtures/labels/regions-n1.jsonl"
    case regionsN2 = "Fixtures/labels/regions-n2.jsonl"
    case regionsN3 = "Fixtures/labels/regions-n3.jsonl"
    case regionsN4 = "Fixtures/labels/regions-n4.jsonl"
    case regionsN5 = "Fixtures/labels/regions-n5.jsonl"
    case regionsN6 = "Fixtures/labels/regions-n6.jsonl"
    case regionsN7 = "Fixtures/labels/regions-n7.jsonl"
    case regionsN8 = "Fixtures/labels/regions-n8.jsonl"
    case regionsN9 = "Fixtures/labels/regions-n9.jsonl"
    case regionsN10 = "Fixtures/labels/regions-n10.jsonl"
    case regionsN11 = "Fixtures/labels/regions-n11.jsonl"
    case regionsN12 = "Fixtures/labels/regions-n12.jsonl"
    case regionsN13 = "Fixtures/labels/regions-n13.jsonl"
    case regionsN14 = "Fixtures/labels/regions-n14.jsonl"
    case regionsN15 = "Fixtures/labels/regions-n15.jsonl"
    case regionsN16 = "Fixtures/labels/regions-n16.jsonl"
    case regionsN17 = "Fixtures/labels/regions-n17.jsonl"
    case regionsN18 = "Fixtures/labels/regions-n18.jsonl"
    case regionsN19 = "Fixtures/labels/regions-n19.jsonl"
    case regionsN20 = "Fixtures/labels/regions-n20.jsonl"
    case regionsN21 = "Fixtures/labels/regions-n21.jsonl"
    case regionsN22 = "Fixtures/labels/regions-n22.jsonl"
    case regionsN23 = "Fixtures/labels/regions-n23.jsonl"
    case regionsRereadingsN5b = "Fixtures/labels/regions-rereadings-n5b.jsonl"
    case decisionReasons = "Fixtures/labels/reasons.tsv"
    case reasonRereadingsW2 = "Fixtures/labels/reason-rereadings-w2.jsonl"
    case reasonRereadingsS2 = "Fixtures/labels/reason-rereadings-s2.jsonl"
    case reasonWordingsA = "Fixtures/labels/reason-wordings-a.jsonl"
    case reasonWordingsB = "Fixtures/labels/reason-wordings-b.jsonl"
    case reasonWordingsC = "Fixtures/labels/reason-wordings-c.jsonl"
    case reasonWordingsD = "Fixtures/labels/reason-wordings-d.jsonl"
    case reasonWordingsE = "Fixtures/labels/reason-wordings-e.jsonl"
    case reasonWordingsF = "Fixtures/labels/reason-wordings-f.jsonl"
    case reasonWordingsG = "Fixtures/labels/reason-wordings-g.jsonl"
    case reasonWordingsH = "Fixtures/labels/reason-wordings-h.jsonl"
    case reasonWordingsI = "Fixtures/labels/reason-wordings-i.jsonl"
    case reasonWordingsJ = "Fixtures/labels/reason-wordings-j.jsonl"
    case reasonWordingsK = "Fixtures/labels/reason-wordings-k.jsonl"
    case reasonWordingsL = "Fixtures/labels/reason-wordings-l.jsonl"
    case reasonWordingsM = "Fixtures/labels/reason-wordings-m.jsonl"
    case reasonWordingsO = "Fixtures/labels/reason-wordings-o.jsonl"
    case reasonWordingsP = "Fixtures/labels/reason-wordings-p.jsonl"
    case reasonWordingsQ = "Fixtures/labels/reason-wordings-q.jsonl"
    case reasonWordingsR = "Fixtures/labels/reason-wordings-r.jsonl"
    case reasonWordingsS = "Fixtures/labels/reason-wordings-s.jsonl"
    case reasonWordingsU = "Fixtures/labels/reason-wordings-u.jsonl"
    case reasonWordingsV = "Fixtures/labels/reason-wordings-v.jsonl"
    case reasonWordingsW = "Fixtures/labels/reason-wordings-w.jsonl"
    case reasonWordingsX = "Fixtures/labels/reason-wordings-x.jsonl"
    case reasonWordingsY = "Fixtures/labels/reason-wordings-y.jsonl"
    case reasonWordingsZ = "Fixtures/labels/reason-wordings-z.jsonl"
    case reasonWordingsAA = "Fixtures/labels/reason-wordings-aa.jsonl"
    case reasonWordingsAB = "Fixtures/labels/reason-wordings-ab.jsonl"
    case reasonWordingsAC = "Fixtures/labels/reason-wordings-ac.jsonl"
    case reasonWordingsAD = "Fixtures/labels/reason-wordings-ad.jsonl"
    case reasonWordingsAE = "Fixtures/labels/reason-wordings-ae.jsonl"
    case reasonWordingsAF = "Fixtures/labels/reason-wordings-af.jsonl"
    case reasonWordingsAG = "Fixtures/labels/reason-wordings-ag.jsonl"
    case reasonWordingsAH = "Fixtures/labels/reason-wordings-ah.jsonl"
    case reasonWordingsAI = "Fixtures/labels/reason-wordings-ai.jsonl"
    case reasonWordingsAJ = "Fixtures/labels/reason-wordings-aj.jsonl"
    case reasonWordingsAK = "Fixtures/labels/reason-wordings-ak.jsonl"
    case reasonWordingsAL = "Fixtures/labels/reason-wordings-al.jsonl"
    case reasonWordingsAM = "Fixtures/labels/reason-wordings-am.jsonl"
    case reasonWordingsAN = "Fixtures/labels/reason-wordings-an.jsonl"
    case reasonWordingsAO = "Fixtures/labels/reason-wordings-ao.jsonl"
    case reasonWordingsAP = "Fixtures/labels/reason-wordings-ap.jsonl"
    case reasonWordingsAQ = "Fixtures/labels/reason-wordings-aq.jsonl"
    case reasonWordingsAR = "Fixtures/labels/reason-wordings-ar.jsonl"
    case reasonWordingsAS = "Fixtures/labels/reason-wordings-as.jsonl"
    case reasonWordingsAT = "Fixtures/labels/reason-wordings-at.jsonl"
    case reasonWordingsAU = "Fixtures/labels/reason-wordings-au.jsonl"
    case reasonWordingsAV = "Fixtures/labels/reason-wordings-av.jsonl"
    case reasonWordingsAW = "Fixtures/labels/reason-wordings-aw.jsonl"
    case reasonWordingsAX = "Fixtures/labels/reason-wordings-ax.jsonl"
    case reasonWordingsAY = "Fixtures/labels/reason-wordings-ay.jsonl"
    case reasonWordingsAZ = "Fixtures/labels/reason-wordings-az.jsonl"
    case reasonWordingsBA = "Fixtures/labels/reason-wordings-ba.jsonl"
    case reasonWordingsBB = "Fixtures/labels/reason-wordings-bb.jsonl"
    case reasonWordingsBC = "Fixtures/labels/reason-wordings-bc.jsonl"
    case caseSchema = "docs/case.schema.json"
    case letterForms = "docs/reading.md"
    case specialtyList = "docs/specialties.txt"
    case treatmentCategoryList = "docs/treatment-categories.txt"
    case architecture = "docs/architecture.md"
    case packageManifest = "Package.swift"

    /// The root of the checkout: this file is `<root>/Tests/TestFixtures/FixtureFile.swift`.
    public static let checkout: String = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// Where it lies in the checkout, whether or not it is there.
    public var path: String { Self.checkout + "/" + rawValue }

    /// The path, or an error naming it when it is missing or empty: a test that needs it then fails with
    /// that message, rather than being skipped or finding no letters.
    public func require() throws(MissingFixture) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw MissingFixture(path: path, reason: "does not exist")
        }
        if isDirectory.boolValue {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            guard !entries.isEmpty else { throw MissingFixture(path: path, reason: "is an empty folder") }
        } else {
            // The files here are small text: reading one is the plainest check that it holds something.
            guard FileManager.default.contents(atPath: path)?.isEmpty == false else { throw MissingFixture(path: path, reason: "is an empty file") }
        }
        return path
    }
}
