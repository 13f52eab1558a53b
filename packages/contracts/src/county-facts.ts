/**
 * Every fact the product states about a county's appeal routes, each with its source and the date it
 * was checked (issue 16 item 6, decision 101): the Assessment Appeals Board's filing fee, the board's
 * name and address, the last day of the formal window and the assessor's informal review (its name
 * and dates). Data, never logic: an operator corrects a fact here, with its source, in one place.
 *
 * A fact no source confirms is `null` (or, for a date, a null `opens`/`closes`): the product then
 * says "check with the clerk" (or the assessor) instead of printing a number. domain.md's *unconfirmed*
 * facts are such nulls; so is LA's "$46", which issue 16 found without a source.
 */
import type { CountyKey } from './counties.ts';

export interface MonthDay {
  month: number;
  day: number;
}

/** One fact: its value (null = unknown, say "check with the clerk"), where it comes from, when checked. */
export interface Sourced<T> {
  value: T | null;
  /** A URL, or "domain.md" / "issue 16" with what it says. */
  source: string;
  /** ISO date the value was last checked against the source. */
  checked: string;
}

export interface BoardAddress {
  name: string;
  address_lines: string[];
  phone: string | null;
  website: string | null;
}

export interface InformalReviewFacts {
  /** What the county calls it. */
  name: string;
  /** First and last day, when a source gives them; null otherwise. */
  opens: MonthDay | null;
  closes: MonthDay | null;
  /** True when the county gives its dates as "about". */
  approximate: boolean;
  /**
   * True when the assessor also takes a request for the upcoming year (its next January 1 value) as
   * well as the current one (decision 251): Homie then prepares the upcoming year's once the current
   * year's formal period has closed.
   */
  upcomingYear: boolean;
}

export interface CountyFactSheet {
  /** The board's filing fee per application, USD; 0 = none; null = unknown. */
  fee: Sourced<number>;
  /** Where the formal application goes. */
  board: Sourced<BoardAddress> & {
    value: BoardAddress;
    /** False until the address has been checked against the county's own page: "confirm with the clerk". */
    verified: boolean;
  };
  /** Last day of the regular formal window (it opens July 2; R&T §1603), before any weekend move. */
  formalWindowEnd: Sourced<MonthDay> & { value: MonthDay };
  informalReview: Sourced<InformalReviewFacts>;
  /**
   * The assessor's mailing address for an exchange of information (decision 248); absent until a
   * county source is recorded: the hearing kit's letter then leaves it for the owner to copy from
   * the hearing notice.
   */
  assessor?: Sourced<BoardAddress>;
  /** How many copies of the evidence the board asks for at a hearing; absent until a county source gives it. */
  hearingCopies?: Sourced<number>;
}

const DOMAIN = '../shared/design/domain.md, "The eight counties"';
/** The day the table was checked against domain.md and issue 16 (decision 101). */
const CHECKED = '2026-11-24';
/** Board addresses as migration 0006 recorded them (its `source` column), committed 2026-11-21. */
const BOARD_CHECKED = '2026-11-21';

export const COUNTY_FACT_SHEETS: Record<CountyKey, CountyFactSheet> = {
  alameda: {
    fee: { value: 50, source: `${DOMAIN}: AAB fee "$50"`, checked: CHECKED },
    board: {
      value: {
        name: 'Alameda County Assessment Appeals Board, Clerk of the Board',
        address_lines: ['1221 Oak Street, 5th Floor', 'Oakland, CA 94612'],
        phone: '(510) 272-6352',
        website: 'https://www.acgov.org/clerk/',
      },
      verified: true,
      source: 'acassessor.org assessment-appeals page',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 9, day: 15 },
      source: `${DOMAIN}: "Jul 2 – Sep 15"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Request for Decline in Market Value Reassessment (at least one comparable sold by March 31)',
        opens: null,
        closes: null,
        approximate: false,
        upcomingYear: true,
      },
      // The upcoming year (decision 251): acassessor.org, "Decline in Value Review (Prop 8)": "Informal
      // requests for review … can be filed by the property owner for the current year or the upcoming
      // year" (no dates given); domain.md "Informal review by county". Checked 2026-12-03.
      source: `${DOMAIN}: "Request for Decline in Market Value Reassessment", ≥1 comp sold by Mar 31 (no dates given); acassessor.org "Decline in Value Review (Prop 8)": requests "for the current year or the upcoming year" (checked 2026-12-03)`,
      checked: CHECKED,
    },
  },
  san_mateo: {
    fee: { value: null, source: `${DOMAIN}: AAB fee "*unconfirmed*"`, checked: CHECKED },
    board: {
      value: {
        name: 'San Mateo County Assessment Appeals Board, Clerk of the Board',
        address_lines: ['400 County Center', 'Redwood City, CA 94063'],
        phone: '(650) 363-4573',
        website: 'https://www.smcgov.org/',
      },
      verified: false,
      source: 'migration 0006 (not yet checked against the county page)',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 11, day: 30 },
      source: `${DOMAIN}: "Jul 2 – Nov 30"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Decline in Assessed Value Program (enrol by about October 31)',
        opens: null,
        closes: { month: 10, day: 31 },
        approximate: true,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "Decline in Assessed Value Program (enrol by about Oct 31)"`,
      checked: CHECKED,
    },
  },
  la: {
    fee: {
      value: null,
      source: `${DOMAIN} prints "$46"; issue 16 found no county source for it, so it is not shown`,
      checked: CHECKED,
    },
    board: {
      value: {
        name: 'Los Angeles County Assessment Appeals Board',
        address_lines: ['500 West Temple Street, Room B4', 'Los Angeles, CA 90012'],
        phone: '(213) 974-1471',
        website: 'https://bos.lacounty.gov/',
      },
      verified: true,
      source: 'Clerk of the Assessment Appeals Board address as published for the 2025-26 filing period',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 11, day: 30 },
      source: `${DOMAIN}: "Jul 2 – Nov 30"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'RP-87 Decline-in-Value Review, July 2 to November 30, with two comparable sales',
        opens: { month: 7, day: 2 },
        closes: { month: 11, day: 30 },
        approximate: false,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "RP-87 Decline-in-Value Review, Jul 2 – Nov 30, 2 comps"`,
      checked: CHECKED,
    },
  },
  contra_costa: {
    fee: { value: 40, source: `${DOMAIN}: AAB fee "$40"`, checked: CHECKED },
    board: {
      value: {
        name: 'Contra Costa County Assessment Appeals Board, Clerk of the Board',
        address_lines: ['1025 Escobar Street, 1st Floor', 'Martinez, CA 94553'],
        phone: '(925) 655-2008',
        website: 'https://www.contracosta.ca.gov/',
      },
      verified: true,
      source: 'Contra Costa assessment appeals application instructions',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 11, day: 30 },
      source: `${DOMAIN}: "Jul 2 – Nov 30"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Request for Value Review, with up to three comparable sales, by November 30',
        opens: null,
        closes: { month: 11, day: 30 },
        approximate: false,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "Request for Value Review, up to 3 comps, by Nov 30"`,
      checked: CHECKED,
    },
  },
  san_bernardino: {
    fee: { value: 45, source: `${DOMAIN}: AAB fee "$45"`, checked: CHECKED },
    board: {
      value: {
        name: 'San Bernardino County Clerk of the Board, Assessment Appeals',
        address_lines: ['385 North Arrowhead Avenue, 2nd Floor', 'San Bernardino, CA 92415-0130'],
        phone: '(909) 387-4413',
        website: 'https://cob.sbcounty.gov/assessment-appeals/',
      },
      verified: true,
      source: 'San Bernardino County Assessor appeals page',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 11, day: 30 },
      source: `${DOMAIN}: "Jul 2 – Nov 30"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Application for Decline in Value Reassessment (ARP-068)',
        opens: null,
        closes: null,
        approximate: false,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "Application for Decline in Value Reassessment (ARP-068)" (no dates given)`,
      checked: CHECKED,
    },
  },
  riverside: {
    fee: {
      value: null,
      source: `${DOMAIN}: AAB fee "$30 (2011; *unconfirmed now*)"`,
      checked: CHECKED,
    },
    board: {
      value: {
        name: 'Riverside County Clerk of the Board, Assessment Appeals',
        address_lines: ['P.O. Box 1628', 'Riverside, CA 92502'],
        phone: null,
        website: 'https://rivcocob.org/',
      },
      verified: true,
      source: 'Riverside County printing of form BOE-305-AH (mail completed form and fee to)',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 11, day: 30 },
      source: `${DOMAIN}: "Jul 2 – Nov 30, 5 p.m."`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Decline-in-Value e-form, by about November 1',
        opens: null,
        closes: { month: 11, day: 1 },
        approximate: true,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "Decline-in-Value e-form, about Nov 1"`,
      checked: CHECKED,
    },
  },
  ventura: {
    fee: {
      value: 0,
      source: `issue 16, checked against county sources: "Ventura has no application fee" (${DOMAIN} had "*unconfirmed*")`,
      checked: CHECKED,
    },
    board: {
      value: {
        name: 'Ventura County Assessment Appeals Board, Clerk of the Board',
        address_lines: ['800 South Victoria Avenue', 'Ventura, CA 93009'],
        phone: null,
        website: 'https://www.ventura.org/',
      },
      verified: false,
      source: 'migration 0006 (not yet checked against the county page)',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 9, day: 15 },
      source: `${DOMAIN}: "Jul 2 – Sep 15"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Informal review by phone, mail or email',
        opens: null,
        closes: null,
        approximate: false,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "informal review by phone, mail or email" (no dates given)`,
      checked: CHECKED,
    },
  },
  santa_clara: {
    fee: { value: 0, source: `${DOMAIN}: AAB fee "none since 2015"`, checked: CHECKED },
    board: {
      value: {
        name: 'Santa Clara County Clerk of the Board, Assessment Appeals',
        address_lines: ['70 West Hedding Street, East Wing, 10th Floor', 'San Jose, CA 95110'],
        phone: '(408) 299-5088',
        website: 'https://boardclerk.sccgov.org/assessment-appeals',
      },
      verified: false,
      source: 'migration 0006 (not yet checked against the county page)',
      checked: BOARD_CHECKED,
    },
    formalWindowEnd: {
      value: { month: 9, day: 15 },
      source: `${DOMAIN}: "Jul 2 – Sep 15"`,
      checked: CHECKED,
    },
    informalReview: {
      value: {
        name: 'Residential Prop 8 review, June 30 to August 1',
        opens: { month: 6, day: 30 },
        closes: { month: 8, day: 1 },
        approximate: false,
        upcomingYear: false,
      },
      source: `${DOMAIN}: "residential Prop 8 review Jun 30 – Aug 1"`,
      checked: CHECKED,
    },
  },
};

/** The fee in words for an owner: a sourced amount, "no fee", or "check with the clerk" (never a guess). */
export function feeText(countyName: string, fee: number | null): string {
  if (fee === 0) return `${countyName} County charges no filing fee.`;
  if (fee === null)
    return 'Check with the clerk of the board whether a processing fee applies and how much it is.';
  return `A $${fee} processing fee is due with each application (one parcel per application).`;
}

/**
 * The board's fee for written findings of facts (application section 7; decision 247): each county
 * sets its own (domain.md, "Which value a package argues": "fee set by each county"). No county's
 * amount has been checked against its source yet, so every value is null and the application says
 * "fee set by the county; ask the clerk". An operator adds an amount here with its source.
 */
const NO_FINDINGS_SOURCE: Sourced<number> = {
  value: null,
  source:
    '../shared/design/domain.md: written findings of fact, "fee set by each county" (no amount sourced)',
  checked: '2026-12-03',
};
export const FINDINGS_FEES: Record<CountyKey, Sourced<number>> = {
  alameda: NO_FINDINGS_SOURCE,
  san_mateo: NO_FINDINGS_SOURCE,
  la: NO_FINDINGS_SOURCE,
  contra_costa: NO_FINDINGS_SOURCE,
  san_bernardino: NO_FINDINGS_SOURCE,
  riverside: NO_FINDINGS_SOURCE,
  ventura: NO_FINDINGS_SOURCE,
  santa_clara: NO_FINDINGS_SOURCE,
};

/** The findings fee as section 7 prints it: "$NN" from a sourced fact, else where to ask. */
export function findingsFeeText(county: CountyKey): string {
  const fee = FINDINGS_FEES[county].value;
  return fee === null ? 'FEE SET BY THE COUNTY; ASK THE CLERK' : `$${fee}`;
}
