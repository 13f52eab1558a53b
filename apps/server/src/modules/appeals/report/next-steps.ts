import { NOTICE_TYPE_LABELS, type NoticeAppeal } from '@homie/contracts/notice-appeals';
import type { AppealBoard } from '@homie/contracts/appeals-report';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import { feeText } from '@homie/contracts/county-facts';
import { type FilingWindow, longDate } from './filing-window.ts';

export interface NextStep {
  title: string;
  detail: string;
}

/** What the owner does after buying the report: the free informal review, then the formal appeal. */
export function nextSteps(
  county: CountyKey,
  window: FilingWindow,
  board: AppealBoard,
  formCode: string,
  /** A notice's appeal (decision 246): filed by its own last day, argued at its value date. */
  notice: NoticeAppeal | null = null,
): NextStep[] {
  const facts = COUNTIES[county];
  // A sourced amount, "no fee", or "check with the clerk": never an unsourced number (decision 101).
  const fee = feeText(facts.name, facts.appealFeeUsd);
  const valueDate = notice ? longDate(notice.valueDate) : 'January 1';
  return [
    // The assessor's informal review is of the regular roll's decline in value, not of a notice.
    ...(notice
      ? []
      : [
          {
            title: 'Ask for the free informal review first',
            detail: `${facts.informalReview}. The Assessor's review costs nothing and can lower the value without a hearing, but it does not extend the formal filing deadline.`,
          },
        ]),
    {
      title: notice
        ? `File the appeal of the ${NOTICE_TYPE_LABELS[notice.type].toLowerCase()} by ${longDate(window.closes)}`
        : `File the formal appeal between ${longDate(window.opens)} and ${longDate(window.closes)}`,
      detail: `Generate the ${formCode} from the appeal form, check every entry, sign the certification in ink and mail or deliver it to the ${board.name}, ${board.address_lines.join(', ')}. ${fee} An application postmarked by the last day is on time. One application covers one parcel and one roll year.`,
    },
    {
      title: 'Keep paying your property tax',
      detail:
        'An appeal does not postpone the tax bill: pay each installment on time. If the Board lowers the value, the county refunds the difference.',
    },
    {
      title: 'Prepare for the hearing',
      detail: `The Board has two years to decide and gives at least 45 days' notice of the hearing. Bring this report, copies of the comparable sales and dated photos of the home's condition on ${valueDate}: only evidence presented at the hearing counts. The Board can raise a value as well as lower it.`,
    },
  ];
}
