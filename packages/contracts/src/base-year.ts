import { z } from 'zod';
import { longCalendarDate } from './appeal-calendar.ts';
import { type CalendarDate, formatUsDate, parseIsoDate } from './appeals-dates.ts';

/**
 * Base-year appeals (issue 51 item 4, decision 248). A change in ownership sets the home's base-year
 * value, presumed to be the purchase price (R&T §110(b)). That value can be appealed in the regular
 * filing period of the roll year it is first enrolled in and of the three roll years after it
 * (R&T §80(a)(3)); after that it stands.
 *
 * Reading (decision 248): a purchase is enrolled on the regular roll of the lien date that follows it.
 * The lien date is January 1 at 12:01 a.m., so a purchase on any day of year Y, January 1 included,
 * is first enrolled on the roll of January 1, Y + 1; the base-year value is within reach for roll years
 * Y + 1 to Y + 4. (The purchase's supplemental assessment, appealed within 60 days of its notice, is a
 * separate, notice-driven appeal.)
 */

export const baseYearAppealSchema = z.object({
  /** MM/DD/YYYY: the owner's purchase that set the base-year value. */
  purchase_date: z.string(),
  price: z.number(),
  /** The roll year the base-year value is first enrolled on: the year after the purchase. */
  enrolled_roll_year: z.number().int(),
  /** The last roll year whose regular period can still take a base-year appeal (enrolled + 3). */
  last_roll_year: z.number().int(),
  /** What such an appeal argues, for the owner, with its sources (in English: `baseYearAppealText`). */
  text: z.string(),
  /**
   * The roll year the package argues, the text's last part (decision 271: the screens word the note
   * from these fields); absent in reports assembled before it.
   */
  roll_year: z.number().int().optional(),
});
export type BaseYearAppeal = z.infer<typeof baseYearAppealSchema>;

/** The roll years in which a purchase's base-year value can be appealed; null for a date that is not one. */
export function baseYearAppealYears(purchaseDate: string): { enrolled: number; last: number } | null {
  const date = parseIsoDate(purchaseDate);
  if (!date) return null;
  return { enrolled: date.year + 1, last: date.year + 4 };
}

/** True when a base-year appeal of the purchase can still be filed for `rollYear`'s regular period. */
export function baseYearAppealInReach(purchaseDate: string, rollYear: number): boolean {
  const years = baseYearAppealYears(purchaseDate);
  return years !== null && rollYear >= years.enrolled && rollYear <= years.last;
}

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/**
 * The report's note on a base-year appeal for the roll year the package argues: what it argues and
 * how the application marks it; null when the purchase is unknown, has no price, or its base-year
 * value is not open to appeal in that roll year.
 */
export function baseYearAppealFor(
  purchase: { date: string; price: number } | null,
  rollYear: number,
): BaseYearAppeal | null {
  if (!purchase || !(purchase.price > 0) || !baseYearAppealInReach(purchase.date, rollYear)) return null;
  const date = parseIsoDate(purchase.date)!;
  const { enrolled, last } = baseYearAppealYears(purchase.date)!;
  return {
    purchase_date: formatUsDate(date),
    price: purchase.price,
    enrolled_roll_year: enrolled,
    last_roll_year: last,
    text: baseYearAppealText(date, purchase.price, enrolled, last, rollYear),
    roll_year: rollYear,
  };
}

/** The note in English (the API's `text`). */
function baseYearAppealText(
  date: CalendarDate,
  price: number,
  enrolled: number,
  last: number,
  rollYear: number,
): string {
  const lastYear =
    rollYear === last
      ? ` The ${rollYear} roll year is the last in which it can be appealed: after this year's regular filing period closes, the base-year value stands.`
      : '';
  return [
    `You bought the home on ${longCalendarDate(date)} for ${usd(price)}. That purchase set its base-year value, first on the roll of January 1, ${enrolled}, and a base-year value can be appealed in the regular filing period of that roll year and of the three after it, ${enrolled} to ${last} (California Revenue and Taxation Code §80(a)(3)).${lastYear}`,
    `A base-year appeal argues that the value set at the purchase was wrong. The price is presumed to be the market value (R&T §110(b)), so the appeal shows why it was not: for example, the price included personal property (furniture or other things that are not part of the real estate), or the sale was not at arm's length (between relatives, or under pressure to sell or to buy).`,
    `It is a different argument from a decline-in-value appeal, which compares the market value on January 1, ${rollYear} with the factored base-year value (R&T §51). On the application, a base-year appeal is reason B (change in ownership: the base year value is incorrect); a decline in value is reason A. Mark the reason your evidence supports.`,
  ].join(' ');
}
