import { APPEAL_FIELD_MAX_CHARS, type AppealPropertyInfo } from '@homie/contracts/appeals';
import { clip } from '@homie/contracts/appeals-prefill';
import type { NoticeFields } from '@homie/contracts/notice-appeals';
import type { QueryResultResponse } from '@homie/contracts/properties';
import { subjectIdentity } from './report/report-snapshot.ts';

type Identity = Pick<AppealPropertyInfo, 'apn' | 'property_address'>;

/**
 * The form's answers with the property named as the paid order's analysis names it (decision 206):
 * its APN and its address replace whatever the request typed in those two fields, so one paid order
 * cannot fill a form, a draft, a report or a letter for another home. A field the analysis has no
 * value for (an owner-entered home without an APN) keeps what the owner typed.
 */
export function withAnalysedIdentity<T extends Identity>(info: T, analysis: QueryResultResponse | null): T {
  const { address, apn } = subjectIdentity(analysis);
  return {
    ...info,
    apn: apn ? clip(apn, APPEAL_FIELD_MAX_CHARS.apn) : info.apn,
    property_address: address
      ? clip(address, APPEAL_FIELD_MAX_CHARS.property_address)
      : info.property_address,
  };
}

/**
 * The form's answers with the appeal the order was bought for (decision 246): the notice's type and
 * dates replace what the request sent, so a regular order cannot file a notice's appeal and a
 * notice's order files that notice's appeal.
 */
export function withOrderNotice<T extends Partial<NoticeFields>>(info: T, notice: NoticeFields | null): T {
  return {
    ...info,
    notice_type: notice?.notice_type ?? '',
    notice_date: notice?.notice_date ?? '',
    event_date: notice?.event_date ?? '',
  };
}
