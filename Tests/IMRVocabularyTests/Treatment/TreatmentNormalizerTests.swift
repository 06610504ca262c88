import CaseFixtures
import Testing
@testable import IMRModel
@testable import IMRVocabulary

/// Requests for the same treatment, worded as letters word them, share one key; different treatments
/// never do; what no table knows keeps its cleaned text.
@Suite struct TreatmentNormalizerTests {
    static func key(_ text: String) -> String? { TreatmentNormalizer.normalize(text)?.key }

    /// What precedents join a request by (CaseFixtures: the tests of the letters ask it too).
    static func identity(_ text: String) -> String? { Fixture.treatmentIdentity(text) }

    /// Wordings of one treatment, and the identity they must all get.
    static let sameTreatment: [(key: String, wordings: [String])] = [
        ("MRI @ lumbar spine", [
            "MRI of the L-spine", "Lumbar MRI scan", "MRI (magnetic resonance imaging) of the lumbar spine",
            "Open MRI of the lumbosacral spine w/o contrast", "L/S MRI", "MRI LS spine w/wo contrast",
            "Lumbar spine MRI with and without contrast", "MRIs of the lumbar spine", "MRI of the low back",
            "Magnetic resonance imaging of the lumbar spine, 1.5 Tesla or higher", "MRI L4-5",
            "Repeat MRI lumbar spine without dye", "Retrospective MRI of the lumbar spine (DOS: 11/14/16)",
            "Upright MRI of the lumbar spine", "MRI of the lumber spine", "MARS MRI scan of lumbar spine",
        ]),
        ("MRI @ cervical spine", ["MRI of the neck without contrast", "C-spine MRI", "MRI, cervical spine", "Cervical MRI"]),
        ("CT @ lumbar spine", ["CT scan of the L-spine", "Computed tomography of the lumbar spine without contrast", "Lumbar CT scan", "CAT scan lumbar"]),
        ("X-ray @ lumbar spine", ["X-rays of the lumbar spine, 5 views with flexion/extension", "Lumbar spine radiographs", "L/S x-rays", "XRAY lumbar spine"]),
        ("X-ray @ knee", ["Bilat knee x-rays", "X-ray of the right knee", "Left knee radiographs, 3 views"]),
        ("MR arthrogram @ wrist/hand", ["MRI of the right wrist with arthrogram", "MR arthrogram of the left wrist"]),
        ("MR arthrogram @ shoulder", ["MR Arthrogram of the right shoulder", "MRI arthrogram of the left shoulder", "Right shoulder arthrogram"]),
        ("EMG/NCV @ lower extremities", [
            "EMG/NCV of BLE", "EMG/NCS bilateral lower extremities", "NCV/EMG of the left lower extremity",
            "Electromyography and nerve conduction studies of the lower extremities", "EMG and NCS of the right lower extremity",
            "Electrodiagnostic studies of the lower extremities", "EMG/NCV RLE",
        ]),
        ("EMG @ upper extremities", ["EMG of the left upper extremity", "EMG RUE", "Electromyography of the bilateral upper extremities"]),
        // Electrodiagnosis by the limb it tests, whatever part of it the request names.
        ("EMG/NCV @ upper extremities", [
            "EMG/NCV of the right wrist", "EMG and nerve conduction studies, cervical spine", "EMG/NCS left hand and elbow",
        ]),
        ("NCV @ lower extremities", ["Nerve conduction study of the left foot", "NCV for the lumbar spine"]),
        ("NCV @ upper extremities", ["NCS of the left upper extremity", "Nerve conduction study LUE", "NCV bilateral upper extremities QTY: 2"]),
        ("hydrocodone/acetaminophen", [
            "Norco 10/325mg #120", "Hydrocodone/APAP 10/325 #90", "hydrocodone-acetaminophen 5-325mg",
            "Hydrocodone bitartrate/acetaminophen 7.5/325mg", "APAP/hydrocodone 10/325", "Hydrocodone 10/325mg QTY: 120",
            "Vicodin ES", "Retrospective Norco 5/325mg DOS: 11/14/16", "Two refills of Norco", "Lortab 7.5/500",
            "Weaning of Norco 10/325mg #60",
        ]),
        ("tramadol", ["Tramadol 50mg #60", "Tramadol ER 150mg", "Ultram (tramadol) 50mg #90", "Ultram ER 150mg QTY: 30", "Tramadol HCl 50mg, 90 count"]),
        ("tramadol/acetaminophen", ["Ultracet 37.5/325mg", "Tramadol/APAP 37.5/325", "Tramadol 37.5/325mg #60", "tramadol-acetaminophen"]),
        ("oxycodone/acetaminophen", ["Percocet 5/325mg, 90 count", "Oxycodone/APAP 10/325mg", "Endocet 10/325", "Oxycodone 5/325mg #30"]),
        ("oxycodone", ["OxyContin 20mg #60", "Oxycodone HCL ER 20mg #60 day supply: 30", "Roxicodone 15mg", "Oxycodone IR 5mg"]),
        ("cyclobenzaprine", ["Flexeril 7.5mg #30", "Cyclobenzaprine 10mg #60", "Fexmid 7.5mg", "Cyclobenzaprine HCl 5mg tab #30 DOS: 11/14/16", "Flexaril 10mg"]),
        ("naproxen", ["Naprosyn 500mg", "Naproxen sodium 550mg #100", "Anaprox DS 550mg #60", "Aleve 220mg"]),
        ("diclofenac", ["Diclofenac ER 100mg #60", "Voltaren 75mg #60", "Diclofenac sodium ER 100mg #60", "Voltaren XR 100mg"]),
        ("diclofenac topical", ["Voltaren gel 1% 100g", "Diclofenac 1% gel", "Pennsaid 2% solution", "Diclofenac sodium 3% 300mg/g #1"]),
        ("diclofenac patch", ["Flector 1.3% patch #60", "Diclofenac epolamine patch", "Flector patches to the right elbow"]),
        ("lidocaine patch", ["Lidoderm 5% patch #30", "Lidocaine 5% patch #1", "Lidoderm patches, 12 hours on 12 hours off", "Lidoderm", "Lido patch to the low back"]),
        ("lidocaine topical", ["Lidocaine ointment 5% 106.32gm", "Lidocaine 5% cream", "Lidocaine jelly 2%"]),
        ("omeprazole", ["Prilosec 20mg #90", "Omeprazole DR 20mg #60", "Omeprazol 20 mg"]),
        ("pantoprazole", ["Pantoprazole sodium 20mg #60", "Protonix 40mg", "Pantoprazole sod DR 20mg #60"]),
        ("gabapentin", ["Neurontin 300mg", "Gabapentin 600mg #90 with 2 refills", "Gralise 600mg", "Fanatrex 25mg/ml oral suspension 420ml"]),
        ("zolpidem", ["Ambien 10mg #30", "Zolpidem tartrate ER 12.5mg", "Ambien CR 6.25mg"]),
        // A mineral right after a drug is its salt; alone it is the drug.
        ("fenoprofen", ["Fenoprofen calcium 600 mg #60", "Nalfon 400mg", "fenoprofen 400mg caps"]),
        ("esomeprazole", ["Esomeprazole magnesium DR 40mg", "Nexium 40 mg #30"]),
        ("calcium", ["Calcium carbonate 600 mg daily", "Caltrate 600"]),
        ("magnesium", ["Magnesium oxide 400mg #30", "Mag-Ox 400"]),
        ("compound: cyclobenzaprine/flurbiprofen/gabapentin/lidocaine", [
            "Flurbiprofen 10%, Cyclobenzaprine 3%, Gabapentin 6%, Lidocaine 5% cream",
            "Gabapentin 6% / Cyclobenzaprine 2% / Flurbiprofen 10% / Lidocaine 5%",
            "Compounded cream: lidocaine, gabapentin, cyclobenzaprine and flurbiprofen, 240gm",
        ]),
        ("compound: capsaicin/lidocaine/menthol/methyl salicylate", ["Terocin lotion 4 oz", "Terocin 120ml", "LidoPro topical ointment 121gm"]),
        // Terocin's patch is lidocaine and menthol alone.
        ("compound: lidocaine/menthol", ["Terocin patch, box of 10", "Lidocaine 4% and menthol 1% patches #20", "Lidothol patch",
                                          // The brand after its ingredients, the patch word before it.
                                          "Menthol 1%/lidocaine 4% patches (Terocin) #30", "Patches, Terocin, 10 count"]),
        ("acetaminophen/butalbital/caffeine", ["Fioricet #30", "Butalbital-APAP-caffeine 50/325/40mg", "Esgic tablets #20"]),
        ("compound: gabapentin/ketoprofen/lidocaine", [
            "Gabapentin/Ketoprofen/Lidocaine 240g", "Compounded Ketoprofen 10%/Gabapentin 6%/Lidocaine 5% cream 120gm",
            "Ketoprofen, gabapentin and lidocaine ointment",
        ]),
        ("compound: menthol/methyl salicylate", ["Menthoderm gel 120gm", "Methyl salicylate/menthol lotion", "Mentherm 4 oz"]),
        ("ketoprofen topical", ["Ketophene 20% cream, 167 grams", "Ketoprofen 20% in cream base 240g", "Compound Ketoprofen 20%, 240 grams"]),
        ("epidural steroid injection @ lumbar spine", [
            "Transforaminal epidural steroid injection at L4-5", "Caudal epidural steroid injection", "Interlaminar ESI L5-S1",
            "Bilateral L4-L5 TFESI", "LESI", "Right L5 transforaminal epidural steroid injection under fluoroscopic guidance",
            "Lumbar epidural steroid injection with pain interventionist consult and treatment", "Caudal ESI",
            "L5-S1 selective nerve root block", "Lumbar epidural injection x 2",
        ]),
        ("epidural steroid injection @ cervical spine", [
            "C5-6 interlaminar epidural steroid injection", "CESI at C6-C7", "Cervical epidural steroid injection C5-C6",
            "Cervical ESI", "Interlaminar cervical epidural steroid injection, C7-T1",
        ]),
        // A medial branch block is a facet injection ("facet injection / medial branch block").
        ("facet injection @ lumbar spine", [
            "Bilateral L4-5 and L5-S1 facet joint injections", "Facet injection L4-5", "Lumbar facet blocks",
            "Lumbar medial branch blocks", "MBB L3-4, L4-5", "Medial branch block, right L3-L4 and L4-L5",
        ]),
        ("radiofrequency ablation @ lumbar spine", ["RFA L4-S1", "Lumbar radiofrequency ablation", "Rhizotomy L4-5", "Radiofrequency neurotomy, lumbar facets"]),
        ("sacroiliac joint injection @ pelvis", ["Sacroiliac joint injection", "Right SI joint injection", "SI joint block", "Injection of the left SI joint"]),
        ("platelet-rich plasma injection @ knee", ["Platelet-rich plasma injection to the right knee", "PRP injection left knee", "Platelet rich plasma injection, knee"]),
        ("corticosteroid injection @ shoulder", ["Cortisone injection right shoulder", "Steroid injection right shoulder", "Depo-Medrol and lidocaine injection left shoulder", "Kenalog 40mg injection to the left shoulder"]),
        ("ketorolac injection", ["Toradol 60mg IM injection", "Retrospective request for Toradol injection (DOS: 01/02/2015)", "Ketorolac 60 mg intramuscular"]),
        ("trigger point injection", ["Trigger point injection", "TPI x 3", "Trigger point injections, four"]),
        ("physical therapy @ knee", [
            "Physical therapy for the right knee 2x6", "Three sessions of physical therapy of the right knee",
            "Physical therapy, 2 times a week for 4 weeks, right knee", "PT left knee x 8", "Additional physical therapy for the knee",
            "Physiotherapy, bilateral knees, 12 visits",
        ]),
        ("physical therapy @ lumbar spine", [
            "Physical therapy to the low back two sessions", "PT lumbar spine x 12 sessions", "Physical therapy lumbar 2x6",
            "PT for the lumbosacral spine 3x4", "Physical therapy 2 times a week for 6 weeks low back",
            "Additional physical therapy lumbar spine two times a week for three weeks", "Physical therapy following L4-5 fusion",
            // A slip of a word whose own slips the tables list ("phyiscal") is still that word.
            "Phsyical therapy low back x6", "Physcal therapy for the lumbar spine",
        ]),
        ("postoperative physical therapy @ knee", [
            "Post operative physical therapy for the right knee 2 times a week for 6 weeks", "Post-op PT right knee x 12",
            "Postoperative physical therapy 24 sessions for the left knee",
        ]),
        ("physical therapy", ["Physical therapy 6 sessions", "Eight (8) physical therapy sessions", "Continue physical therapy 3 times a week for 2 weeks", "2 sessions of physical therapy"]),
        ("chiropractic @ lumbar spine", [
            "Chiropractic care to the low back two times a week for four weeks", "Chiropractic treatment for the lumbar spine, 12 visits",
            "Chiro 2x4 low back", "Chiropractic manipulation for the lumbar spine, 6 sessions",
            "Referral to chiropractor for evaluation of low back pain, twice a week for 3 weeks",
        ]),
        // A therapy discipline's evaluation is a visit, not the therapy, decided under the discipline's
        // guideline (a chiropractic re-exam under manual therapy): the discipline's evaluation.
        ("chiropractic evaluation", [
            "Re-exam with chiropractor for the lumbar spine flare-up", "Chiropractic evaluation", "Chiropractic re-evaluation of the neck",
        ]),
        ("physical therapy evaluation", [
            "PT eval", "Physical therapy evaluation for the right shoulder", "Initial physical therapy assessment", "97162",
        ]),
        // The primary treating physician and medication management are no specialty: their visits are office
        // visits, and visits and follow-ups are one treatment.
        ("office visit", [
            "Return office visit", "Follow-up visits monthly x 3", "Return visit in six weeks",
            "Follow-up with the PTP every 4 weeks", "Medication management visit", "Office visit for medication review",
        ]),
        ("home exercise kit", ["DME: home rehab kit", "Home exercise rehab kit, purchase", "Home exercise kit"]),
        ("biofeedback", ["EMG biofeedback, 6 sessions", "Biofeedback training x 4", "Electromyographic biofeedback"]),
        ("aquatic therapy @ lumbar spine", ["Water-based therapy for the low back, 8 visits", "Aqua therapy lumbar 2x4", "Pool therapy, lumbar spine"]),
        ("acupuncture", ["Acupuncture 2 x week x 4 weeks", "Electroacupuncture x 8", "Twelve infrared acupuncture visits, 2 times weekly for 6 weeks", "Acupuncture with electrical stimulation x 6",
                         // Claims systems' short form.
                         "Acup x6 visits", "Acup. 1x8"]),
        // Cognitive behavioural therapy is psychotherapy ("psychotherapy (CBT)").
        ("psychotherapy", [
            "Cognitive behavioral therapy x 6 sessions", "CBT 6 sessions", "Cognitive behavioural therapy, 10 visits",
            "Individual psychotherapy, weekly for 6 weeks", "Psychotherapy sessions x 8",
        ]),
        ("functional restoration program", ["Functional restoration program, 160 hours", "FRP x 10 days", "Interdisciplinary pain management program, 10 days"]),
        // A program's evaluation is decided apart, as a therapy's is (docs/treatment-identity.md).
        ("functional restoration program evaluation", ["Initial evaluation for a functional restoration program", "Multidisciplinary evaluation for HELP program"]),
        ("urine drug screen", ["Urine drug screen", "Urine toxicology screening", "UDS", "Urine drug testing", "Retrospective urine drug testing (DOS: 01/04/2023)"]),
        ("functional capacity evaluation", ["Functional capacity evaluation (FCE)", "FCE", "Functional capacity evaluation x1"]),
        // A surgical package's garments and pads are devices of their own.
        ("compression garment", ["Associated surgical service: compression wraps", "TED hose, bilateral"]),
        ("hip protector", ["Hip pads", "Hip protector pads x2"]),
        ("MR arthrogram @ hip", ["MRA right hip", "MR arthrogram of the left hip"]),
        ("TENS unit", [
            "TENS unit", "TENS unit, 30-day trial", "TENS unit purchase", "Transcutaneous electrical nerve stimulation unit", "EMS unit rental",
            // What comes with the unit is not what is asked for.
            "TENS unit with supplies", "TENS unit w/ electrodes and batteries",
            // Its supplies are decided by the unit's recommendation.
            "TENS unit supplies x 3 months", "TENS electrodes, 4 packs", "Replacement TENS pads",
        ]),
        // A device is one treatment whatever region it is used on; the region is the item's, not the key's.
        ("TENS unit", ["TENS unit, daily trial, cervical and thoracic spine, #30", "TENS unit for the lumbar spine"]),
        ("cold therapy unit", ["Continuous-flow cryotherapy unit for the right knee", "Cold therapy unit, left shoulder"]),
        // Electrical stimulation given in sessions is a passive modality, by region: not the unit taken home.
        ("electrical stimulation @ cervical spine + thoracic spine", ["E-stim to the neck and mid back x6", "Electrical stimulation, cervical and thoracic, 2x3"]),
        ("electrical stimulation @ lumbar spine", ["Electrical muscle stimulation 2x4 low back", "EMS lumbar spine 6 visits", "Electrical stimulation to the lumbar spine, 8 sessions"]),
        // Both limbs, or the spine's two parts, named in one phrase.
        ("EMG/NCV @ upper extremities + lower extremities", ["EMG/NCV of all four extremities", "EMG/NCS bilateral upper and lower extremities",
                                                              "Electrodiagnostic studies of the arms and legs"]),
        ("physical therapy @ thoracic spine + lumbar spine", ["PT to the mid and low back x 8", "Physical therapy thoracolumbar spine 2x4"]),
        // A surgeon's assistant however titled; a specialist seen for clearance is the clearance.
        ("surgical assistant", ["Associated surgical service: RN first assistant", "Registered nurse first assistant", "RNFA"]),
        ("preoperative medical clearance", ["Pre-operative internal medicine consultation for surgical clearance", "Preop H&P with internist",
                                           "Pre-op history and physical"]),
        ("pain management consultation", ["Pain mgmt consult", "Referral to pain mgt"]),
        // An operation named after "status post" or "s/p" is the patient's history, not the request.
        ("postoperative physical therapy @ wrist/hand", ["Post-surgical therapy right wrist x 8 sessions status post carpal tunnel release",
                                                        "Postoperative physical therapy for the right wrist, 8 visits",
                                                        "Post-op rehab of the left hand s/p trigger finger release"]),
        ("physical therapy @ lumbar spine", ["Physical therapy for the lumbar spine status post L4-5 fusion", "PT low back 2x4"]),
        ("hardware removal @ ankle/foot", ["Hardware removal status post ORIF right ankle", "Removal of hardware, left ankle"]),
        // Words of a request that ask for nothing of their own: supplies that come with a device, when it is given.
        ("TENS unit", ["TENS unit with 3 months of electrodes and batteries", "Replacement TENS batteries"]),
        ("oxycodone/acetaminophen", ["Percocet 5/325 #20 dispensed post-operatively", "Oxycodone/APAP 10/325 mg postoperatively"]),
        ("transportation", ["Non-emergency medical transportation to therapy visits", "NEMT round trip x 8"]),
        ("functional restoration program", ["HELP interdisciplinary pain program, 160 hours", "HELP program x 2 weeks"]),
        ("massage therapy @ lumbar spine", ["Myofascial release to the low back 2x3", "Massage therapy, lumbar, 6 visits"]),
        ("physical therapy @ shoulder", ["Therapeutic exercises for the right shoulder 2x6", "Therapeutic activities, shoulder, 8 visits"]),
        ("H-wave unit", ["H-wave device for home use", "Home H-wave unit 30 day trial", "HWave unit"]),
        ("brace @ lumbar spine", ["Lumbar support", "Lumbar support brace", "LSO back brace", "Lumbar corset", "Back brace"]),
        ("brace @ wrist/hand", ["Wrist braces #2", "Right wrist splint", "Cock-up wrist splint", "Thumb spica splint"]),
        ("cold therapy unit", ["Cold therapy unit, 7-day rental", "Associated surgical service: Cryotherapy unit, seven day use", "Polar care unit"]),
        ("arthroscopy @ knee", ["Arthroscopy of the left knee", "Knee arthroscopy", "Left knee scope with debridement", "Diagnostic arthroscopy, right knee"]),
        ("meniscectomy @ knee", [
            "Right knee arthroscopy with evaluation of ACL, medical meniscectomy", "Arthroscopic partial meniscectomy, left knee",
            "Right knee partial medial meniscectomy", "Left knee scope with partial lateral menisectomy", "Right knee scope with PLM",
        ]),
        ("arthroscopy @ shoulder", ["Right shoulder arthroscopy", "Arthroscopic surgery of the left shoulder with debridement"]),
        ("rotator cuff repair @ shoulder", [
            "Right shoulder arthroscopy with subacromial decompression, acromioplasty, Mumford, rotator cuff repair and shoulder debridement",
            "Arthroscopic rotator cuff repair, left shoulder", "Left shoulder RCR",
            // The action before its object, with "of".
            "Arthroscopic repair of the rotator cuff tear, right shoulder", "Repair of rotator cuff, left",
        ]),
        ("subacromial decompression @ shoulder", [
            "Shoulder arthroscopy with SAD and DCR", "Right shoulder subacromial decompression", "Arthroscopic acromioplasty, right",
        ]),
        ("distal clavicle excision @ shoulder", ["Arthroscopy of the right shoulder with distal clavicle resection", "Left shoulder Mumford procedure"]),
        ("SLAP repair @ shoulder", [
            "Right shoulder arthroscopy with SLAP repair", "Arthroscopic superior labrum repair, left shoulder",
            "Labral repair for a SLAP tear, right shoulder",
        ]),
        ("trigger finger release @ wrist/hand", ["Release of the trigger thumb, right", "Left ring trigger finger release", "A1 pulley release, long finger"]),
        ("cubital tunnel release @ elbow", ["Decompression of the cubital tunnel, left elbow", "Cubital tunnel decompression", "Ulnar nerve transposition at the elbow"]),
        ("discectomy/laminectomy @ lumbar spine", [
            "Hemilaminotomy and microdiscectomy L5-S1", "Lumbar laminotomy L4-5", "Microlaminectomy at L3-4, right",
            "Decompressive lumbar laminectomy", "Lumbar microdiskectomy L5-S1",
        ]),
        ("DVT compression device", ["DVT prophylaxis unit", "Sequential compression device, post-op", "Intermittent pneumatic compression x 14 days"]),
        ("Bankart repair @ shoulder", ["Left shoulder arthroscopic Bankart repair", "Arthroscopic anterior stabilization of the right shoulder"]),
        ("carpal tunnel release @ wrist/hand", ["Right carpal tunnel release", "with open carpal tunnel release", "Endoscopic carpal tunnel release right wrist", "CTR, left"]),
        ("fusion @ lumbar spine", ["L4-S1 posterior lumbar interbody fusion", "L4-5 decompression and fusion", "Lumbar fusion", "TLIF L5-S1"]),
        ("fusion @ cervical spine", ["Anterior cervical discectomy and fusion at C5-C6", "ACDF C5-6", "C4-C6 anterior cervical fusion with plating"]),
        ("surgical assistant", ["PA assist", "Assistant PA", "Assistant surgeon", "Surgical assistant for the knee arthroscopy"]),
        ("pain management consultation", ["Pain management consultation", "Referral to a pain management specialist", "Consult with pain medicine"]),
        ("orthopedic surgery consultation", ["Orthopedic surgeon evaluation", "Ortho consult", "Orthopedic consultation for knee arthroscopy", "Referral to an orthopedist",
                                             "Ortho consult re: the right knee",
                                             // The field named decides: an orthopedic spine surgeon is an orthopedist.
                                             "Referral to ortho spine surgeon", "Orthopaedic spine surgeon re-evaluation",
                                             "Orthopedic spine consult for the neck"]),
        // Specialists by the short names of their fields, and what a visit is for (a condition) left aside.
        ("neurosurgery consultation", ["Neurosurg consult", "Neurosurgical evaluation"]),
        // Imaging named as an injection's guidance is technique, not the request.
        ("corticosteroid injection @ shoulder", ["Diagnostic ultrasound guided cortisone injection, right shoulder",
                                                 "Kenalog injection R shoulder with ultrasound guidance"]),
        ("bone growth stimulator", ["Ultrasound bone growth stimulator", "Exogen bone stimulator"]),
        ("surface EMG", ["Surface EMG", "sEMG of the paraspinals"]),
        // A gram or two is a tablet's dose, not a tube: the drug is not made topical by it.
        ("sucralfate", ["Carafate 1g four times a day", "Sucralfate 1 gm #120"]),
        ("cephalexin", ["Keflex 500mg post-op", "Cephalexin 1 g"]),
        ("enoxaparin", ["Lovenox 40mg SQ daily x 14 days", "Enoxaparin 40 mg subcutaneous"]),
        ("hydroxyzine", ["Hydroxyzine pamoate 25 mg", "Vistaril 25mg"]),
        // Operations with entries of their own, named with the arthroscopy or the joint they are done in.
        ("tenodesis @ shoulder", ["Shoulder arthroscopy with biceps tenodesis", "Right shoulder biceps tenodesis"]),
        ("patellar realignment @ knee", ["MPFL reconstruction, right knee", "Lateral retinacular release left knee"]),
        ("TFCC repair @ wrist/hand", ["TFCC repair", "Right wrist triangular fibrocartilage complex repair"]),
        ("intradiscal injection @ lumbar spine", ["Intradiscal steroid injection L4-5", "Intradiscal biacuplasty"]),
        ("arthroplasty @ shoulder", ["Reverse total shoulder arthroplasty", "Left total shoulder replacement"]),
        // Where in a region an injection goes names the region; a joint's or a bursa's with no drug named is
        // the corticosteroid injection.
        ("corticosteroid injection @ hip", ["Greater trochanteric bursa injection", "Intra-articular hip injection"]),
        ("corticosteroid injection @ wrist/hand", ["Carpal tunnel injection, right", "Trigger finger injection"]),
        // A discipline in parentheses after another says what that therapy holds; two named side by side
        // are both asked for.
        ("physical therapy @ cervical spine", ["Physical therapy (therapeutic exercise, manual therapy) to the neck, 6 sessions",
                                               "PT (incl. manual therapy, ultrasound) x 8 cervical"]),
        ("chiropractic/physical therapy", ["Physical therapy and chiropractic 2x4", "PT and chiro x 6"]),
        // An order to evaluate and treat asks for the therapy, not for an evaluation alone.
        ("physical therapy", ["PT eval and treat", "Physical therapy evaluation and treatment x 6"]),
        // What follows words of purpose is what the request is for, when something was named before them.
        ("facet injection", ["Diagnostic MBB prior to RFA", "Medial branch blocks before radiofrequency ablation"]),
        ("psychology consultation", ["Psychological clearance prior to SCS trial", "Psych evaluation before spinal cord stimulator"]),
        ("epidural steroid injection @ lumbar spine", ["Lumbar ESI L5-S1 pending surgical consultation"]),
        ("preoperative medical clearance", ["Prior to surgery: medical clearance with EKG and labs"]),
        ("home modification", ["Home modifications for wheelchair access", "Stair lift installation", "Grab bars for the shower"]),
        ("vehicle modification", ["Van modification with hand controls", "Van lift for the power wheelchair"]),
        ("bariatric surgery", ["Gastric sleeve", "Lap band surgery", "Laparoscopic gastric bypass"]),
        ("postoperative pain pump", ["Post-op pain pump x 3 days", "On-Q pump after shoulder arthroscopy"]),
        ("office visit", ["Telehealth visit with the PTP", "Telemedicine follow-up in 4 weeks",
                          // A follow-up with a specialist is an office visit too (TreatmentRequestReadingTests).
                          "Follow-up visit with a spine surgeon", "Follow-up visit with a psychologist"]),
        ("gym membership", ["Aquatic center membership x 6 months", "Pool membership"]),
        ("power mobility device", ["Power wheelchair purchase", "Motorized scooter", "PMD evaluation and purchase", "Electric wheelchair"]),
        ("skilled nursing facility", ["Skilled nursing facility x 14 days", "SNF placement 10 days post-op", "Subacute rehab stay"]),
        ("gastroenterology consultation", ["GI consult for gastritis from NSAIDs", "Gastroenterologist referral"]),
        ("internal medicine consultation", ["IM consult for HTN", "Internist evaluation for hypertension"]),
        ("rheumatology consultation", ["Rheum consult", "Referral to rheumatologist"]),
        ("dermatology consultation", ["Derm consult", "Dermatologist visit"]),
        ("spine surgery consultation", ["Spine surgery evaluation for the lumbar", "Spine surgeon consultation",
                                         "Referral to a spinal surgeon"]),
        ("psychology consultation", [
            "Psychological evaluation", "Pain psychologist evaluation",
            // Its testing is part of it; the first specialist named is the one asked for.
            "Psychological testing and evaluation", "MMPI testing", "Psych eval prior to a spinal cord stimulator trial",
            "Psych evaluation for pain management", "Referral to a psychologist for pain management",
        ]),
        ("preoperative medical clearance", [
            "Preoperative Medical Clearance", "Pre-op Clearance", "Pre-operative medical clearance",
            "Associated surgical service: Preoperative clearance with internist",
        ]),
        ("hardware removal @ lumbar spine", ["Removal of lumbar hardware", "L4-5 hardware removal", "Lumbar spine hardware removal"]),
        ("complete blood count", ["Pre-operative CBC", "Associated surgical service: CBC", "CBC with differential"]),
        ("metabolic panel", ["Pre-operative BMP", "Preop CMP", "Comprehensive metabolic panel"]),
        ("coagulation panel", ["Pre-operative PT/PTT", "Pre-op PT/INR", "Coagulation studies"]),
        ("urinalysis", ["Associated surgical service: UA", "Pre-op urinalysis"]),
        ("complete blood count/metabolic panel/coagulation panel", ["Labs to include: CBC, CMP, PT/PTT", "Pre-operative labs: PT/PTT, BMP, CBC"]),
        ("laboratory tests", ["Pre-op labs", "Pre-operative laboratory testing", "Blood work"]),
        ("electrocardiogram", ["Pre-operative EKG", "Preop ECG", "Associated surgical service: EKG"]),
        ("X-ray @ chest", ["Pre-operative chest X-ray", "Chest radiograph, preop", "CXR 2 views"]),
        // Abbreviations compounding pharmacies and clinics write, and a compound's base.
        ("ibuprofen", ["IBU 600 mg #90", "Ibuprofen 800mg tid"]),
        ("compound: cyclobenzaprine/flurbiprofen/lidocaine", ["Flurbi/Cyclo/Lido cream 180 g", "Cyclobenzaprine 2% flurbiprofen 20% lidocaine 5% cream"]),
        ("ketoprofen topical", ["Ketoprofen 10% in Lipoderm base, 120 g", "Ketoprofen 20% cream", "Ketoprofen compounded in PCCA Lipoderm, 60 grams"]),
        ("sling", ["Associated surgical service: Arc sling", "Post-op shoulder brace", "Associated surgical service: Shoulder Brace", "Ultrasling"]),
        ("cold compression unit", ["Game Ready cold compression unit, 14-day rental", "Associated surgical service: Vascutherm"]),
        ("cold therapy unit", ["Hot/cold unit, post-op", "Polar Care unit rental x 21 days", "Associated surgical service: cryotherapy unit"]),
        ("heat/cold therapy @ lumbar spine", ["Ice heat pads therapy for the low back", "Hot/cold packs to the low back 2x4", "Heat/cold therapy to the low back"]),
        ("hot/cold pack", ["Hot/cold pack", "Thermacare heat wraps #10", "Ice pack for home use"]),
        ("therapeutic ultrasound", ["Ultrasound 1 times 8", "Pulsed ultrasound 2 times a week for 4 weeks", "Ultrasound therapy x 6"]),
        ("physical therapy/occupational therapy @ wrist/hand", ["PT/OT for the right hand 2x6", "Occupational and physical therapy, right wrist, 8 sessions"]),
        ("home health care", ["Home health aide 4 hours per day for 6 weeks", "Home aide 6 hours per day, 5 times a week", "Home health care 4 hours a day"]),
        ("gym membership", ["Gym membership", "Gym membership for 6 months", "One year YMCA membership"]),
        // Words and names clinics write short.
        ("hydrocodone/acetaminophen", ["HC/APAP 7.5/325 #60", "Hydrocodone/APAP 7.5-325 mg q6h"]),
        ("surgical assistant", ["Asst surgeon for L4-5 fusion", "Assistant surgeon"]),
        ("home health care", ["HHA 4 hrs/day x 3 mos", "HH nursing visits x 4"]),
        ("interferential unit", ["ICS unit rental x 2 mos", "Interferential stimulator, 60-day rental"]),
        ("physical therapy @ cervical spine", ["Addl phys therapy neck x 6", "Additional physical therapy to the cervical spine, 6 visits"]),
        // Beyond orthopaedics: a compensable consequence's drugs, the mouth, sleep, the senses.
        ("polyethylene glycol", ["MiraLAX 17 gm packets #30", "Polyethylene glycol 3350 powder 17 g daily"]),
        ("lactulose", ["Lactulose 10 g/15 mL, 30 mL daily", "Kristalose 20 gram packets"]),
        ("hydrochlorothiazide/lisinopril", ["Zestoretic 20/25 mg", "Lisinopril/HCTZ 10-12.5 mg #30"]),
        ("metoprolol", ["Toprol XL 50 mg", "Metoprolol succinate ER 25mg daily"]),
        ("sitagliptin", ["Januvia 50mg #30", "Sitagliptin 100 mg daily"]),
        ("insulin", ["Levemir FlexPen 100 units/mL", "Insulin detemir", "Humalog KwikPen"]),
        ("diabetic supplies", ["Glucose meter with lancets", "One Touch test strips #200", "Insulin syringes #100"]),
        ("dental crowns", ["Dental crown tooth #19", "Crown restoration, tooth #3", "D2750 x 1"]),
        ("dental implants", ["Two dental implants", "Endosseous implant #30", "Implant-supported crowns for teeth #8 and #9"]),
        ("periodontal treatment", ["Scaling and root planing, 4 quadrants", "Periodontal deep cleaning", "D4341 x 4"]),
        ("root canal", ["Root canal, tooth #14", "Endodontic therapy #19", "D3330"]),
        ("tooth extraction", ["Extraction of tooth #1", "Oral surgery extraction of #17 and #32", "D7140"]),
        ("dentistry consultation", ["Dental consultation", "Referral to oral surgeon"]),
        ("oral appliance", ["Mouth guard for nocturnal clenching", "Custom bite splint", "Night guard"]),
        ("BiPAP", ["Bilevel PAP machine", "BiPAP unit purchase"]),
        ("CPAP", ["CPAP machine with heated humidifier", "Replacement CPAP mask"]),
        ("audiogram", ["Audiology testing", "Hearing evaluation"]),
        ("neuropsychological testing", ["Neuropsych testing", "Neuropsychological eval"]),
        ("eyeglasses", ["Prescription glasses", "Replacement eyeglasses"]),
        ("blood pressure monitor", ["BP cuff for home use", "Blood pressure monitor"]),
        ("psychology consultation", ["Beck Anxiety Inventory and Beck Depression Inventory", "Psych testing"]),
        ("serum drug levels", ["Serum drug screen", "Blood drug levels for compliance"]),
        ("pharmacogenetic testing", ["CYP2D6 genotyping", "Cytochrome P450 testing"]),
        ("debridement @ elbow", ["Left medial epicondylar debridement", "Debridement, right elbow"]),
        ("bone growth stimulator", ["Bone stimulator for tibial nonunion", "Bone growth stimulator, left lower leg"]),
        // Vascular studies and operations, injected remedies, aids at home.
        ("venous duplex ultrasound @ lower extremities", ["Venous duplex ultrasound, right leg", "Lower extremity venous doppler to r/o DVT", "Doppler ultrasound of both legs to rule out DVT"]),
        ("arterial doppler study @ lower extremities", ["Arterial doppler ultrasound of the left lower limb", "Duplex study of the legs for claudication", "ABI bilateral lower extremities"]),
        ("varicose vein treatment", ["Endovenous ablation of the great saphenous vein", "Sclerotherapy"]),
        ("IVC filter", ["Inferior vena cava filter", "Retrospective IVC filter placement"]),
        ("trigger point injection", ["Lidocaine injection to trigger points x 4", "Trigger point injections with 1% lidocaine"]),
        ("sarracenia purpurea injection", ["Sarapin 10 mL injection", "Pitcher plant extract injection"]),
        ("orthotics", ["Heel lifts bilateral", "Custom arch supports"]),
        ("brace @ ankle/foot", ["AFO right", "Ankle-foot orthosis, left"]),
        ("home modification", ["Handrails along the stairs", "Walk-in shower"]),
        ("patient lift", ["Hoyer lift for transfers", "Mechanical patient lift"]),
        ("cervical collar", ["Miami J collar", "Aspen cervical collar"]),
        ("postoperative pain pump", ["Associated surgical service: pain pump", "Post-op pain pump x 3 days"]),
        ("intrathecal pump", ["Implanted pain pump", "Intrathecal pump trial"]),
        // An exam named by a discipline's word and counted as a course is the therapy; counted as visits, a visit.
        ("physical therapy", ["Physical exam 3 times 4", "Physical examination twice a week for 6 weeks"]),
        ("office visit", ["Physical exam x 3", "Re-exam 2 times 4", "Follow-up visits 1 time per month x 3"]),
    ]

    static let sameTreatmentCases = sameTreatment.flatMap { group in group.wordings.map { (group.key, $0) } }

    @Test(arguments: sameTreatmentCases)
    func wordingsOfOneTreatmentShareItsKey(identity: String, wording: String) {
        #expect(Self.identity(wording) == identity, "\(wording)")
        #expect(TreatmentNormalizer.normalize(wording)?.recognized == true, "\(wording)")
    }

    /// Pairs of different treatments: their keys differ.
    @Test(arguments: [
        // Power mobility devices are decided apart from a manual wheelchair, a skilled nursing facility
        // apart from acute inpatient rehabilitation.
        ("Power wheelchair", "Manual wheelchair"),
        ("Post-op pain pump", "Intrathecal pain pump trial"),
        ("Gastric sleeve", "Lumbar brace"),
        ("Aquatic center membership", "Aquatic therapy x 8"),
        ("Surface EMG of the lumbar paraspinals", "Needle EMG of the lower extremities"),
        ("Massage chair", "Massage therapy x 6"),
        ("Knee scooter rental", "Motorized scooter"),
        ("SNF stay x 14 days", "Acute inpatient rehabilitation 10 days"),
        ("Tramadol 50mg #60", "Ultracet 37.5/325mg"),
        ("Tramadol 50mg", "Tramadol/APAP 37.5/325mg"),
        ("Hydrocodone ER 20mg", "Norco 10/325mg"),
        ("Oxycodone 10mg", "Percocet 10/325mg"),
        ("MRI of the lumbar spine", "MRI of the cervical spine"),
        ("MRI of the lumbar spine", "CT of the lumbar spine"),
        ("MRI of the lumbar spine", "X-rays of the lumbar spine"),
        ("MRI of the lumbar spine", "MRI of the thoracic spine"),
        ("MRI of the right knee", "MR arthrogram of the right knee"),
        ("Physical therapy for the right knee", "Physical therapy for the lumbar spine"),
        ("Physical therapy for the right knee", "Occupational therapy for the right knee"),
        ("Physical therapy for the right knee", "Post-operative physical therapy for the right knee"),
        ("EMG of the lower extremities", "NCV of the lower extremities"),
        ("Neuropsychological testing", "Psychological evaluation"),
        ("Cognitive behavioral therapy x 6", "Psychological evaluation"),
        ("EMG of the lower extremities", "EMG/NCV of the lower extremities"),
        ("EMG of the lower extremities", "EMG of the upper extremities"),
        ("L4-5 epidural steroid injection", "C5-6 epidural steroid injection"),
        ("Lumbar epidural steroid injection", "Lumbar facet injection"),
        ("Lumbar medial branch block", "Lumbar radiofrequency ablation"),
        ("Diclofenac sodium ER 100mg", "Voltaren gel 1%"),
        ("Cyclobenzaprine 10mg", "Cyclobenzaprine 5% cream"),
        ("Lidoderm patch", "Lidocaine injection"),
        ("Flurbiprofen 20%/Lidocaine 5% cream", "Flurbiprofen 20%/Lidocaine 5%/Cyclobenzaprine 2% cream"),
        ("Omeprazole 20mg", "Pantoprazole 20mg"),
        ("Knee brace", "Wrist brace"),
        ("TENS unit", "H-wave unit"),
        ("Sentra AM", "Sentra PM"),
        ("Pain management consultation", "Orthopedic consultation"),
        ("Pain management consultation for medication management", "Office visit for medication management"),
        ("Internal medicine consultation", "Follow-up with primary treating physician"),
        ("Lumbar spine surgery", "Spine surgery evaluation"),
        ("Knee arthroscopy", "Shoulder arthroscopy"),
        ("Cortisone injection right knee", "Synvisc injection right knee"),
        ("Lidoderm patch", "Lidocaine 5% ointment"),
        ("Flector patch", "Voltaren gel"),
        ("Right shoulder arthroscopy with rotator cuff repair", "Right shoulder arthroscopy with SLAP repair"),
        ("Right shoulder arthroscopy with Bankart repair", "Right shoulder arthroscopic subacromial decompression"),
        ("Chiropractic for the right shoulder, 6 visits", "Chiropractic for the lumbar spine, 6 visits"),
        ("Urine drug screen", "Urinalysis"),
        ("PT/OT right wrist 2x6", "Occupational therapy right wrist 2x6"),
        ("Orthopedic consultation for the right knee", "Right knee arthroscopy"),
        ("TENS unit", "neuromuscular electrical stimulator"),
        ("TENS unit", "interferential current therapy 2x4"),
        ("TENS unit, lumbar spine", "Electrical stimulation 2x4, lumbar spine"),
        ("Internal medicine consultation for hypertension", "Pre-operative medical clearance"),
        ("Therapy for the right wrist status post carpal tunnel release", "Right carpal tunnel release"),
        ("Lumbar fusion L4-5 with pre-op clearance", "Pre-operative medical clearance"),
        ("Chiropractic evaluation", "Chiropractic 2x4"),
        ("CPM for the right knee, 21 days", "Continuous passive motion machine, left shoulder"),
        ("Home cervical traction unit", "Lumbar traction unit"),
        ("Laminoplasty C3-6", "Cervical laminectomy C3-6"),
        ("Cold therapy unit", "Cold compression unit"),
        ("Pre-operative CBC", "Pre-operative EKG"),
        ("Dental implants", "Dental evaluation"),
        ("Occlusal splint", "Wrist splint"),
        ("CPAP", "BiPAP"),
        ("Lisinopril 10 mg", "Lisinopril/HCTZ 10/12.5 mg"),
        ("Insulin glargine", "Glucometer"),
        ("Miralax 17 g", "Voltaren gel 100 g"),
        ("Venous doppler, right leg", "Diagnostic ultrasound, right knee"),
        ("Lidocaine injection to trigger points", "Lidocaine 5% ointment"),
    ])
    func differentTreatmentsAreNeverJoined(first: String, second: String) {
        let one = Self.identity(first)
        let two = Self.identity(second)
        #expect(one != nil && two != nil && one != two, "\(first) → \(one ?? "nil"), \(second) → \(two ?? "nil")")
        #expect(!TreatmentIdentity.sameTreatment(Self.item(first), Self.item(second)), "\(first), \(second)")
    }

    /// An item as the letter parser makes it from a request.
    static func item(_ text: String) -> Item {
        let normalized = TreatmentNormalizer.normalize(text)
        return Item(treatment: text, decision: .upheld, treatmentKey: normalized?.key, treatmentKind: normalized?.kind,
                    bodyRegions: normalized?.regions ?? [])
    }

    @Test(arguments: [
        ("MRI of the lumbar spine", TreatmentKind.imaging, "lumbar spine"),
        ("EMG/NCV of BLE", .test, "lower extremities"),
        ("Norco 10/325 #90", .drug, nil),
        ("Lidoderm patch to the low back", .drug, "lumbar spine"),
        ("L5-S1 TFESI", .injection, "lumbar spine"),
        ("T12 kyphoplasty", .surgery, "thoracic spine"),
        ("C7-T1 interlaminar epidural", .injection, "cervical spine"),
        ("Physical therapy for the neck", .therapy, "cervical spine"),
        ("TENS unit", .equipment, nil),
        ("Soft cervical collar", .equipment, "cervical spine"),
        ("Pain management consultation", .consultation, nil),
        ("Functional restoration program", .program, nil),
        ("Transportation to and from medical appointments", .other, nil),
        ("MRI of the cervical and thoracic spine", .imaging, "cervical spine"),
        ("MRI of the whole spine", .imaging, "spine"),
        ("Carpal tunnel release", .surgery, "wrist/hand"),
        // A site that is one region's: the genicular nerves are the knee's, a walking boot the ankle's.
        ("Genicular nerve radiofrequency ablation", .injection, "knee"),
        ("CAM walker boot, left", .equipment, "ankle/foot"),
    ] as [(String, TreatmentKind, String?)])
    func kindAndRegionComeFromTheVocabularies(text: String, kind: TreatmentKind, region: String?) {
        let normalized = TreatmentNormalizer.normalize(text)
        #expect(normalized?.kind == kind, "\(text)")
        #expect(normalized?.region == region, "\(text)")
    }

    /// A request that names several regions is a request for each: its key is the treatment alone, its
    /// regions each named one in the order written, and it joins the same treatment of any of them.
    @Test func severalRegionsAreEachARegionOfTheRequestNotPartOfTheKey() {
        let one = TreatmentNormalizer.normalize("Physical therapy for the lumbar spine and left shoulder")
        let two = TreatmentNormalizer.normalize("PT right shoulder and low back, 12 visits")
        #expect(one?.key == "physical therapy")
        #expect(one?.regions == ["lumbar spine", "shoulder"])
        #expect(two?.regions == ["shoulder", "lumbar spine"])
        #expect(one?.region == "lumbar spine")
        #expect(TreatmentIdentity.sameTreatment(Self.item("MRI of the neck, mid back and low back"), Self.item("Thoracic MRI")))
        #expect(TreatmentIdentity.sameTreatment(Self.item("PT neck, shoulder and wrist 2x6"), Self.item("Physical therapy for the right wrist")))
        #expect(!TreatmentIdentity.sameTreatment(Self.item("PT neck, shoulder and wrist 2x6"), Self.item("Physical therapy for the knee")))
        // A part of the spine named makes "spine" redundant.
        #expect(TreatmentNormalizer.normalize("MRI of the cervical spine and the spine")?.regions == ["cervical spine"])
    }

    @Test(arguments: [
        ("Photon zapping (PZ) 3 sessions right", "photon zapping pz"),
        ("Frobnicator 20mg #60", "frobnicator"),
        ("Retrospective Quux treatment for the left knee, DOS: 11/14/16", "quux knee"),
        ("Anecream cream 120 grams", "anecream cream"),
    ])
    func unknownRequestsKeepTheirCleanedTextAndKindOther(text: String, key: String) {
        let normalized = TreatmentNormalizer.normalize(text)
        #expect(normalized?.key == key)
        #expect(normalized?.kind == .other)
        #expect(normalized?.recognized == false)
        #expect(normalized?.doubt.isEmpty == false, "an unknown request is reported, never keyed as if understood")
    }

    @Test(arguments: ["", "   ", "#60", "Retrospective request DOS 11/1/2016", "x 2"])
    func textWithNothingToKeyOnHasNoKey(text: String) {
        #expect(TreatmentNormalizer.normalize(text) == nil)
    }
}
