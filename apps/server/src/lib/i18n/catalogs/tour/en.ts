/**
 * The camera tour's reply in English, the source (decision 270): word for word what the assistant
 * said before its reply was translated. The structured report's texts (saved with a capture, read by
 * the board) are worded from these English messages too. ICU MessageFormat.
 */
export const tourEn = {
  // The reply's sentences (homie-voice.ts)
  'tour.voice.room': 'Hey homie! This looks like a **{room}** to me (about {percent} sure).',
  'tour.voice.roomBecause':
    'Hey homie! This looks like a **{room}** to me (about {percent} sure: {evidence} decided it).',
  'tour.voice.evidencePair': '{first} and {second}',
  'tour.voice.noGuess': "Hey homie! I won't guess the room from this shot.",
  'tour.voice.offlineSees':
    "Hey homie! I can't tell this room offline. I see {objects}, but that doesn't tell me which room this is.",
  'tour.voice.offlineNothing':
    "Hey homie! I can't tell this room offline. I don't recognise anything in this shot.",
  'tour.voice.unknownRoom': "Hey homie! I can't tell which room this is from this shot.",
  'tour.voice.cropped': 'I trimmed the black bars.',
  'tour.voice.brightened':
    'I brightened it about {gain}× to look. For evidence, a brighter shot (lights on, blinds open) will show more.',
  'tour.voice.croppedBrightened':
    'I trimmed the black bars and brightened it about {gain}× to look. For evidence, a brighter shot (lights on, blinds open) will show more.',
  'tour.voice.headsUp': '**Heads-up:** {message} Tip: {tip}',
  'tour.voice.seen': '**What I can see:** {things}.',
  'tour.voice.materials': '**Materials and finishes:** {things}.',
  'tour.voice.condition': '**Condition:** {rating} ({meaning}).',
  'tour.voice.conditionUnknown': '**Condition:** unable to assess.',
  'tour.voice.issuesHeading': '**Issues spotted:**',
  'tour.voice.issue': '{description} ({severity})',
  'tour.voice.issueAt': '{description} ({severity}, {location} of the frame)',
  'tour.voice.appeal': '**For your appeal:** {note}',
  'tour.voice.nextHeading': '**Capture next:**',
  'tour.voice.checkHeading': '**Worth checking for your appeal:**',
  'tour.voice.limits': "**What I can't judge:** {limits}",
  'tour.voice.saveView': 'Spot something worth showing the assessor? Save this view as evidence.',
  'tour.voice.note': 'Note: {note}',
  'tour.voice.objectLarge': '{object} filling most of the frame',
  'tour.voice.objectAt':
    '{place, select, centre {{object} in the centre} top {{object} at the top} bottom {{object} at the bottom} left {{object} on the left} right {{object} on the right} upperLeft {{object} on the upper left} upperRight {{object} on the upper right} lowerLeft {{object} on the lower left} lowerRight {{object} on the lower right} other {{object}}}',
  'tour.severity.low': 'low',
  'tour.severity.medium': 'medium',
  'tour.severity.high': 'high',

  // Rooms, as the reply says them (ROOM_LABELS in lower case)
  'tour.room.bathroom': 'bathroom',
  'tour.room.bedroom': 'bedroom',
  'tour.room.kitchen': 'kitchen',
  'tour.room.living_room': 'living room',
  'tour.room.dining_room': 'dining room',
  'tour.room.office': 'home office',
  'tour.room.laundry': 'laundry room',
  'tour.room.garage': 'garage',
  'tour.room.hallway': 'hallway',
  'tour.room.exterior': 'exterior',
  'tour.room.other': 'other space',

  // The condition scale's meanings (contracts' CONDITION_LABELS)
  'tour.rating.C1': 'new, never lived in',
  'tour.rating.C2': 'like new, no deferred maintenance',
  'tour.rating.C3': 'well maintained, normal wear',
  'tour.rating.C4': 'adequately maintained, some minor deferred maintenance',
  'tour.rating.C5': 'obvious deferred maintenance, needs repairs',
  'tour.rating.C6': 'significant damage affecting safety or soundness',

  // The objects the local detector names: "a chair" / "2 chairs", and "the chair"
  'tour.object.toilet.some': '{count, plural, one {a toilet} other {# toilets}}',
  'tour.object.toilet.the': 'the toilet',
  'tour.object.sink.some': '{count, plural, one {a sink} other {# sinks}}',
  'tour.object.sink.the': 'the sink',
  'tour.object.bed.some': '{count, plural, one {a bed} other {# beds}}',
  'tour.object.bed.the': 'the bed',
  'tour.object.couch.some': '{count, plural, one {a couch} other {# couches}}',
  'tour.object.couch.the': 'the couch',
  'tour.object.tv.some': '{count, plural, one {a TV} other {# TVs}}',
  'tour.object.tv.the': 'the TV',
  'tour.object.oven.some': '{count, plural, one {an oven} other {# ovens}}',
  'tour.object.oven.the': 'the oven',
  'tour.object.microwave.some': '{count, plural, one {a microwave} other {# microwaves}}',
  'tour.object.microwave.the': 'the microwave',
  'tour.object.refrigerator.some': '{count, plural, one {a refrigerator} other {# refrigerators}}',
  'tour.object.refrigerator.the': 'the refrigerator',
  'tour.object.toaster.some': '{count, plural, one {a toaster} other {# toasters}}',
  'tour.object.toaster.the': 'the toaster',
  'tour.object.diningTable.some': '{count, plural, one {a dining table} other {# dining tables}}',
  'tour.object.diningTable.the': 'the dining table',
  'tour.object.chair.some': '{count, plural, one {a chair} other {# chairs}}',
  'tour.object.chair.the': 'the chair',
  'tour.object.pottedPlant.some': '{count, plural, one {a potted plant} other {# potted plants}}',
  'tour.object.pottedPlant.the': 'the potted plant',
  'tour.object.clock.some': '{count, plural, one {a clock} other {# clocks}}',
  'tour.object.clock.the': 'the clock',
  'tour.object.laptop.some': '{count, plural, one {a laptop} other {# laptops}}',
  'tour.object.laptop.the': 'the laptop',
  'tour.object.keyboard.some': '{count, plural, one {a keyboard} other {# keyboards}}',
  'tour.object.keyboard.the': 'the keyboard',
  'tour.object.book.some': '{count, plural, one {a book} other {# books}}',
  'tour.object.book.the': 'the book',
  'tour.object.vase.some': '{count, plural, one {a vase} other {# vases}}',
  'tour.object.vase.the': 'the vase',
  'tour.object.bench.some': '{count, plural, one {a bench} other {# benches}}',
  'tour.object.bench.the': 'the bench',
  'tour.object.person.some': '{count, plural, one {a person} other {# people}}',
  'tour.object.person.the': 'the person',

  // Image quality (image-quality.ts)
  'tour.quality.dark': 'This shot is too dark to make out much.',
  'tour.quality.darkTip': 'Turn on the lights or open the blinds, then try again.',
  'tour.quality.washedOut': 'This shot looks washed out.',
  'tour.quality.washedOutTip':
    "Don't point the camera at a window or a bright lamp; turn so the light is behind you.",
  'tour.quality.blurry': 'This shot is blurry.',
  'tour.quality.blurryTip':
    'Hold the phone still for a second (or brace it against something), then analyze again.',

  // What the analysers cannot judge, and why a fallback answered
  'tour.reason.localObjects': 'The on-device model recognises objects, not their wear.',
  'tour.limit.local':
    "I can't judge stains, cracks, water damage, mold or general wear from here: I only recognise objects, so I'm not rating the condition (C1–C6).",
  'tour.limit.localUnseen':
    "I don't recognise washers, dryers, water heaters, HVAC units, garages or the outside of a home.",
  'tour.limit.vision':
    'I judged this from one photo: check anything I flagged in person before you rely on it as evidence.',
  'tour.note.fallback': "The vision service didn't answer, so this is my on-device look.",

  // What a frame means for an appeal (the local analyser's, and the vision model's when it said nothing)
  'tour.appeal.retake':
    "A blurry or dark photo won't persuade an assessor or a board: retake it before you save it.",
  'tour.appeal.noRoom':
    "Even when I can't name the room, a clear photo of damage in it is evidence: the assessor weighs the home's condition, not the room's label. Spot some? Save this view.",
  'tour.appeal.room':
    'What lowers a value is condition a buyer would pay less for on January 1 (damage, wear, dated fixtures), not the {room} itself. If the {room} or anything around it shows wear, save this view and take a close-up.',
  'tour.appeal.roomObject':
    'What lowers a value is condition a buyer would pay less for on January 1 (damage, wear, dated fixtures), not the {room} itself. If {object} or anything around it shows wear, save this view and take a close-up.',
  'tour.appeal.problemsRoom':
    'The problems in this {room} are the kind a buyer pays less for: photos like this support asking for a lower value. Save it, and add a repair estimate if you have one.',
  'tour.appeal.problemsSpace':
    'The problems in this space are the kind a buyer pays less for: photos like this support asking for a lower value. Save it, and add a repair estimate if you have one.',
  'tour.appeal.fineRoom':
    "This {room} looks in ordinary or better shape, so this photo won't argue for a lower value by itself; it does show the board a fair, complete picture.",
  'tour.appeal.fineSpace':
    "This space looks in ordinary or better shape, so this photo won't argue for a lower value by itself; it does show the board a fair, complete picture.",
  'tour.appeal.unjudged':
    'I could not judge the condition from this photo: a clearer, closer shot of any wear will count for more.',

  // What to check in a room (room-checklists.ts)
  'tour.check.cracksStructure': 'Cracks in walls, ceilings or the foundation',
  'tour.check.waterStains': 'Water stains, leaks or mold',
  'tour.check.flooringStained': 'Worn, stained or damaged flooring',
  'tour.check.systems': 'Dated or failing systems: heating, electrical, plumbing',
  'tour.check.bathFixtures': 'Original or dated toilet, vanity, tub or shower surround',
  'tour.check.bathWater':
    'Water damage: stains, soft floor or peeling paint around the toilet, tub and under the sink',
  'tour.check.bathTile': 'Cracked, chipped or missing tile, failing grout or caulk',
  'tour.check.bathMold': 'Mold, mildew or a missing or broken exhaust fan',
  'tour.check.wallsSagging': 'Cracks, water stains or sagging in walls and ceiling',
  'tour.check.carpet': 'Worn, stained or damaged carpet or flooring',
  'tour.check.windows': 'Windows: broken seals, fogged or single-pane glass, rot',
  'tour.check.doorsTrim': 'Damaged or dated doors, closet, trim and outlets',
  'tour.check.cabinets': 'Age and wear of cabinets and countertops (original, chipped, delaminating)',
  'tour.check.appliances': 'Appliances that are old, broken or missing',
  'tour.check.sinkLeaks': 'Leaks, water damage or rot under the sink',
  'tour.check.outletsGfci': 'Few outlets or no GFCI protection near water',
  'tour.check.flooringWorn': 'Worn or damaged flooring',
  'tour.check.settlement': 'Cracks over doors and windows (possible settlement)',
  'tour.check.drafts': 'Drafty doors and windows, broken seals, rot',
  'tour.check.fireplace': 'Fireplace or chimney damage, if there is one',
  'tour.check.wallStains': 'Cracks or water stains in walls and ceiling',
  'tour.check.lightFixtures': 'Dated or broken light fixtures and outlets',
  'tour.check.wiring': 'Too few outlets or dated wiring',
  'tour.check.hookups': 'Leaks or water damage around the washer hookups',
  'tour.check.waterHeater': 'Age and condition of the water heater, if it is here',
  'tour.check.dryer': 'Dryer venting and outlets',
  'tour.check.slab': 'Cracks or heaving in the slab and foundation',
  'tour.check.waterIn': 'Water getting in, stains on walls and floor',
  'tour.check.garageDoor': 'Garage door and opener condition',
  'tour.check.roof': 'Roof wear: missing shingles, sagging, moss',
  'tour.check.siding': 'Peeling paint, rotted or cracked siding and trim',
  'tour.check.foundation': 'Foundation cracks and poor drainage',
  'tour.check.driveway': 'Cracked driveway or walkways',

  // What to photograph next (room-checklists.ts)
  'tour.shot.toiletBase':
    'A close-up of the toilet base and the floor around it (water damage shows there first)',
  'tour.shot.toilet': 'The toilet and the floor around its base',
  'tour.shot.vanityOpen': 'The vanity with its doors open, to show the cabinet floor and pipes',
  'tour.shot.vanity': 'The sink and vanity',
  'tour.shot.surround': 'The tub or shower surround: grout, caulk and any cracked tile',
  'tour.shot.exhaustFan': 'The ceiling and the exhaust fan',
  'tour.shot.floorByBed': 'The floor beside the bed: carpet or boards, close enough to show wear',
  'tour.shot.windows': 'The windows, with the frames and seals in view',
  'tour.shot.ceilingCorners':
    'The ceiling corners and the wall above the window (stains and cracks show there)',
  'tour.shot.closet': 'The closet with its doors open',
  'tour.shot.stove': 'The stove and oven, close enough to show their age and wear',
  'tour.shot.underSink': 'Under the sink with the cabinet doors open (leaks and rot)',
  'tour.shot.sinkCabinet': 'The sink and the cabinet under it',
  'tour.shot.counters': 'The countertop edges and cabinet fronts, close up',
  'tour.shot.floorBySink': 'The floor in front of the sink and the dishwasher',
  'tour.shot.corners': 'The corners above the doors and windows (settlement cracks show there)',
  'tour.shot.traffic': 'The floor where people walk most, close up',
  'tour.shot.fireplace': 'The fireplace and its hearth, if there is one',
  'tour.shot.underTable': 'The floor under and around the table, close up',
  'tour.shot.wallsStains': 'The walls and ceiling, especially any stains',
  'tour.shot.lightFixture': 'The light fixture and the outlets',
  'tour.shot.outlets': 'The outlets and any extension cords (too few outlets is a real condition point)',
  'tour.shot.wallsCeiling': 'The walls and ceiling',
  'tour.shot.floorClose': 'The floor, close up',
  'tour.shot.hookups': 'The hookups and the floor behind the washer',
  'tour.shot.waterHeater': 'The water heater and its label (its age), if it is here',
  'tour.shot.slab': 'The slab, with any cracks',
  'tour.shot.garageDoor': 'The garage door and its opener',
  'tour.shot.ceilingWalls': 'The ceiling and the walls',
  'tour.shot.floor': 'The floor',
  'tour.shot.roofLine': 'The roof line from the street',
  'tour.shot.foundation': 'The foundation and the siding near the ground',
  'tour.shot.driveway': 'The driveway and walkways',
  'tour.shot.anyDamage': 'Any stains, cracks or damage in this space, close up and in good light',
  'tour.shot.unnamedRoom':
    "If this is a laundry room, garage, hallway or the outside, save it anyway: I can't name those offline, but the condition it shows still counts",
  // The uploaded video's findings (decision 276; modules/videos, word for word the English before)
  'tour.video.at': 'at {time}',
  'tour.video.atRoom': 'at {time} ({room})',
  'tour.video.cue': '{rating}, {meaning}, {where}',
  'tour.video.cueReasons': '{rating}, {meaning}, {where}: {reasons}',
  'tour.video.issueCue': '{description} ({severity}) {where}',
  'tour.video.reasonPair': '{first}; {second}',
  'tour.video.room': '{room} ({percent} confidence).',
  'tour.video.noRoom': 'The room could not be told from this photo.',
  'tour.video.visible': 'Visible: {things}.',
  'tour.video.condition': 'Condition {rating} ({meaning}).',
  'tour.video.conditionReasons': 'Condition {rating} ({meaning}): {reasons}.',
  'tour.video.issues': 'Issues: {issues}.',
  'tour.video.noRating': 'No condition rating was made.',
  'tour.video.byLocal': 'Found by the on-device analyser.',
  'tour.video.byVision': 'Found by a vision model.',
  'tour.video.unreadable': 'No frame could be read from this video.',
  'tour.video.nothingAnalysed': 'None of the frames of this video could be analysed.',
  'tour.video.unavailable':
    'The video could not be looked at right now (the analyser is not available). Upload it again later.',
} as const;

export type TourMessageId = keyof typeof tourEn;
