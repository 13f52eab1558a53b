import { englishLine } from './tour-words.ts';
import type { RoomType } from '@homie/contracts/tour';

/**
 * Condition points an assessor or appeals board weighs, per room: what to look for and photograph
 * so the evidence shows the home's condition on the January 1 lien date.
 */
const GENERAL = [
  englishLine('tour.check.cracksStructure'),
  englishLine('tour.check.waterStains'),
  englishLine('tour.check.flooringStained'),
  englishLine('tour.check.systems'),
];

export const ROOM_CHECKLISTS: Record<RoomType, string[]> = {
  bathroom: [
    englishLine('tour.check.bathFixtures'),
    englishLine('tour.check.bathWater'),
    englishLine('tour.check.bathTile'),
    englishLine('tour.check.bathMold'),
  ],
  bedroom: [
    englishLine('tour.check.wallsSagging'),
    englishLine('tour.check.carpet'),
    englishLine('tour.check.windows'),
    englishLine('tour.check.doorsTrim'),
  ],
  kitchen: [
    englishLine('tour.check.cabinets'),
    englishLine('tour.check.appliances'),
    englishLine('tour.check.sinkLeaks'),
    englishLine('tour.check.outletsGfci'),
    englishLine('tour.check.flooringWorn'),
  ],
  living_room: [
    englishLine('tour.check.settlement'),
    englishLine('tour.check.flooringStained'),
    englishLine('tour.check.drafts'),
    englishLine('tour.check.fireplace'),
  ],
  dining_room: [
    englishLine('tour.check.wallStains'),
    englishLine('tour.check.flooringStained'),
    englishLine('tour.check.lightFixtures'),
  ],
  office: [
    englishLine('tour.check.wallStains'),
    englishLine('tour.check.flooringWorn'),
    englishLine('tour.check.wiring'),
  ],
  laundry: [
    englishLine('tour.check.hookups'),
    englishLine('tour.check.waterHeater'),
    englishLine('tour.check.dryer'),
  ],
  garage: [
    englishLine('tour.check.slab'),
    englishLine('tour.check.waterIn'),
    englishLine('tour.check.garageDoor'),
  ],
  hallway: GENERAL,
  exterior: [
    englishLine('tour.check.roof'),
    englishLine('tour.check.siding'),
    englishLine('tour.check.foundation'),
    englishLine('tour.check.driveway'),
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
      shot: englishLine('tour.shot.toiletBase'),
      ifSeen: 'toilet',
    },
    { shot: englishLine('tour.shot.toilet'), unlessSeen: 'toilet' },
    { shot: englishLine('tour.shot.vanityOpen'), ifSeen: 'sink' },
    { shot: englishLine('tour.shot.vanity'), unlessSeen: 'sink' },
    { shot: englishLine('tour.shot.surround') },
    { shot: englishLine('tour.shot.exhaustFan') },
  ],
  bedroom: [
    { shot: englishLine('tour.shot.floorByBed'), ifSeen: 'bed' },
    { shot: englishLine('tour.shot.windows') },
    { shot: englishLine('tour.shot.ceilingCorners') },
    { shot: englishLine('tour.shot.closet') },
  ],
  kitchen: [
    { shot: englishLine('tour.shot.stove'), unlessSeen: 'oven' },
    { shot: englishLine('tour.shot.underSink'), ifSeen: 'sink' },
    { shot: englishLine('tour.shot.sinkCabinet'), unlessSeen: 'sink' },
    { shot: englishLine('tour.shot.counters') },
    { shot: englishLine('tour.shot.floorBySink') },
  ],
  living_room: [
    { shot: englishLine('tour.shot.corners') },
    { shot: englishLine('tour.shot.traffic') },
    { shot: englishLine('tour.shot.fireplace') },
  ],
  dining_room: [
    { shot: englishLine('tour.shot.underTable'), ifSeen: 'dining table' },
    { shot: englishLine('tour.shot.wallsStains') },
    { shot: englishLine('tour.shot.lightFixture') },
  ],
  office: [
    { shot: englishLine('tour.shot.outlets') },
    { shot: englishLine('tour.shot.wallsCeiling') },
    { shot: englishLine('tour.shot.floorClose') },
  ],
  laundry: [{ shot: englishLine('tour.shot.hookups') }, { shot: englishLine('tour.shot.waterHeater') }],
  garage: [{ shot: englishLine('tour.shot.slab') }, { shot: englishLine('tour.shot.garageDoor') }],
  hallway: [{ shot: englishLine('tour.shot.ceilingWalls') }, { shot: englishLine('tour.shot.floor') }],
  exterior: [
    { shot: englishLine('tour.shot.roofLine') },
    { shot: englishLine('tour.shot.foundation') },
    { shot: englishLine('tour.shot.driveway') },
  ],
  other: [],
};

/** When the room is unknown: shots that help in any room, and the rooms the local model cannot see. */
const UNKNOWN_ROOM_SHOTS = [englishLine('tour.shot.anyDamage'), englishLine('tour.shot.unnamedRoom')];

/** Up to `max` photos to take next in this room, skipping ones whose subject is already in frame. */
export function nextShotsFor(room: RoomType | null, seen: Set<string>, max = 2): string[] {
  if (!room) return UNKNOWN_ROOM_SHOTS.slice(0, max);
  return NEXT_SHOTS[room]
    .filter((s) => !(s.unlessSeen && seen.has(s.unlessSeen)) && !(s.ifSeen && !seen.has(s.ifSeen)))
    .slice(0, max)
    .map((s) => s.shot);
}
