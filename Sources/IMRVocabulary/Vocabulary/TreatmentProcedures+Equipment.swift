import IMRModel

/// The equipment rows of `TreatmentProcedures`: devices, supplies and the home's changes, by type.
extension TreatmentProcedures {
    static let equipment: [Procedure] = [
        // Changes to a home or a vehicle: the guidelines' durable medical equipment leaves them out (not
        // primarily medical), one recommendation for all of them, first among the devices ("home
        // modifications for wheelchair access" asks for the modification).
        row("home modification", .equipment, "widening doorways, door widening, doorway widening, bathroom remodel, remodel, remodeling, bathroom remodeling, home remodel, wheelchair lift, home modifications, bathroom modification, bathroom modifications, ramp, wheelchair ramp, ramp installation, stair lift, stairlift, grab bar, grab bars, walk in tub, walk in bathtub, walk in bath, walk in shower, widen doorways, widened doorways, widen doorway, walk in shower conversion, shower conversion, handrail, handrails, hand rails, door widening", regional: false),
        // A vehicle adapted for driving or riding: another thing than a home's changes.
        row("vehicle modification", .equipment, "van lift, vehicle lift, adaptive driving equipment, van conversion, vehicle conversion, vehicle modifications, vehicle hand controls, hand controls, driving hand controls, van modification, car modification, hand control, wheelchair accessible van, vehicle adaptation, adapted vehicle, steering knob, spinner knob", regional: false),
        // A device is decided by its type, whatever region it is used on (docs/treatment-identity.md): a TENS
        // unit, an interferential or H-wave unit, the cold units after surgery.
        row("TENS unit", .equipment, "quell, quell device, transcutaneous electrical nerve stimulation, transcutaneous electrical nerve stimulation unit, transcutaneous electrical nerve stimulator, transcutaneous electrical nerve stimulation device, transcutaneous electrical nerve stimulation ems unit, transcutaneous electrical nerve stimulation neuromuscular electrical stimulation unit, ems unit, electrical stimulation unit, electrical stimulator, electrical stimulation device, e stim unit, estim unit", regional: false),
        // A TENS unit's electrodes, pads and batteries are decided by the unit's recommendation: one treatment.
        row("TENS unit", .equipment, "transcutaneous electrical nerve stimulation supply, transcutaneous electrical nerve stimulation supplies, transcutaneous electrical nerve stimulation electrode, transcutaneous electrical nerve stimulation pad, transcutaneous electrical nerve stimulation patch, transcutaneous electrical nerve stimulation unit supply, transcutaneous electrical nerve stimulation battery", regional: false, named: false),
        row("H-wave unit", .equipment, "h wave, h wave unit, h wave device, home h wave, h wave stimulator, h wave stimulation", regional: false),
        row("interferential unit", .equipment, "inferential unit, inferential stimulator, inferential current stimulator, inferential stim, interferential stimulator, interferential current stimulator, interferential, if unit, ics unit, interferential current unit, interferential current stimulation unit, multi stim unit, multi stim, multistim unit, interferential therapy, interferential current therapy", regional: false),
        row("NMES unit", .equipment, "neuromuscular electrical stimulation unit, neuromuscular electrical stimulation, neuromuscular electrical stimulator, neuromuscular stimulator, muscle stimulator, electrical muscle stimulator", regional: false),
        row("hot/cold pack", .equipment, "hot cold pack, hot pack, cold pack, ice pack, heat pack, heating pad, hot cold wrap, thermacare, heat wrap, gel pack, heat pad, ice pad, cold pad, heat cold pad", regional: false),
        row("cold therapy unit", .equipment, "contrast therapy unit, contrast unit, hot cold contrast unit, hot cold contrast therapy unit, hot cold contrast therapy, contrast therapy device, cryotherapy unit, cryo unit, hot cold unit, polar care, ice machine, cold unit, hot cold therapy unit, cold therapy device, cryotherapy device, continuous cold therapy, continuous flow cryotherapy, cryotherapy machine, cold therapy machine, iceman, ice man", regional: false),
        // Stimulators of one nerve through the skin, for headache (Cefaly, gammaCore, Nerivio), and a knee's
        // pulsed stimulation (BioniCare): each its own device, apart from a TENS unit.
        row("trigeminal nerve stimulator", .equipment, "cefaly, cefaly device, external trigeminal nerve stimulation, external trigeminal nerve stimulator", regional: false),
        row("vagus nerve stimulator", .equipment, "gammacore, gamma core, noninvasive vagus nerve stimulator, non invasive vagus nerve stimulator, noninvasive vagus nerve stimulation", regional: false),
        row("remote electrical neuromodulation", .equipment, "nerivio, nerivio device", regional: false),
        row("pulsed electrical stimulation", .equipment, "bionicare, bionicare knee system, bionicare system", regional: false, region: "knee"),
        // A sleeve pumped in sequence to recover the legs (Normatec), neither the lymphedema pump nor the
        // DVT device.
        row("pneumatic compression recovery system", .equipment, "normatec, hyperice normatec, normatec recovery system", regional: false),
        row("cold compression unit", .equipment, "cold compression device, cold compression therapy, game ready, gameready, cryocuff, cryo cuff, vascutherm, kinex, cold compression, compression cryotherapy, cold compression system", regional: false),
        // A pump for a limb's lymphedema, decided apart from the device that prevents a clot after surgery.
        row("lymphedema pump", .equipment, "lymphedema compression pump, pneumatic compression device lymphedema, pneumatic compression pump lymphedema, flexitouch, lymphedema pneumatic compression", regional: false),
        row("DVT compression device", .equipment, "dvt compression, venaflow, vena flow, dvt prophylaxis compression unit, dvt prophylaxis compression device, dvt compression unit, dvt prophylaxis device, dvt prophylaxis unit, dvt unit, dvt device, compression device, sequential compression device, intermittent pneumatic compression, pneumatic compression device, pneumatic compression, dvt prevention device", regional: false),
        // A continuous passive motion machine or a home traction unit is decided by the joint or spine it moves.
        row("continuous passive motion", .equipment, "continuous passive motion machine, continuous passive motion device, continuous passive motion unit"),
        row("bone growth stimulator", .equipment, "bone stimulator, bone growth stimulation, exogen, bone healing stimulator, ultrasound bone growth stimulator, ultrasonic bone growth stimulator, ultrasound bone stimulator, electrical bone growth stimulator, spinalogic, physio stim, physiostim, spinal stim bone stimulator, spinal stim, spinalstim, cervical stim, cervicalstim", regional: false),
        row("cervical collar", .equipment, "soft cervical collar, collar, neck collar, hard cervical collar, philadelphia collar, miami j collar, aspen collar, aspen cervical collar, philadelphia cervical collar, miami j cervical collar", regional: false, region: "cervical spine"),
        row("sling", .equipment, "arm sling, shoulder sling, ultrasling, ultra sling, arc sling, abduction sling, shoulder immobilizer, abduction pillow, abduction brace, shoulder abduction brace", regional: false, region: "shoulder"),
        row("orthotics", .equipment, "orthotic, custom orthotics, foot orthotics, shoe inserts, insoles, heel cup, custom orthotic, arch support, arch supports, heel lift, heel lifts, shoe lift, shoe lifts, heel wedge, foot orthosis, foot orthoses, custom foot orthosis, custom foot orthoses, foot orthotic", regional: false, region: "ankle/foot"),
        // Shoes made or bought for a condition are footwear, not an insert worn in them: a guideline decides them
        // apart (the ODG's footwear for arthritis, a diabetic's therapeutic shoes).
        row("orthopedic shoes", .equipment, "orthopedic shoe, orthopaedic shoes, orthopaedic shoe, orthopedic footwear, orthopaedic footwear, diabetic shoes, diabetic shoe, diabetic footwear, extra depth shoes, extra depth shoe, therapeutic shoes, therapeutic footwear, custom shoes, custom shoe, custom footwear, custom molded shoes, medical shoes, medical footwear, shoes, footwear, rocker bottom shoes", regional: false, region: "ankle/foot"),
        row("brace", .equipment, "spinal q, spinal q brace, posture brace, posture corrector, bracing, support, splint, strap, counterforce strap, counterforce brace, cock up, unloader, unloader brace, bledsoe, bledsoe brace, donjoy, don joy, orthosis, corset, sleeve, immobilizer, wrap, binder, thoracic lumbar sacral orthosis, lumbar sacral orthosis, walking boot, cam boot, cam walker, knee sleeve, cock up splint, thumb spica, night splint, lumbar support brace, back support, hinged knee brace, cast, removable cast, walking cast, fiberglass cast, ankle foot orthosis, rib belt, rib binder"),
        row("cervical pillow", .equipment, "orthopedic cervical pillow, cervical roll", regional: false, region: "cervical spine"),
        row("wedge pillow", .equipment, "bed wedge, wedge", regional: false),
        row("pillow", .equipment, "orthopedic pillow, body pillow", regional: false),
        // A hospital bed comes with its mattress: "bed with mattress" is the bed.
        row("hospital bed", .equipment, "adjustable bed, electric bed, adjustable electric bed, electric adjustable bed, full electric hospital bed, semi electric hospital bed, adjustable hospital bed", regional: false),
        row("mattress", .equipment, "tempur pedic mattress, tempur pedic, orthopedic mattress, mattress topper, tempurpedic mattress, memory foam mattress, sleep number bed, sleep number mattress", regional: false),
        row("trapeze bar", .equipment, "trapeze, overhead trapeze, bed trapeze, trapeze bar", regional: false),
        row("walker", .equipment, "front wheeled walker, rolling walker, four wheeled walker, rollator, wheeled walker", regional: false),
        row("cane", .equipment, "quad cane, walking cane, single point cane", regional: false),
        row("crutches", .equipment, "crutch", regional: false),
        // A power wheelchair and a scooter are power mobility devices, decided in one entry apart from a
        // manual wheelchair; a knee scooter is a walker for one leg.
        row("wheelchair", .equipment, "wheel chair, manual wheelchair, transport chair, lightweight wheelchair", regional: false),
        row("power mobility device", .equipment, "power wheelchair, motorized wheelchair, electric wheelchair, power chair, scooter, motorized scooter, power scooter, mobility scooter, electric scooter, power operated vehicle", regional: false),
        row("knee scooter", .equipment, "knee walker, knee cart, roll about", regional: false),
        // Aids for bathing and the toilet, one recommendation (the ODG's DME: raised toilet seats and commode chairs
        // where a condition limits the patient); grab bars are fixed to the house, a modification of it.
        // An artificial limb, its fitting and the training to use it (a joint's replacement is the arthroplasty).
        row("limb prosthesis", .equipment, "prosthetic leg, prosthetic arm, prosthetic hand, prosthetic foot, prosthetic limb, artificial limb, artificial leg, myoelectric prosthesis, below knee prosthesis, above knee prosthesis, bk prosthesis, ak prosthesis, transtibial prosthesis, transfemoral prosthesis, prosthetic fitting, prosthetic training, prosthetic socket, prosthetic liner, prosthetist", regional: false),
        row("bathroom equipment", .equipment, "shower chair, shower bench, tub bench, bath chair, shower stool, tub transfer bench, shower seat, bath bench, bath seat, bathtub bench, transfer bench, commode, bedside commode, commode chair, raised toilet seat, toilet seat riser, elevated toilet seat, toilet riser, toilet safety frame", regional: false),
        // An infusion pump of local anaesthetic after an operation, not an implanted drug pump.
        row("postoperative pain pump", .equipment, "post op pain pump, postop pain pump, postoperative pain pump, post operative pain pump, on q pump, onq pump, onq, on q pain pump, on q ball, ambit pump, local anesthetic infusion pump, pain pump catheter", regional: false),
        // Aids to the activities of daily living, one entry of the guidelines' durable equipment.
        row("ADL aids", .equipment, "reacher, grabber, reaching device, reacher grabber, sock aid, shoe horn, long handled shoe horn, dressing stick, long handled sponge, adl aid, adaptive equipment", regional: false, named: false),
        row("inversion table", .equipment, "inversion therapy, inversion traction", regional: false),
        row("home exercise kit", .equipment, "foam roller, exercise roller, exercise kit, home exercise program kit, home exercise rehab kit, home rehab kit, home rehabilitation kit, rehab kit, exercise rehab kit, home exercise equipment, exercise equipment, exercise ball, resistance band, theraband, stationary bike, recumbent bike, treadmill, home gym, exercise bike, home exercise bike, home treadmill", regional: false),
        row("traction unit", .equipment, "home traction unit, home traction, saunders, traction device, cervical traction device, pneumatic traction, over door traction, over door, pronex, pronex traction, pronex cervical traction, pronex cervical traction device"),
        row("hearing aids", .equipment, "hearing aid, phonak, oticon, signia, starkey, resound, widex, audeo", regional: false),
        // Whether and how a person can drive again, by a driver rehabilitation specialist.
        row("driver rehabilitation evaluation", .test, "driver evaluation, driving evaluation, driver rehabilitation, driving rehabilitation, driving rehab, driver rehab, driving assessment, driver assessment, driving rehab assessment", regional: false),
        row("cochlear implant", .surgery, "cochlear implantation, cochlear implants", regional: false, region: "head"),
        row("tinnitus masker", .equipment, "tinnitus sound generator, sound generator, white noise generator, tinnitus device", regional: false),
        row("tinnitus retraining therapy", .therapy, "tinnitus therapy, tinnitus retraining, tinnitus counseling", regional: false),
        row("cataract surgery", .surgery, "cataract extraction, cataract removal, phacoemulsification", regional: false, region: "head"),
        row("eyeglasses", .equipment, "glasses, eye glasses, prescription glasses, prescription eyeglasses, spectacles, contact lenses, corrective lenses", regional: false),
        row("blood pressure monitor", .equipment, "bp monitor, blood pressure cuff, bp cuff, home blood pressure monitor, blood pressure machine", regional: false),
        row("paraffin bath", .equipment, "paraffin wax bath, paraffin wax, wax bath, paraffin, paraffin bath unit, paraffin wax unit, paraffin unit", regional: false),
        row("ergonomic equipment", .equipment, "ergonomic chair, ergonomic keyboard, ergonomic workstation, standing desk, sit stand desk, ergonomic mouse, lumbar chair", regional: false),
        // Software that types what is spoken, for hands that cannot type: not the desk's furniture.
        row("voice recognition software", .equipment, "speech recognition software, dictation software, voice to text software, speech to text software, voice activated software, dragon naturallyspeaking, dragon naturally speaking, dragon naturallyspeaking software, dragon naturally speaking software, dragon dictation, dragon software, dragon voice recognition software", regional: false),
        row("hot tub", .equipment, "jacuzzi, spa tub, whirlpool tub, whirlpool bath, home spa, home hot tub, spa", regional: false),
        row("compression garment", .equipment, "edema garment, edema control garment, oedema garment, oedema control garment, compression stocking, compression stockings, compression hose, ted hose, compression wrap, compression sleeve, compression bandage, elastic bandage, elastic bandages, ace bandage, ace bandages, ace wrap, ace wraps", regional: false),
        row("hip protector", .equipment, "hip protector pad, hip pad, hip protectors pads", regional: false, region: "hip"),
        // Breathing equipment for a compensable consequence of the lungs.
        // Suction over a wound through a sealed dressing, decided apart from the wound's other care.
        row("negative pressure wound therapy", .equipment, "wound vac, npwt, vac therapy, wound vacuum, vacuum assisted closure, vacuum assisted wound closure, wound vac device, vac device", regional: false),
        row("silicone gel sheets", .equipment, "silicone gel sheet, silicone sheets, silicone sheet, silicone gel sheeting, scar sheets, scar sheet, silicone scar sheets, silicone scar gel, silicone gel, scar gel", regional: false),
        row("oxygen therapy", .equipment, "oxygen concentrator, home oxygen concentrator, portable oxygen concentrator, home oxygen, portable oxygen, oxygen tank, oxygen tanks, supplemental oxygen", regional: false),
        row("nebulizer", .equipment, "nebulizer machine, nebuliser", regional: false),
        row("CPAP", .equipment, "continuous positive airway pressure, continuous positive airway pressure machine, auto pap, autopap, auto titrating pap, apap machine", regional: false),
        // A bilevel machine is prescribed where CPAP failed: decided on its own.
        row("BiPAP", .equipment, "bipap, bi pap, bilevel positive airway pressure, bilevel pap, bpap", regional: false),
        // Appliances worn in the mouth for the teeth and the jaw (a sleep apnea appliance is not one).
        row("oral appliance", .equipment, "night guard, nightguard, occlusal night guard, occlusal nightguard, mouth guard, mouthguard, occlusal splint, occlusal guard, bite splint, bite guard, dental splint, dental guard, occlusal appliance, tmj splint, tmj appliance, tmj orthotic, tmj orthotic appliance, tmj orthosis, oral orthotic, orthotic appliance, mandibular orthotic, intraoral appliance, intra oral appliance", regional: false, region: "head"),
        // A device holding the jaw forward in sleep treats sleep apnea, decided with its sleep study, not as a splint
        // for grinding or the jaw's joint ("Oral appliance for OSA": `byPurpose`).
        row("sleep apnea oral appliance", .equipment, "mandibular advancement device, mandibular advancement appliance, mandibular advancement splint, mandibular repositioning device, mandibular repositioning appliance, somnodent, tap appliance, apnea appliance, sleep apnea appliance, sleep apnea oral appliance", regional: false),
        row("diabetic supplies", .equipment, "glucometer, glucose meter, blood glucose meter, glucose monitor, blood glucose monitor, test strips, glucose test strips, diabetic test strips, lancets, diabetic testing supplies, pen needles, insulin pen needles, insulin syringes, insulin needles", regional: false),
        row("lift chair", .equipment, "recliner lift chair, power lift chair, lift chair recliner, lift recliner, power lift recliner", regional: false),
        row("patient lift", .equipment, "hoyer lift, hoyer, mechanical lift, sit to stand lift, transfer lift, ceiling lift", regional: false),
        row("durable medical equipment", .equipment, "medical equipment", regional: false, generic: true),
    ]
}
