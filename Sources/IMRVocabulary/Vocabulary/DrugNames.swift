/// Drugs by generic ingredient: every name a letter may write for a drug (generic, brand, common
/// misspelling), with the ingredient(s) it stands for. A treatment key names a drug by its ingredients,
/// sorted and joined by "/" ("Norco", "Hydrocodone/APAP" and "APAP-hydrocodone" are all
/// "acetaminophen/hydrocodone"); salts, release forms and strengths are not ingredients (TreatmentWords).
///
/// To add a drug: a row with its ingredient(s) and its names, lower case, misspellings included. A generic
/// name needs no row of its own once some row names it as a single ingredient. Brand compounds and
/// medical foods whose contents vary by maker are keyed on their own name (a stable name).
public enum DrugNames {
    /// How a drug is given when its name alone says so (a patch, an injectable brand).
    public enum Route: Sendable {
        /// On the skin; `patch` is the patch product of a drug whose patch the guidelines decide apart.
        case topical, patch, injection
    }

    public struct Drug: Sendable {
        public let ingredients: [String]
        public let names: [String]
        public let route: Route?
        /// A brand whose patch holds other ingredients than its lotion (Terocin): the patch's, for a
        /// request that says patch anywhere ("Lidocaine/Menthol patches (Terocin)").
        public let patchIngredients: [String]?
    }

    /// A row: ingredients joined by "/", then the names, comma-separated. A single ingredient's own name
    /// is one of its names (in its row without a route).
    static func row(_ ingredients: String, _ names: String = "", _ route: Route? = nil, patch: String? = nil) -> Drug {
        let parts = ingredients.split(separator: "/").map(String.init)
        var spellings = SpellingList.split(names)
        if parts.count == 1 && route == nil { spellings.insert(ingredients, at: 0) }
        return Drug(ingredients: parts, names: spellings, route: route,
                    patchIngredients: patch.map { $0.split(separator: "/").map(String.init) })
    }

    /// Minerals that are drugs of their own ("Calcium carbonate 500 mg") and the salt of the drug named just
    /// before them ("Fenoprofen calcium", "Esomeprazole magnesium"): there, no ingredient.
    public static let saltsThatAreDrugs: Set<String> = ["calcium", "magnesium"]

    public static let drugs: [Drug] = [opioids, nonOpioidAnalgesics, muscleRelaxants, anticonvulsants, antidepressants,
                                       sedatives, stimulants, gastrointestinal, topicals, steroidsAndInjectables, others,
                                       medicalFoods].flatMap { $0 }

    static let opioids: [Drug] = [
        row("hydrocodone/acetaminophen", "norco, vicodin, vicodin es, vicodin hp, lortab, lorcet, xodol, hycet, zamicet, zydone, verdrocet, norcol, narco, nocro, hc apap, hydro apap"),
        row("hydrocodone", "hydrocodon, hydrocodeine, hyrdocodone, hydrocone, zohydro, hysingla, vantrela"),
        row("hydrocodone/ibuprofen", "vicoprofen, reprexain, ibudone, xylon"),
        row("oxycodone/acetaminophen", "percocet, percoset, endocet, roxicet, tylox, primlev, xartemis, nalocet, prolate, magnacet"),
        row("oxycodone/naloxone", "targiniq"),
        row("oxycodone/naltrexone", "troxyca"),
        row("oxycodone", "oxycodon, oxycondone, oxcodone, oxycontin, oxycotin, oxicontin, oxycontine, roxicodone, roxycodone, xtampza, oxaydo, roxybond, oxecta, oxyir"),
        row("tramadol", "ultram, ultrum, qdolo, conzip, ryzolt, rybix, tramadal, tramadole, tramedol, tramidol, tramodol, trammadol"),
        row("tramadol/acetaminophen", "ultracet"),
        row("tramadol/glucosamine", "synapryn"),
        row("tapentadol", "nucynta, nucenta, tapendadol"),
        row("morphine", "ms contin, mscontin, kadian, avinza, embeda, arymo, morphabond, msir"),
        row("hydromorphone", "dilaudid, dilaudad, exalgo"),
        row("oxymorphone", "opana"),
        row("fentanyl", "duragesic, subsys, actiq, fentora, abstral, fentanil"),
        row("buprenorphine", "butrans, belbuca, subutex, buprenex, buprenorphin, sublocade, probuphine"),
        row("buprenorphine/naloxone", "suboxone, zubsolv, bunavail"),
        row("methadone", "dolophine, methadose"),
        row("codeine"),
        row("acetaminophen/codeine", "tylenol 3, tylenol 4, tylenol no 3, tylenol no 4, tylenol codeine, tylenol codeine 3, co codamol, cocodamol"),
        row("acetaminophen/caffeine/dihydrocodeine", "trezix, panlor, dvorah"),
        row("dihydrocodeine"),
        row("meperidine", "demerol"),
        row("benzhydrocodone/acetaminophen", "apadaz"),
        // An opioid withdrawal's symptoms treated, not an opioid.
        row("lofexidine", "lucemyra"),
        row("levorphanol"),
        row("pentazocine", "talwin"),
        row("butorphanol", "stadol"),
        row("naloxone", "narcan, evzio, kloxxado, zimhi"),
        row("naltrexone", "vivitrol, revia, ldn, low dose naltrexone"),
        row("acetaminophen/butalbital/caffeine", "fioricet, esgic"),
        row("aspirin/butalbital/caffeine", "fiorinal"),
        row("butalbital"),
    ]

    static let nonOpioidAnalgesics: [Drug] = [
        row("acetaminophen", "apap, tylenol, paracetamol, acetaminophin, acetominophen, acetaminophen extra strength, ofirmev"),
        row("ibuprofen", "motrin, advil, ibuprophen, ibuprofin, ibuprofan, ibuprofren"),
        row("naproxen", "naprosyn, naprosen, anaprox, anaprox ds, aleve, naprelan, naproxyn, naproxin, naproxene, naproxan"),
        row("nabumetone", "relafen, relafin, nabumatone, nabumetome, nabumeton"),
        row("diclofenac", "voltaren, voltarin, cataflam, lofena, zorvolex, zipsor, cambia, dyloject, diclofenic, diclofenec, diclofanac"),
        row("diclofenac", "flector, flector patch, licart", .patch),
        row("diclofenac", "pennsaid, solaraze", .topical),
        row("diclofenac/misoprostol", "arthrotec"),
        row("meloxicam", "mobic, vivlodex, qmiiz, meloxicame, meloxican, meloxicam"),
        row("celecoxib/tramadol", "seglentis"),
        row("amlodipine/celecoxib", "consensi"),
        row("celecoxib", "celebrex, elyxyb, celebrix, celecoxid, celecoxcib, celocoxib"),
        row("etodolac", "lodine, etodolic"),
        row("indomethacin", "indocin, tivorbex, indomethacine"),
        row("ketorolac", "toradol, sprix"),
        row("ketoprofen", "orudis, oruvail"),
        row("flurbiprofen", "ansaid, flurbiprophen, flubiprofen"),
        row("oxaprozin", "daypro"),
        row("piroxicam", "feldene"),
        row("sulindac", "clinoril"),
        row("diflunisal", "dolobid"),
        row("fenoprofen", "nalfon, fenortho"),
        row("salsalate", "disalcid"),
        row("aspirin", "asa, ecotrin, acetylsalicylic acid"),
        row("ibuprofen/famotidine", "duexis"),
        row("naproxen/esomeprazole", "vimovo"),
        row("mefenamic acid", "ponstel"),
        row("meclofenamate"),
    ]

    static let muscleRelaxants: [Drug] = [
        row("cyclobenzaprine", "flexeril, flexaril, flexerill, flexiril, fexmid, amrix, cyclobenzeprine, cyclobenazprine, cyclobenzprine, cyclobenzaprin, cyclobenzapine, cyclobenzapril"),
        row("tizanidine", "zanaflex, tizanadine, tizanidene, tizanidin"),
        row("baclofen", "lioresal, gablofen, ozobax, baclophen"),
        row("methocarbamol/aspirin", "robaxisal"),
        row("methocarbamol", "robaxin, methocarbomol, methocarbamal"),
        row("carisoprodol/aspirin", "soma compound"),
        row("carisoprodol", "soma, carisprodol, carisoprodal"),
        row("metaxalone", "skelaxin, metaxall, metaxolone"),
        row("orphenadrine", "norflex, orphenadrin, orphenedrine"),
        row("aspirin/caffeine/orphenadrine", "orphengesic, norgesic"),
        row("chlorzoxazone", "parafon forte, parafon, lorzone"),
        row("dantrolene", "dantrium"),
        row("cyclobenzaprine/methylsulfonylmethane", "tabradol"),
    ]

    static let anticonvulsants: [Drug] = [
        row("gabapentin", "neurontin, neurotin, gralise, gabapentine, gabapentn, gabapenten, gabapentim, fanatrex"),
        // A prodrug of gabapentin of its own (restless legs, post-herpetic neuralgia), not gabapentin.
        row("gabapentin enacarbil", "horizant"),
        row("pregabalin", "lyrica, lyrica cr, pregablin, pregabaline, lyrika"),
        row("topiramate", "topamax, trokendi, qudexy"),
        row("carbamazepine", "tegretol, carbatrol"),
        row("oxcarbazepine", "trileptal"),
        row("lamotrigine", "lamictal"),
        row("levetiracetam", "keppra"),
        row("zonisamide", "zonegran"),
        row("lacosamide", "vimpat"),
        row("divalproex", "depakote, valproic acid, valproate"),
        row("phenytoin", "dilantin"),
    ]

    static let antidepressants: [Drug] = [
        row("duloxetine", "cymbalta, drizalma, duloxitine, duloxatine"),
        row("amitriptyline", "elavil, amitryptiline, amitriptylin, amitryptyline, amitriptiline, amytriptyline"),
        row("nortriptyline", "pamelor, aventyl, nortryptiline, nortryptyline"),
        row("desipramine", "norpramin"),
        row("imipramine", "tofranil"),
        row("doxepin", "silenor, sinequan"),
        row("trazodone", "desyrel, oleptro, trazadone, trazedone, trazodon"),
        row("sertraline", "zoloft"),
        row("fluoxetine", "prozac, sarafem"),
        row("paroxetine", "paxil, pexeva"),
        row("citalopram", "celexa"),
        row("escitalopram", "lexapro"),
        row("venlafaxine", "effexor, venlafaxin"),
        row("desvenlafaxine", "pristiq"),
        row("bupropion", "wellbutrin, zyban, aplenzin, budeprion, buproprion, buproprian"),
        row("mirtazapine", "remeron"),
        row("milnacipran", "savella"),
        row("levomilnacipran", "fetzima"),
        row("vilazodone", "viibryd"),
        row("vortioxetine", "trintellix, brintellix"),
        row("fluvoxamine", "luvox"),
        row("buspirone", "buspar"),
        row("quetiapine", "seroquel"),
        row("aripiprazole", "abilify"),
        row("olanzapine", "zyprexa"),
        row("risperidone", "risperdal"),
        row("lithium"),
    ]

    static let sedatives: [Drug] = [
        row("zolpidem", "ambien, ambien cr, edluar, intermezzo, zolpimist, zolpidam"),
        row("eszopiclone", "lunesta"),
        row("zaleplon", "sonata"),
        row("suvorexant", "belsomra"),
        row("lemborexant", "dayvigo"),
        row("daridorexant", "quviviq"),
        row("ramelteon", "rozerem"),
        row("melatonin"),
        row("diphenhydramine", "benadryl, dicopanol"),
        row("doxylamine", "unisom"),
        row("hydroxyzine", "vistaril, atarax"),
        row("alprazolam", "xanax, alprazolan"),
        row("diazepam", "valium"),
        row("clonazepam", "klonopin, klonipin"),
        row("lorazepam", "ativan"),
        row("temazepam", "restoril"),
        row("triazolam", "halcion"),
        row("chlordiazepoxide", "librium"),
        row("oxazepam"),
        row("estazolam", "prosom"),
        row("flurazepam", "dalmane"),
        row("clorazepate", "tranxene"),
    ]

    static let stimulants: [Drug] = [
        row("modafinil", "provigil"),
        row("armodafinil", "nuvigil"),
        row("methylphenidate", "ritalin, concerta"),
        row("amphetamine", "adderall"),
        // Drugs of memory after a brain injury (the DWC's list has no class for them).
        row("donepezil", "aricept"),
        row("memantine", "namenda"),
    ]

    static let gastrointestinal: [Drug] = [
        row("omeprazole", "prilosec, prilosac, zegerid, omeprazol, omeprazone, omeprezole, omerprazole"),
        row("pantoprazole", "protonix, pantaprazole, pantoprazol, pantoprazde, pantaprazol"),
        row("esomeprazole", "nexium, esomeprazol"),
        row("lansoprazole", "prevacid"),
        row("dexlansoprazole", "dexilant, kapidex"),
        row("rabeprazole", "aciphex"),
        row("ranitidine", "zantac, deprizine"),
        row("famotidine", "pepcid"),
        row("cimetidine", "tagamet"),
        row("sucralfate", "carafate"),
        row("misoprostol", "cytotec"),
        row("ondansetron", "zofran, zuplenz, ondansteron"),
        row("promethazine", "phenergan"),
        row("metoclopramide", "reglan"),
        row("meclizine", "antivert"),
        row("docusate", "colace"),
        row("sennosides", "senokot, senna"),
        row("docusate/sennosides", "senokot s, senna s, peri colace, senna docusate, docusate senna"),
        row("polyethylene glycol", "miralax"),
        row("lubiprostone", "amitiza"),
        row("naloxegol", "movantik"),
        row("naldemedine", "symproic"),
        row("methylnaltrexone", "relistor"),
        row("linaclotide", "linzess"),
        row("plecanatide", "trulance"),
        row("lactulose", "enulose, kristalose"),
        row("bisacodyl", "dulcolax"),
        row("psyllium", "metamucil, psyllium husk"),
        row("methylcellulose", "citrucel"),
    ]

    /// Topicals and their brand compounds. Capsaicin, menthol, methyl salicylate and camphor are topical
    /// whatever the wording (`topicalIngredients`).
    static let topicals: [Drug] = [
        row("lidocaine", "xylocaine, lidocain, lidocane, lidocaine hcl"),
        row("lidocaine", "lidoderm, lidoderm patch, ztlido, lidopatch, lido patch", .patch),
        row("lidocaine", "lmx, lmx 4, lmx4", .topical),
        // Over-the-counter lines whose lidocaine product is lidocaine alone, not the line's first product
        // ("Aspercreme" is trolamine salicylate; "Aspercreme with lidocaine" a 4% lidocaine cream).
        row("lidocaine", "aspercreme lidocaine, aspercreme with lidocaine, salonpas lidocaine, salonpas with lidocaine", .topical),
        row("lidocaine/menthol", "icy hot lidocaine, icy hot with lidocaine", .topical),
        row("trolamine salicylate", "aspercreme, trolamine", .topical),
        row("capsaicin", "capsacin, capsaicine, capzasin, zostrix, qutenza"),
        row("menthol", "biofreeze"),
        row("methyl salicylate", "methylsalicylate, methyl salicylates"),
        row("camphor"),
        // Terocin's patch holds only lidocaine and menthol; its lotion has four ingredients.
        row("capsaicin/lidocaine/menthol/methyl salicylate", "terocin, terocin lotion", .topical, patch: "lidocaine/menthol"),
        row("capsaicin/lidocaine/menthol/methyl salicylate", "lidopro, lido pro", .topical),
        row("menthol/methyl salicylate", "menthoderm, mentoderm, mentherm, salonpas, keratek, icy hot", .topical),
        row("camphor/menthol/methyl salicylate", "bengay, ben gay", .topical),
        row("camphor/menthol", "tiger balm", .topical),
        row("capsaicin/menthol/methyl salicylate", "dendracin, medrox", .topical),
        row("lidocaine/menthol", "lidothol, lidocaine menthol, terocin patch", .topical),
        row("ketoprofen", "ketophene", .topical),
        row("cyclobenzaprine", "cyclophene", .topical),
        row("cyclobenzaprine/flurbiprofen", "flurflex, fluriflex", .topical),
        row("flurbiprofen/lidocaine", "flurlido", .topical),
        row("cyclobenzaprine/gabapentin/tramadol", "gabacyclotram", .topical),
        row("camphor/capsaicin/gabapentin/menthol/tramadol", "tghot, tg hot", .topical),
        row("cyclobenzaprine/tramadol", "tgice, tg ice", .topical),
        row("dextromethorphan"),
        row("prilocaine"),
        row("lidocaine/prilocaine", "emla", .topical),
        row("ketamine"),
    ]

    static let steroidsAndInjectables: [Drug] = [
        row("corticosteroid", "steroid, cortisone, corticosteroids, cortico steroid"),
        row("methylprednisolone", "medrol, medrol dosepak, medrol dose pack, medrol dose pak, solu medrol"),
        row("methylprednisolone", "depo medrol, depomedrol, depo-medrol", .injection),
        row("prednisone", "deltasone"),
        row("prednisolone"),
        row("dexamethasone", "decadron"),
        row("triamcinolone"),
        row("triamcinolone", "kenalog, zilretta", .injection),
        row("betamethasone", "celestone"),
        row("hydrocortisone"),
        row("bupivacaine", "marcaine, sensorcaine, exparel"),
        row("bupivacaine/meloxicam", "zynrelef"),
        row("ropivacaine", "naropin"),
        row("botulinum toxin", "botox, dysport, myobloc, xeomin, botulinum, onabotulinumtoxin, onabotulinumtoxina, abobotulinumtoxin, abobotulinumtoxina, incobotulinumtoxin, incobotulinumtoxina, rimabotulinumtoxin, rimabotulinumtoxinb, daxibotulinumtoxin, daxibotulinumtoxina, daxxify"),
        row("vitamin b12", "b12, b 12, cyanocobalamin, vitamin b 12, methylcobalamin"),
    ]

    static let others: [Drug] = [
        // A sweep of 257 drugs by brand and generic beyond the commonest (later antipsychotics, the gut's and the
        // bladder's drugs, bone, diabetes, allergy and asthma drugs, anti-infectives, wakefulness and addiction
        // drugs): those no row named.
        row("lurasidone", "latuda"),
        row("brexpiprazole", "rexulti"),
        row("cariprazine", "vraylar"),
        row("ziprasidone", "geodon"),
        row("bupropion/dextromethorphan", "auvelity"),
        row("dicyclomine", "bentyl"),
        row("hyoscyamine", "levsin, levbid"),
        row("atropine/diphenoxylate", "lomotil"),
        row("loperamide", "imodium"),
        row("prochlorperazine", "compazine"),
        row("dronabinol", "marinol, syndros"),
        row("nabilone", "cesamet"),
        row("alendronate", "fosamax"),
        row("ibandronate", "boniva"),
        row("risedronate", "actonel, atelvia"),
        row("teriparatide", "forteo"),
        row("calcitonin", "miacalcin"),
        row("denosumab", "prolia", .injection),
        row("folic acid", "folate"),
        row("multivitamin", "multi vitamin, multivitamins, multiple vitamins, mvi"),
        row("potassium chloride", "k dur, kdur, klor con, klorcon"),
        row("empagliflozin", "jardiance"),
        row("dapagliflozin", "farxiga"),
        row("semaglutide", "ozempic, wegovy, rybelsus"),
        row("dulaglutide", "trulicity"),
        row("tirzepatide", "mounjaro, zepbound"),
        row("clopidogrel", "plavix"),
        row("finasteride", "proscar, propecia"),
        row("tolterodine", "detrol"),
        row("mirabegron", "myrbetriq"),
        row("solifenacin", "vesicare"),
        row("avanafil", "stendra"),
        row("alprostadil", "caverject, edex, muse", .injection),
        row("alprostadil/papaverine/phentolamine", "trimix, tri mix", .injection),
        row("clomiphene", "clomid"),
        row("anastrozole", "arimidex"),
        row("doxycycline", "vibramycin, doryx"),
        row("terbinafine", "lamisil"),
        row("valacyclovir", "valtrex"),
        row("acyclovir", "zovirax"),
        row("oseltamivir", "tamiflu"),
        row("becaplermin", "regranex, becaplermin", .topical),
        row("collagenase", "santyl", .topical),
        row("bacitracin/neomycin/polymyxin", "neosporin, triple antibiotic ointment", .topical),
        row("clobetasol", "temovate, clobetasol", .topical),
        row("tacrolimus", "protopic", .topical),
        row("pimecrolimus", "elidel", .topical),
        row("budesonide/formoterol", "symbicort"),
        row("fluticasone/salmeterol", "advair, wixela"),
        row("fluticasone", "flonase, flovent"),
        row("montelukast", "singulair"),
        row("loratadine", "claritin"),
        row("cetirizine", "zyrtec"),
        row("fexofenadine", "allegra"),
        row("verapamil", "calan, verelan"),
        row("nimodipine", "nimotop, nymalize"),
        row("lisdexamfetamine", "vyvanse"),
        row("atomoxetine", "strattera"),
        row("solriamfetol", "sunosi"),
        row("sodium oxybate", "xyrem, xywav"),
        row("pitolisant", "wakix"),
        row("disulfiram", "antabuse"),
        row("acamprosate", "campral"),
        row("lidocaine/tetracaine", "pliaglis, synera", .topical),
        row("arnica", "arnica montana, arnica", .topical),
        row("rofecoxib", "vioxx"),
        row("vitamin d", "vitamin d3, ergocalciferol, cholecalciferol"),
        row("calcium", "calcium carbonate, calcium citrate, caltrate, os cal, oscal"),
        row("magnesium", "magnesium oxide, magnesium citrate, magnesium glycinate, mag ox, magox, milk of magnesia"),
        row("iron", "ferrous sulfate, ferrous gluconate, iron supplement"),
        row("turmeric", "curcumin"),
        row("kratom"),
        row("glucosamine", "glucosamine sulfate, cosamin, genicin"),
        row("chondroitin"),
        row("methylsulfonylmethane", "msm"),
        row("sumatriptan", "imitrex"),
        row("sumatriptan/naproxen", "treximet"),
        row("rizatriptan", "maxalt"),
        row("eletriptan", "relpax"),
        row("zolmitriptan", "zomig"),
        row("naratriptan", "amerge"),
        row("frovatriptan", "frova"),
        row("almotriptan", "axert"),
        // Later years' migraine drugs: antibodies to CGRP or its receptor, the gepants, a ditan.
        // An antibody's name carries a four-letter suffix of its maker's ("galcanezumab-gnlm").
        row("erenumab", "aimovig, erenumab aooe"),
        row("fremanezumab", "ajovy, fremanezumab vfrm"),
        row("galcanezumab", "emgality, galcanezumab gnlm"),
        row("eptinezumab", "vyepti, eptinezumab jjmr"),
        row("rimegepant", "nurtec, nurtec odt"),
        row("ubrogepant", "ubrelvy"),
        row("atogepant", "qulipta"),
        row("zavegepant", "zavzpret"),
        row("lasmiditan", "reyvow"),
        row("esketamine", "spravato"),
        // A pain drug of 2025 that blocks a sodium channel; an intravenous opioid of 2020.
        row("suzetrigine", "journavx"),
        row("oliceridine", "olinvyk"),
        row("sildenafil", "viagra, revatio"),
        row("tadalafil", "cialis"),
        row("vardenafil", "levitra"),
        row("testosterone", "androgel, testim, testopel, depo testosterone, depotestosterone, testosterone cypionate, testosterone enanthate"),
        row("clonidine", "catapres"),
        row("prazosin", "minipress"),
        // The bladder's drugs, of a claim of the bladder or an opioid's retention; a skin's antifungal.
        row("tamsulosin", "flomax"),
        row("oxybutynin", "ditropan, ditropan xl, oxytrol"),
        row("ketoconazole", "nizoral"),
        // Gout's drugs, of a claim of gout or of a joint inflamed by it.
        row("colchicine", "colcrys, mitigare, gloperba"),
        row("allopurinol", "zyloprim"),
        row("febuxostat", "uloric"),
        row("propranolol", "inderal"),
        row("cephalexin", "keflex"),
        row("ciprofloxacin", "cipro"),
        row("amoxicillin"),
        row("sulfamethoxazole/trimethoprim", "bactrim, bactrim ds, septra, smx tmp"),
        row("mupirocin", "bactroban"),
        row("silver sulfadiazine", "silvadene, ssd cream"),
        row("atorvastatin", "lipitor"),
        row("phentermine", "adipex, lomaira"),
        row("cannabis", "marijuana, medical marijuana, cannabidiol, cbd, cbd oil, medical cannabis"),
        row("omega-3 fatty acids", "fish oil, omega 3, omega 3 fatty acids, omega 3 fish oil"),
        row("simvastatin", "zocor"),
        row("acetaminophen/aspirin/caffeine", "excedrin, excedrin migraine"),
        row("amoxicillin/clavulanate", "augmentin"),
        row("enoxaparin", "lovenox"),
        row("heparin"),
        row("fondaparinux", "arixtra"),
        row("rivaroxaban", "xarelto"),
        row("apixaban", "eliquis"),
        row("warfarin", "coumadin"),
        // A compensable consequence's drugs: blood pressure, diabetes, the thyroid.
        row("metformin", "glucophage"),
        row("lisinopril", "zestril, prinivil"),
        row("amlodipine", "norvasc"),
        row("losartan", "cozaar"),
        row("hydrochlorothiazide", "hctz, microzide"),
        row("hydrochlorothiazide/lisinopril", "zestoretic, prinzide"),
        row("hydrochlorothiazide/losartan", "hyzaar"),
        row("metoprolol", "lopressor, toprol, toprol xl"),
        row("atenolol", "tenormin"),
        row("carvedilol", "coreg"),
        row("furosemide", "lasix"),
        row("glipizide", "glucotrol"),
        row("glyburide", "diabeta, micronase"),
        row("glimepiride", "amaryl"),
        row("pioglitazone", "actos"),
        row("sitagliptin", "januvia"),
        row("metformin/sitagliptin", "janumet"),
        row("liraglutide", "victoza, saxenda"),
        row("levothyroxine", "synthroid, levoxyl"),
        row("rosuvastatin", "crestor"),
        row("pravastatin", "pravachol"),
        row("insulin", "insulin glargine, lantus, levemir, insulin detemir, humalog, insulin lispro, novolog, insulin aspart, toujeo"),
        row("nicotine", "nicoderm, nicorette"),
        row("albuterol", "proair, ventolin, proventil, albuterol inhaler, salbutamol"),
        row("scopolamine", "transderm scop, transderm scop patch"),
        row("varenicline", "chantix"),
        row("caffeine"),
        // Injected remedies keyed on their own names (a plant extract, a homeopathic mixture).
        row("sarracenia purpurea", "sarapin, pitcher plant", .injection),
        row("traumeel", "traumeel", .injection),
    ]

    /// Medical foods and branded kits: proprietary blends, keyed on their own name.
    static let medicalFoods: [Drug] = [
        row("theramine", "theramin, therimine"),
        row("sentra am"),
        row("sentra pm"),
        row("trepadone"),
        row("gabadone"),
        row("apptrim"),
        row("hypertensa"),
        row("percura"),
        row("somnicin"),
        row("laxacin"),
        row("theratramadol"),
        row(medicalFood),
    ]

    /// A medical food named by its kind alone; beside a product's name, the product.
    public static let medicalFood = "medical food"

    /// A drug's ingredients as one name: in the order of the row that has exactly them, as users write
    /// them ("hydrocodone/acetaminophen", however the request ordered them), else sorted.
    public static func conventionalName(of ingredients: Set<String>) -> String {
        conventionalNames[ingredients.sorted()] ?? ingredients.sorted().joined(separator: "/")
    }

    /// Each row's ingredients, sorted, to the row's own order (the first row wins).
    private static let conventionalNames: [[String]: String] = {
        var names: [[String]: String] = [:]
        for drug in drugs where names[drug.ingredients.sorted()] == nil {
            names[drug.ingredients.sorted()] = drug.ingredients.joined(separator: "/")
        }
        return names
    }()

    /// Ingredients applied to the skin whatever the request says (lidocaine that is not injected is a
    /// patch or a cream): their presence makes a request topical.
    public static let topicalIngredients: Set<String> = ["capsaicin", "menthol", "methyl salicylate", "camphor", "lidocaine"]

    /// Powders and syrups swallowed in doses of several grams ("Miralax 17 g", "Lactulose 20 g"): their
    /// weight is a dose, not a cream's tube.
    public static let swallowedByWeight: Set<String> = ["polyethylene glycol", "lactulose", "psyllium", "methylcellulose", "sucralfate"]

    /// Patches whose drug acts through the whole body: a patch of these is not a topical analgesic.
    public static let transdermalSystemic: Set<String> = ["fentanyl", "buprenorphine", "nicotine", "clonidine", "testosterone", "scopolamine"]

    /// Hormones replaced, which one guideline recommendation decides whatever the route ("Testosterone
    /// cypionate injection" and "AndroGel" are testosterone replacement): never keyed as an injection.
    public static let replacedWhateverRoute: Set<String> = ["testosterone"]

    /// Drugs only ever injected: their request is an injection.
    public static let injectedIngredients: Set<String> = ["botulinum toxin"]

    /// Drugs given under the skin and no other way, where the route adds nothing: "Lovenox 40 mg #14" and
    /// "Enoxaparin SQ daily" are one request, the drug (never keyed as an injection).
    public static let anticoagulantsInjected: Set<String> = ["enoxaparin", "heparin", "fondaparinux"]

    /// The drugs whose route never decides their key.
    public static let routeNeverDecides: Set<String> = replacedWhateverRoute.union(anticoagulantsInjected)

    /// Injected with a local anaesthetic, a corticosteroid names the injection ("corticosteroid injection").
    public static let corticosteroids: Set<String> = [
        "corticosteroid", "methylprednisolone", "prednisone", "prednisolone", "dexamethasone", "triamcinolone",
        "betamethasone", "hydrocortisone",
    ]

    /// Local anaesthetics, which go with an injected corticosteroid and do not name the injection.
    public static let localAnesthetics: Set<String> = ["lidocaine", "bupivacaine", "ropivacaine", "prilocaine"]

    /// What an injection named for its site ("trigger point injection") is given with: named before it,
    /// they are its drug, not a cream.
    public static let injectedAtASite: Set<String> = localAnesthetics.union(corticosteroids)

    /// Opioids written with an acetaminophen strength ("Hydrocodone 10/325mg"): the second number is the
    /// acetaminophen, so the drug is the combination.
    public static let acetaminophenPartners: Set<String> = ["hydrocodone", "oxycodone", "codeine", "tramadol", "dihydrocodeine", "pentazocine"]
    public static let acetaminophenStrengths: Set<Int> = [300, 325, 500, 650, 750]
}
