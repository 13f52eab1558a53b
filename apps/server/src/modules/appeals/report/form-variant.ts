import { COUNTIES, type CountyKey } from '@homie/contracts/counties';

/**
 * Which printed form a county's appeal is filed on: the report names it and the PDF draws it, so it
 * lives with the report's model (pdf/ depends on report/, never back).
 */
export interface FormVariant {
  /** Printed form number, e.g. "BOE-305-AH" or "AAB-100". */
  code: string;
  pageCode: (page: number) => string;
  title: string;
  countyHeading: string;
  /** Los Angeles keys the parcel by AIN (map book / page / parcel). */
  usesAin: boolean;
  /** Santa Clara's item 9: a Value Hearing Officer may be requested. */
  hasValueHearingOfficer: boolean;
}

/** The state's BOE-305-AH as each county prints it; Los Angeles prints it as AAB-100. */
export function formVariant(county: CountyKey): FormVariant {
  const name = COUNTIES[county].name.toUpperCase();
  if (county === 'la') {
    return {
      code: 'AAB-100',
      pageCode: (page) => `FORM AAB-100 (BOE-305-AH (P${page}))`,
      title: 'APPLICATION FOR CHANGED ASSESSMENT',
      countyHeading: 'COUNTY OF LOS ANGELES ASSESSMENT APPEALS BOARD',
      usesAin: true,
      hasValueHearingOfficer: false,
    };
  }
  return {
    code: 'BOE-305-AH',
    // The revision line as the counties print the state's form (decision 247).
    pageCode: (page) => `BOE-305-AH (P${page}) REV. 08 (01-15)`,
    title: 'ASSESSMENT APPEAL APPLICATION',
    countyHeading: `COUNTY OF ${name} ASSESSMENT APPEALS BOARD`,
    usesAin: false,
    hasValueHearingOfficer: county === 'santa_clara',
  };
}
