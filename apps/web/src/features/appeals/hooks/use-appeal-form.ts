import {
  APPEAL_ERRORS,
  type AppealField,
  type AppealPropertyInfo,
  type AppealRoute,
  type ApplicationField,
  OPINION_SPLIT_ERROR_KEY,
  type ComparableField,
  type ComparableSale,
  emptyComparableSale,
  routeRequirements,
} from '@homie/contracts/appeals';
import { proposeOpinionSplit, type RollValueSplit } from '@homie/contracts/appeals-prefill';
import { parseFormAmount } from '@homie/contracts/appeals-validation';
import type { CountyKey } from '@homie/contracts/counties';
import { groupDigits } from '@homie/contracts/number-format';
import { useState } from 'react';
import { generateAppealPdf } from '../api/generate-appeal-pdf.ts';
import { validateAppealForm } from '../api/validate-appeal-form.ts';
import { buildAppealRequest } from '../utils/appeal-request.ts';
import { saveBlob } from '../utils/download-file.ts';
import { splitServerErrors } from '../utils/form-errors.ts';

export type AppealFormStatus = 'idle' | 'validating' | 'generating';

export const VALID_MESSAGE = 'Form is valid! You can now generate your PDF.';

export interface UseAppealFormOptions {
  county: CountyKey;
  initialInfo: AppealPropertyInfo;
  initialComparables: ComparableSale[];
  jobId: string | null;
  orderToken: string | null;
  /** Called after a PDF was generated and downloaded, with the message that says what to do with it. */
  onGenerated?: (message: string) => void;
  /** The document to prepare (decision 099): its comparable limit applies, and it is sent as `route`. */
  route?: AppealRoute;
  /** The roll's land and improvements: the opinion's split is proposed in their proportion. */
  rollSplit?: RollValueSplit | null;
}

/** Land and improvements proposed for a total: the roll's proportion, else improvements = total - land. */
function recomputedSplit(info: AppealPropertyInfo, roll: RollValueSplit | null) {
  const proposal = proposeOpinionSplit(info.opinion_value, roll);
  if (proposal) return proposal;
  const total = parseFormAmount(info.opinion_value);
  const land = parseFormAmount(info.opinion_land ?? '');
  if (total === null || land === null || land > total) return null;
  const rest = Math.round(total) - Math.round(land);
  return {
    opinion_land: groupDigits(Math.round(land)),
    opinion_improvements: rest ? groupDigits(rest) : '0',
  };
}

/**
 * State of the appeal form (spec §4): idle, validating (both buttons disabled), generating (Generate
 * disabled). Editing a field clears that field's error. The server's answers place errors under
 * fields or in the general alert, and warnings in their own alert.
 */
export function useAppealForm(options: UseAppealFormOptions) {
  const { county, jobId, orderToken } = options;
  const route = options.route ?? 'informal';
  const max = routeRequirements(county, route).max_comparables;
  const [info, setInfo] = useState(options.initialInfo);
  const [comparables, setComparables] = useState(options.initialComparables.slice(0, max));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [generalErrors, setGeneralErrors] = useState<string[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [success, setSuccess] = useState<string | null>(null);
  const [status, setStatus] = useState<AppealFormStatus>('idle');
  const rollSplit = options.rollSplit ?? null;
  // The split follows the total (in the roll's proportion) until the owner edits it (decision 100).
  const [splitEdited, setSplitEdited] = useState(
    Boolean(options.initialInfo.opinion_land || options.initialInfo.opinion_improvements),
  );

  const clearError = (key: string) =>
    setFieldErrors((errors) => {
      if (!(key in errors)) return errors;
      const { [key]: _removed, ...rest } = errors;
      return rest;
    });

  function setField(field: AppealField | ApplicationField, value: string) {
    const follows = field === 'opinion_value' && !splitEdited && rollSplit !== null;
    setInfo((current) => {
      const next = { ...current, [field]: value };
      return follows ? { ...next, ...(proposeOpinionSplit(value, rollSplit) ?? emptySplit) } : next;
    });
    clearError(field);
    if (field === 'opinion_land' || field === 'opinion_improvements') setSplitEdited(true);
    if (field === 'opinion_value' || field === 'opinion_land' || field === 'opinion_improvements')
      clearError(OPINION_SPLIT_ERROR_KEY);
  }

  /** Land and improvements recomputed from the total; they follow the total again afterwards. */
  const proposedSplit = recomputedSplit(info, rollSplit);
  function recomputeSplit() {
    if (!proposedSplit) return;
    setInfo((current) => ({ ...current, ...proposedSplit }));
    setSplitEdited(rollSplit === null);
    for (const key of ['opinion_land', 'opinion_improvements', OPINION_SPLIT_ERROR_KEY]) clearError(key);
  }

  function setComparableField(index: number, field: ComparableField, value: string) {
    setComparables((current) => current.map((comp, i) => (i === index ? { ...comp, [field]: value } : comp)));
    clearError(`comparable_sales.${index}.${field}`);
  }

  const dropComparableErrors = () =>
    setFieldErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([key]) => !key.startsWith('comparable_sales.'))),
    );

  function addComparable() {
    if (comparables.length >= max) return;
    setComparables((current) => [...current, emptyComparableSale()]);
  }

  function removeComparable(index: number) {
    setComparables((current) => current.filter((_, i) => i !== index));
    dropComparableErrors();
  }

  function show(errors: unknown, sentIndex: number[], fallback: string) {
    const split = splitServerErrors(errors, sentIndex);
    setFieldErrors(split.fields);
    const placed = Object.keys(split.fields).length > 0 || split.general.length > 0;
    setGeneralErrors(placed ? split.general : [fallback]);
  }

  function reset() {
    setFieldErrors({});
    setGeneralErrors([]);
    setWarnings([]);
    setSuccess(null);
  }

  async function validate() {
    reset();
    setStatus('validating');
    const { body, sentIndex } = buildAppealRequest({ county, info, comparables, jobId, route });
    const outcome = await validateAppealForm(body);
    setWarnings(outcome.warnings);
    if (outcome.valid) setSuccess(VALID_MESSAGE);
    else show(outcome.errors, sentIndex, APPEAL_ERRORS.validationFailed);
    setStatus('idle');
  }

  async function generate() {
    reset();
    setStatus('generating');
    const { body, sentIndex } = buildAppealRequest({ county, info, comparables, jobId, route });
    const outcome = await generateAppealPdf(body, orderToken);
    if (outcome.ok) {
      saveBlob(outcome.blob, outcome.fileName);
      const message =
        route === 'informal'
          ? `Your appeal form has been downloaded as ${outcome.fileName}. Check it against the assessor's current form, sign it and send it to the county assessor (not the appeals board).`
          : `Your appeal form has been downloaded as ${outcome.fileName}. Review it, sign the certification and file it with the county.`;
      setSuccess(message);
      setStatus('idle');
      options.onGenerated?.(message);
      return;
    } else {
      setWarnings(outcome.warnings);
      const split = splitServerErrors(outcome.errors, sentIndex);
      if (Object.keys(split.fields).length > 0 || split.general.length > 0)
        show(outcome.errors, sentIndex, outcome.message);
      else setGeneralErrors([outcome.message]);
    }
    setStatus('idle');
  }

  return {
    info,
    comparables,
    maxComparables: max,
    route,
    rollSplit,
    canRecomputeSplit: proposedSplit !== null,
    recomputeSplit,
    fieldErrors,
    generalErrors,
    warnings,
    success,
    status,
    setField,
    setComparableField,
    addComparable,
    removeComparable,
    validate,
    generate,
  };
}

export type AppealFormState = ReturnType<typeof useAppealForm>;

const emptySplit = { opinion_land: '', opinion_improvements: '' };
