import { z } from 'zod';
import { longCalendarDate } from './appeal-calendar.ts';
import { parseUsDate } from './appeals-dates.ts';

/**
 * The hearing kit of an appeal package (issue 51 item 6, decision 248): what an owner does between
 * filing and the board's hearing. Built by the server from the report's own numbers; the PDF, the HTML
 * report and the web page print the same sections under the same headings.
 */

export const HEARING_KIT_HEADINGS = {
  kit: 'Hearing kit',
  exchange: 'Exchange of information with the assessor (optional)',
  letter: 'Exchange letter, ready to send',
  copies: 'Copies for the hearing',
  outline: 'What to say: a one-page outline',
  rebuttals: "The assessor's usual answers, and yours",
  stipulation: 'Stipulation and withdrawal',
} as const;

/**
 * What the kit's owner-facing sentences say, before they are worded (issue 55, decision 271): the
 * server decides the parts once, `hearingKitText` words them in English (the API's kit, unchanged) and
 * the web words the same parts in the owner's language. The exchange letter is not among them: it is
 * sent to the assessor, in English. Dates are MM/DD/YYYY as the report gives them.
 */
// A plain union, not a discriminated one: the response serializer parses (not encodes) only
// schemas that read the same both ways (decision 193).
export const kitOutlinePartSchema = z.union([
  /** `address`: '' when the report has none; `parcel`: "APN 123-456" (AIN in Los Angeles). */
  z.object({
    kind: z.literal('appeal'),
    roll_year: z.number().int(),
    address: z.string(),
    parcel: z.string(),
    assessed: z.number().nullable(),
    opinion: z.number().nullable(),
  }),
  /** `from`/`to`: the earliest and latest sale dates, null when no date reads; `range`: the grid's. */
  z.object({
    kind: z.literal('evidence'),
    count: z.number().int(),
    from: z.string().nullable(),
    to: z.string().nullable(),
    range: z.object({ low: z.number(), high: z.number() }).nullable(),
  }),
  /** `weight`: a fraction (0.412); `gross`: already a percentage (12.3). */
  z.object({
    kind: z.literal('closest'),
    address: z.string(),
    date: z.string(),
    price: z.number().nullable(),
    adjusted: z.number().nullable(),
    weight: z.number().nullable(),
    gross: z.number().nullable(),
  }),
  z.object({ kind: z.literal('reconciliation'), value: z.number() }),
  z.object({ kind: z.literal('difference'), assessed: z.number(), opinion: z.number() }),
  z.object({ kind: z.literal('condition') }),
  z.object({ kind: z.literal('request'), opinion: z.number().nullable() }),
]);
export type KitOutlinePart = z.infer<typeof kitOutlinePartSchema>;

export const hearingKitPartsSchema = z.object({
  /** MM/DD/YYYY: the value date argued. */
  value_date: z.string(),
  roll_year: z.number().int(),
  county_name: z.string(),
  opinion: z.number().nullable(),
  /** The sales the letter lists, and whether they are the adjustment grid's (else the report's). */
  sale_count: z.number().int(),
  grid: z.boolean(),
  copies: z.union([
    z.object({
      kind: z.literal('board'),
      board: z.string(),
      count: z.number().int(),
      source: z.string(),
      checked: z.string(),
    }),
    z.object({ kind: z.literal('ask'), board: z.string(), suggested: z.number().int() }),
  ]),
  outline: z.array(kitOutlinePartSchema),
  /** The "too old, or too late" answer: whether a sale closed after `cutoff` (MM/DD/YYYY). */
  timing: z.object({ late: z.boolean(), cutoff: z.string() }),
});
export type HearingKitParts = z.infer<typeof hearingKitPartsSchema>;

/** The rebuttals, in the order they are said; `timing`'s answer is worded from the parts. */
export const KIT_REBUTTAL_KEYS = [
  'far',
  'timing',
  'timeAdjustment',
  'different',
  'condition',
  'paid',
  'prop13',
  'presumption',
] as const;
export type KitRebuttalKey = (typeof KIT_REBUTTAL_KEYS)[number];

export const hearingKitSchema = z.object({
  exchange: z.object({
    /** What the exchange is and its rule, in sentences. */
    what: z.array(z.string()),
    /** What to send. */
    send: z.array(z.string()),
    /** When, whether the owner starts it or the assessor does. */
    when: z.array(z.string()),
    /** The letter to the assessor, blanks left for the hearing date and application number. */
    letter: z.string(),
  }),
  copies: z.object({
    text: z.string(),
    /** The number of sets the board asks for, where a sourced county fact gives it; else null. */
    board_count: z.number().int().nullable(),
    /** Homie's suggestion where the county's number is unknown (labelled so); else null. */
    suggested_count: z.number().int().nullable(),
  }),
  /** Five to seven points, each built from the report's numbers. */
  outline: z.array(z.string()),
  rebuttals: z.array(z.object({ objection: z.string(), answer: z.string() })),
  stipulation: z.string(),
  withdrawal: z.string(),
  /** The owner-facing sentences as parts (decision 271); absent in reports assembled before it. */
  parts: hearingKitPartsSchema.optional(),
});
export type HearingKit = z.infer<typeof hearingKitSchema>;

/** The blank left for what the owner fills in. */
export const KIT_BLANK = '____________';

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const money = (value: number | null, words: string) => (value === null ? words : usd(value));
/** "March 31, 2026" from MM/DD/YYYY (the text as given when it is not a date). */
export const kitLongDate = (usDate: string) => {
  const date = parseUsDate(usDate);
  return date ? longCalendarDate(date) : usDate;
};

/** The exchange's sentences that say no figure, in English. */
export const KIT_EXCHANGE_WHAT = [
  'Before the hearing, either side may ask the other for the basis of its opinion of value and the comparable sales it will present: an exchange of information (California Revenue and Taxation Code §1606; Property Tax Rule 305.1). It is optional.',
  'Starting it puts your evidence before the assessor early and gets you the sales the assessor will present before the hearing, not at it.',
  'Where the assessed value is over $100,000 the assessor may start an exchange too; at $100,000 or less only you can (Rule 305.1(a)).',
] as const;
export const KIT_EXCHANGE_WHEN = [
  'If you start it: mail it so it is postmarked more than 30 days before the hearing (it may also be filed with your application). The assessor then answers with its own opinion and sales at least 15 days before the hearing (R&T §1606; Rule 305.1).',
  'If the assessor starts it: you answer with your opinion and your sales at least 15 days before the hearing.',
  'Either way, keep proof of the mailing date: the postmark counts (Rule 305.1(a)).',
] as const;
export const KIT_STIPULATION =
  'Before the hearing the assessor may offer a value. If you and the assessor agree on one, you both sign a stipulation and the board is asked to accept it; if it does, that is the value for the roll year, usually without a hearing, and if it does not, the application is set for a hearing (R&T §1607). In San Mateo in 2023, 603 of the 618 appeals decided were decided by agreement with the assessor. Sign only a value you accept.';

/** The objections and their answers that say no figure, in English (`timing`'s answer: `kitTimingText`). */
export const KIT_REBUTTALS: Record<KitRebuttalKey, { objection: string; answer: string | null }> = {
  far: {
    objection: 'Your sales are too far away.',
    answer:
      'Say how near each sale is and that you looked for closer ones of the same kind of home. Ask which sales the assessor used and whether they are really more like your home: size, age, lot and condition matter as much as distance.',
  },
  timing: { objection: 'Your sales are too old, or too late.', answer: null },
  timeAdjustment: {
    objection: 'Your time adjustment is wrong.',
    answer:
      'The grid states the index and the change it applies to each sale. Ask the assessor for its own time adjustment and its source; the board weighs both. Sales close to the value date need little adjustment, so lean on those.',
  },
  different: {
    objection: 'Your sales are different from this home.',
    answer:
      'Each difference (size, age, bedrooms, bathrooms, lot, location) is adjusted in dollars in the grid with its basis, and the gross adjustment shows how far each sale had to be moved: the sales that needed least count most in the reconciliation.',
  },
  condition: {
    objection: 'The home is in better condition than you say.',
    answer:
      'The grid does not adjust for condition, so condition is evidence you bring: photos taken near the value date, repair estimates, an inspection report. Describe only what was true on the value date.',
  },
  paid: {
    objection: 'You paid more than that.',
    answer:
      'An open-market purchase price is presumed to be the market value on the day of the sale (R&T §110(b)). Show what changed between that day and the value date (the time adjustment of nearby sales), or why the price was not the market value.',
  },
  prop13: {
    objection: 'Under Proposition 13 the factored base-year value is lower anyway.',
    answer:
      'The roll carries the lower of the factored base-year value and the market value on January 1 (R&T §51). Ask the assessor for the factored base-year value before the hearing: if it is already at or below your opinion of value, a decline-in-value appeal cannot lower the roll, and withdrawing may be the right choice.',
  },
  presumption: {
    objection: 'The board decides: the assessor is presumed right.',
    answer:
      "The assessor's value is presumed correct and the owner brings evidence of the value (Property Tax Rule 321); for an owner-occupied home with the homeowners' exemption the presumption can favour the owner (R&T §167). Nothing guarantees a reduction, and the board can also raise a value: present the evidence plainly and let it carry the case.",
  },
};

/** The "too old, or too late" answer in English. */
export function kitTimingText(parts: HearingKitParts): string {
  const cutoffText = kitLongDate(parts.timing.cutoff);
  const valueText = kitLongDate(parts.value_date);
  return parts.timing.late
    ? `A sale that closed after ${cutoffText} cannot count for the ${valueText} value (R&T §402.5): take any such sale out of what you present.`
    : `Every sale you present closed by ${cutoffText}, the last day a sale counts for the ${valueText} value (R&T §402.5), and each is moved to the value date by the time adjustment the grid shows.`;
}

/** One point of the outline in English. */
export function kitOutlineText(part: KitOutlinePart, parts: HearingKitParts): string {
  const valueDay = kitLongDate(parts.value_date);
  switch (part.kind) {
    case 'appeal':
      return `The appeal: the ${part.roll_year} value of ${part.address || 'the property'} (${part.parcel}). The value on the roll is ${money(part.assessed, 'the value on your notice')}; my opinion of its market value on ${valueDay} is ${money(part.opinion, 'the value I state')}.`;
    case 'evidence': {
      const span =
        part.from !== null && part.to !== null
          ? ` that closed between ${kitLongDate(part.from)} and ${kitLongDate(part.to)}`
          : '';
      const sales = `${part.count} sale${part.count === 1 ? '' : 's'} of comparable homes${span}`;
      return part.range
        ? `The evidence: ${sales}, each moved to ${valueDay} and adjusted in dollars for its differences from this home (the adjustment grid). Their adjusted prices run from ${usd(part.range.low)} to ${usd(part.range.high)}.`
        : `The evidence: ${sales}, listed in the report with their prices.`;
    }
    case 'closest':
      return `The closest match: ${part.address}, sold ${part.date} for ${money(part.price, 'a price not given')}; adjusted to this home it says ${money(part.adjusted, 'not adjusted')}${part.weight !== null ? `, with the largest weight in the grid (${(part.weight * 100).toFixed(1)}%${part.gross !== null ? `, gross adjustment ${part.gross.toFixed(1)}%` : ''})` : ''}.`;
    case 'reconciliation':
      return `The reconciliation: weighting each sale by how closely it matches this home and how little it had to be adjusted, the grid reconciles to ${usd(part.value)}.`;
    case 'difference':
      return `The difference: the roll's ${usd(part.assessed)} is ${usd(part.assessed - part.opinion)} (${(((part.assessed - part.opinion) / part.assessed) * 100).toFixed(1)}%) above my opinion of ${usd(part.opinion)}.`;
    case 'condition':
      return "Anything the sales do not show: the home's condition on the value date, with dated photos, repair estimates or inspection reports.";
    case 'request':
      return `The request: that the board find the value on ${valueDay} to be ${money(part.opinion, 'the value I state')}. Then answer the board's and the assessor's questions from the grid.`;
  }
}

/** The kit's owner-facing sentences in English, as the API gives them (all but the letter). */
export function hearingKitText(parts: HearingKitParts): Omit<HearingKit, 'exchange' | 'parts'> & {
  exchange: Omit<HearingKit['exchange'], 'letter'>;
} {
  const valueDay = kitLongDate(parts.value_date);
  const n = parts.sale_count;
  const { copies } = parts;
  return {
    exchange: {
      what: [...KIT_EXCHANGE_WHAT],
      send: [
        `Your opinion of value on ${valueDay}: ${money(parts.opinion, `$${KIT_BLANK} (your opinion of value)`)}.`,
        `The sales you will present: each with its address (or parcel number), sale date and price, and the terms of sale and zoning where you know them (Rule 305.1(a)); the letter below lists ${n === 1 ? 'the sale' : `the ${n} sales`} of your ${parts.grid ? 'adjustment grid' : 'report'}. Enclose the grid.`,
        `Send it to the ${parts.county_name} County Assessor, with a copy to the clerk of the board (Rule 305.1(a)).`,
      ],
      when: [...KIT_EXCHANGE_WHEN],
    },
    copies:
      copies.kind === 'board'
        ? {
            text: `The ${copies.board} asks for ${copies.count} copies of the evidence you present (${copies.source}, checked ${copies.checked}). Bring one more for yourself, and ask the clerk whether the board wants them before the hearing.`,
            board_count: copies.count,
            suggested_count: null,
          }
        : {
            text: `Ask the clerk of the board (${copies.board}) how many copies of your evidence the board wants, and whether it wants them before the hearing: we have no source for the ${parts.county_name} board's number. Homie's suggestion, not a county rule: bring at least ${copies.suggested} sets of the letter, the grid, the sales and the photos (one for each board member, one for the assessor's representative, one for you).`,
            board_count: null,
            suggested_count: copies.suggested,
          },
    outline: parts.outline.map((part) => kitOutlineText(part, parts)),
    rebuttals: KIT_REBUTTAL_KEYS.map((key) => ({
      objection: KIT_REBUTTALS[key].objection,
      answer: KIT_REBUTTALS[key].answer ?? kitTimingText(parts),
    })),
    stipulation: KIT_STIPULATION,
    withdrawal: `You can withdraw the application in writing to the clerk of the board before the hearing: the appeal of the ${parts.roll_year} value then ends and the value on the roll stands. Not coming to the hearing is not a withdrawal: the board may deny the application for non-appearance. Each roll year has its own application, so a withdrawal does not stop an appeal of a later year's value.`,
  };
}
