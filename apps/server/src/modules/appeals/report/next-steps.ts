import type { AppealBoard } from '@homie/contracts/appeals-report';
import { COUNTIES, type CountyKey } from '@homie/contracts/counties';
import type { NoticeAppeal } from '@homie/contracts/notice-appeals';
import { type MailText, mailText } from '#lib/i18n/mail-text.ts';
import type { FilingWindow } from './filing-window.ts';

export interface NextStep {
  title: string;
  detail: string;
}

/**
 * What the owner does after buying the report: the free informal review, then the formal appeal. In
 * the owner's language for the PDF report (decision 263); English, the API's, by default. The fee is
 * a sourced amount, "no fee", or "check with the clerk": never an unsourced number (decision 101).
 */
export function nextSteps(
  county: CountyKey,
  window: FilingWindow,
  board: AppealBoard,
  formCode: string,
  /** A notice's appeal (decision 246): filed by its own last day, argued at its value date. */
  notice: NoticeAppeal | null = null,
  m: MailText = mailText('en'),
): NextStep[] {
  const facts = COUNTIES[county];
  const fee =
    facts.appealFeeUsd === 0
      ? m.t('report.step.feeNone', { county: facts.name })
      : facts.appealFeeUsd === null
        ? m.t('report.step.feeAsk')
        : m.t('report.step.feeAmount', {
            amount: m.locale === 'en' ? `$${facts.appealFeeUsd}` : m.money(facts.appealFeeUsd),
          });
  const valueDate = notice ? m.date(notice.valueDate) : m.t('report.step.januaryFirst');
  const closes = m.date(window.closes);
  return [
    // The assessor's informal review is of the regular roll's decline in value, not of a notice.
    ...(notice
      ? []
      : [
          {
            title: m.t('report.step.informalTitle'),
            detail: m.t('report.step.informalDetail', { name: facts.informalReview }),
          },
        ]),
    {
      title: notice
        ? m.t('report.step.fileNoticeTitle', { type: notice.type, closes })
        : m.t('report.step.fileTitle', { opens: m.date(window.opens), closes }),
      detail: m.t('report.step.fileDetail', {
        form: formCode,
        board: board.name,
        address: board.address_lines.join(', '),
        fee,
      }),
    },
    { title: m.t('report.step.taxTitle'), detail: m.t('report.step.taxDetail') },
    { title: m.t('report.step.hearingTitle'), detail: m.t('report.step.hearingDetail', { valueDate }) },
  ];
}
