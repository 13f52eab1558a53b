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
