import { APPEAL_FIELD_MAX_CHARS, type AppealPropertyInfo } from '@homie/contracts/appeals';
import { clip } from '@homie/contracts/appeals-prefill';
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
