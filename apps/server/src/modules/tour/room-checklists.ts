import type { RoomType } from '@homie/contracts/tour';

/**
 * Condition points an assessor or appeals board weighs, per room: what to look for and photograph
 * so the evidence shows the home's condition on the January 1 lien date.
 */
const GENERAL = [
  'Cracks in walls, ceilings or the foundation',
  'Water stains, leaks or mold',
  'Worn, stained or damaged flooring',
  'Dated or failing systems: heating, electrical, plumbing',
];

export const ROOM_CHECKLISTS: Record<RoomType, string[]> = {
  bathroom: [
    'Original or dated toilet, vanity, tub or shower surround',
    'Water damage: stains, soft floor or peeling paint around the toilet, tub and under the sink',
    'Cracked, chipped or missing tile, failing grout or caulk',
    'Mold, mildew or a missing or broken exhaust fan',
  ],
  bedroom: [
    'Cracks, water stains or sagging in walls and ceiling',
    'Worn, stained or damaged carpet or flooring',
    'Windows: broken seals, fogged or single-pane glass, rot',
    'Damaged or dated doors, closet, trim and outlets',
  ],
  kitchen: [
    'Age and wear of cabinets and countertops (original, chipped, delaminating)',
    'Appliances that are old, broken or missing',
    'Leaks, water damage or rot under the sink',
    'Few outlets or no GFCI protection near water',
    'Worn or damaged flooring',
  ],
  living_room: [
    'Cracks over doors and windows (possible settlement)',
    'Worn, stained or damaged flooring',
    'Drafty doors and windows, broken seals, rot',
    'Fireplace or chimney damage, if there is one',
  ],
  dining_room: [
    'Cracks or water stains in walls and ceiling',
    'Worn, stained or damaged flooring',
    'Dated or broken light fixtures and outlets',
  ],
  office: [
    'Cracks or water stains in walls and ceiling',
    'Worn or damaged flooring',
    'Too few outlets or dated wiring',
  ],
  laundry: [
    'Leaks or water damage around the washer hookups',
    'Age and condition of the water heater, if it is here',
    'Dryer venting and outlets',
  ],
  garage: [
    'Cracks or heaving in the slab and foundation',
    'Water getting in, stains on walls and floor',
    'Garage door and opener condition',
  ],
  hallway: GENERAL,
  exterior: [
    'Roof wear: missing shingles, sagging, moss',
    'Peeling paint, rotted or cracked siding and trim',
    'Foundation cracks and poor drainage',
    'Cracked driveway or walkways',
  ],
  other: GENERAL,
};

/** The checklist for a room, or the general one when the room is unknown. */
export function checklistFor(room: RoomType | null): string[] {
  return room ? ROOM_CHECKLISTS[room] : GENERAL;
}

/** A photo worth taking next in a room; `unlessSeen` skips it when that object is already in frame. */
interface NextShot {
  shot: string;
  /** Asks for the object itself: skipped when it is already in this frame. */
  unlessSeen?: string;
  /** Asks for a close-up of an object: offered only when it is in this frame. */
  ifSeen?: string;
}

const NEXT_SHOTS: Record<RoomType, NextShot[]> = {
  bathroom: [
    {
      shot: 'A close-up of the toilet base and the floor around it (water damage shows there first)',
      ifSeen: 'toilet',
    },
    { shot: 'The toilet and the floor around its base', unlessSeen: 'toilet' },
    { shot: 'The vanity with its doors open, to show the cabinet floor and pipes', ifSeen: 'sink' },
    { shot: 'The sink and vanity', unlessSeen: 'sink' },
    { shot: 'The tub or shower surround: grout, caulk and any cracked tile' },
    { shot: 'The ceiling and the exhaust fan' },
  ],
  bedroom: [
    { shot: 'The floor beside the bed: carpet or boards, close enough to show wear', ifSeen: 'bed' },
    { shot: 'The windows, with the frames and seals in view' },
    { shot: 'The ceiling corners and the wall above the window (stains and cracks show there)' },
    { shot: 'The closet with its doors open' },
  ],
  kitchen: [
    { shot: 'The stove and oven, close enough to show their age and wear', unlessSeen: 'oven' },
    { shot: 'Under the sink with the cabinet doors open (leaks and rot)', ifSeen: 'sink' },
    { shot: 'The sink and the cabinet under it', unlessSeen: 'sink' },
    { shot: 'The countertop edges and cabinet fronts, close up' },
    { shot: 'The floor in front of the sink and the dishwasher' },
  ],
  living_room: [
    { shot: 'The corners above the doors and windows (settlement cracks show there)' },
    { shot: 'The floor where people walk most, close up' },
    { shot: 'The fireplace and its hearth, if there is one' },
  ],
  dining_room: [
    { shot: 'The floor under and around the table, close up', ifSeen: 'dining table' },
    { shot: 'The walls and ceiling, especially any stains' },
    { shot: 'The light fixture and the outlets' },
  ],
  office: [
    { shot: 'The outlets and any extension cords (too few outlets is a real condition point)' },
    { shot: 'The walls and ceiling' },
    { shot: 'The floor, close up' },
  ],
  laundry: [
    { shot: 'The hookups and the floor behind the washer' },
    { shot: 'The water heater and its label (its age), if it is here' },
  ],
  garage: [{ shot: 'The slab, with any cracks' }, { shot: 'The garage door and its opener' }],
  hallway: [{ shot: 'The ceiling and the walls' }, { shot: 'The floor' }],
  exterior: [
    { shot: 'The roof line from the street' },
    { shot: 'The foundation and the siding near the ground' },
    { shot: 'The driveway and walkways' },
  ],
  other: [],
};

/** When the room is unknown: shots that help in any room, and the rooms the local model cannot see. */
const UNKNOWN_ROOM_SHOTS = [
  'Any stains, cracks or damage in this space, close up and in good light',
  "If this is a laundry room, garage, hallway or the outside, save it anyway: I can't name those offline, but the condition it shows still counts",
];

/** Up to `max` photos to take next in this room, skipping ones whose subject is already in frame. */
export function nextShotsFor(room: RoomType | null, seen: Set<string>, max = 2): string[] {
  if (!room) return UNKNOWN_ROOM_SHOTS.slice(0, max);
  return NEXT_SHOTS[room]
    .filter((s) => !(s.unlessSeen && seen.has(s.unlessSeen)) && !(s.ifSeen && !seen.has(s.ifSeen)))
    .slice(0, max)
    .map((s) => s.shot);
}
