import { compReasonParts, compReasonText } from '@homie/contracts/comp-reasons';
import type { SearchStep, SelectedComp, SubjectFacts } from './comp-types.ts';
import { dayToIso } from './dates.ts';

export { OWN_SALE_REASON } from '@homie/contracts/comp-reasons';

/**
 * Plain-language reasons a comparable was chosen, the way an appeal board reads them: contracts'
 * parts worded in English (the screens word the same parts in the visitor's language, issue 55).
 */
export function explainChoice(
  subject: SubjectFacts,
  comp: SelectedComp,
  step: SearchStep,
  lienDay: number,
): string[] {
  const { sale } = comp;
  return compReasonParts(
    subject,
    {
      propertyType: sale.propertyType,
      distanceMiles: comp.distanceMiles,
      saleDate: dayToIso(sale.saleDay),
      sqft: sale.sqft,
      yearBuilt: sale.yearBuilt,
      beds: sale.beds,
      baths: sale.baths,
      ownSale: comp.ownSale === true,
    },
    dayToIso(lienDay),
    { step: step.step, radiusMiles: step.radiusMiles },
  ).map(compReasonText);
}
