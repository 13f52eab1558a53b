import {
  APPEAL_ERRORS,
  type AppealField,
  type AppealPropertyInfo,
  type AppealRoute,
  type ApplicationField,
  COMPARABLE_FIELDS,
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
import { appealDraftSchema } from '@homie/contracts/paid-orders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { type FieldErrors, type FieldPath, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useGenerateAppealPdf } from '../api/generate-appeal-pdf.ts';
import { useValidateAppealForm } from '../api/validate-appeal-form.ts';
import { buildAppealRequest } from '../utils/appeal-request.ts';
import type { ShownWarning } from '../utils/appeal-warnings.ts';
import { saveBlob } from '#lib/download-file.ts';
import { splitServerErrors } from '../utils/form-errors.ts';

export type AppealFormStatus = 'idle' | 'validating' | 'generating';

export const VALID_MESSAGE = 'Form is valid! You can now generate your PDF.';

export interface UseAppealFormOptions {
  county: CountyKey;
  initialInfo: AppealPropertyInfo;
  initialComparables: ComparableSale[];
  /**
   * The analysis' comparables the plan includes, best first (its report's share, decision 175). While
   * the form's rows are still these, a change of document takes as many of them as it allows.
   */
  analysisComparables?: ComparableSale[];
  jobId: string | null;
  orderToken: string | null;
  /**
   * Called after a PDF was generated and downloaded, with what was downloaded: the screen words what
   * to do with it in the owner's language (`form.downloaded.*`).
   */
  onGenerated?: (note: DownloadedNote) => void;
  /** The document to prepare first (decision 099): its comparable limit applies, and it is sent as `route`. */
  route?: AppealRoute;
  /** The roll's land and improvements: the opinion's split is proposed in their proportion. */
  rollSplit?: RollValueSplit | null;
}

/** True when `rows` are the first rows of `list`, field for field (none changed, none added). */
export function isPrefixOf(rows: readonly ComparableSale[], list: readonly ComparableSale[]): boolean {
  if (rows.length > list.length) return false;
  return rows.every((row, i) =>
    COMPARABLE_FIELDS.every((key) => (row[key] ?? '') === ((list[i] as ComparableSale)[key] ?? '')),
  );
}

/**
 * The form's first values: an opinion of value prefilled (or saved) without its land and
 * improvements gets them in the roll's proportion, as typing the total would (decision 100); the
 * split then follows the total until the owner edits it.
 */
function withProposedSplit(info: AppealPropertyInfo, roll: RollValueSplit | null): AppealPropertyInfo {
  if (info.opinion_land || info.opinion_improvements) return info;
  const proposal = proposeOpinionSplit(info.opinion_value, roll);
  return proposal ? { ...info, ...proposal } : info;
}

/**
 * The application's answers the form proposes (decision 247): the claim for refund is pre-selected
 * Yes (the owner can change it; No means a separate claim for refund later, R&T §5097). Nothing else
 * is answered for the owner.
 */
function withProposedAnswers(info: AppealPropertyInfo): AppealPropertyInfo {
  return info.claim_for_refund ? info : { ...info, claim_for_refund: 'yes' };
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

/** What the form holds: the draft's shape (contracts' appealDraftSchema), route included. */
export interface AppealFormValues {
  route: AppealRoute;
  property_info: AppealPropertyInfo;
  comparable_sales: ComparableSale[];
}

/** The success line's case: the form is valid, or its PDF was downloaded under a name. */
export type SuccessNote = { kind: 'valid' } | DownloadedNote;
export type DownloadedNote = { kind: 'downloaded'; route: AppealRoute; fileName: string };

/** The messages around the buttons: general errors, warnings, the green success line. */
interface Feedback {
  general: string[];
  warnings: ShownWarning[];
  success: string | null;
  /** What the success line says, for the screen's catalogue (`form.valid`, `form.downloaded.*`). */
  done?: SuccessNote | null;
}

const noFeedback: Feedback = { general: [], warnings: [], success: null };

/** Field errors as the form's sections name them: `owner_name`, `comparable_sales.<row>.<field>`. */
function flattenErrors(errors: FieldErrors<AppealFormValues>): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [field, error] of Object.entries(errors.property_info ?? {})) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') flat[field] = message;
  }
  (errors.comparable_sales ?? []).forEach?.((row, index) => {
    for (const [field, error] of Object.entries(row ?? {})) {
      const message = (error as { message?: unknown } | undefined)?.message;
      if (typeof message === 'string') flat[`comparable_sales.${index}.${field}`] = message;
    }
  });
  return flat;
}

/** The form's name for a field error the server or the sections use. */
const formPath = (key: string) =>
  (key.startsWith('comparable_sales.') ? key : `property_info.${key}`) as FieldPath<AppealFormValues>;

/**
 * The appeal form (spec §4) on react-hook-form, checked by the contract's zod schema (decision 142):
 * idle, validating (both buttons disabled), generating (Generate disabled). Editing a field clears
 * that field's error. The server's answers place errors under fields (as form errors) or in the
 * general alert, and warnings in their own alert. Validate and Generate are TanStack mutations.
 */
export function useAppealForm(options: UseAppealFormOptions) {
  const { county, jobId, orderToken } = options;
  const initialRoute = options.route ?? 'informal';
  const rollSplit = options.rollSplit ?? null;
  const form = useForm<AppealFormValues>({
    defaultValues: {
      route: initialRoute,
      property_info: withProposedAnswers(withProposedSplit(options.initialInfo, rollSplit)),
      comparable_sales: options.initialComparables.slice(
        0,
        routeRequirements(county, initialRoute).max_comparables,
      ),
    },
    resolver: zodResolver(appealDraftSchema) as unknown as Resolver<AppealFormValues>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { control, setValue, getValues, clearErrors, setError } = form;
  const route = useWatch({ control, name: 'route' });
  const info = useWatch({ control, name: 'property_info' }) as AppealPropertyInfo;
  const comparables = useWatch({ control, name: 'comparable_sales' }) as ComparableSale[];
  const fieldErrors = flattenErrors(form.formState.errors);
  const max = routeRequirements(county, route).max_comparables;
  const [feedback, setFeedback] = useState<Feedback>(noFeedback);
  // The split follows the total (in the roll's proportion) until the owner edits it (decision 100).
  const splitEdited = useRef(
    Boolean(options.initialInfo.opinion_land || options.initialInfo.opinion_improvements),
  );

  const validation = useValidateAppealForm();
  const generation = useGenerateAppealPdf(orderToken);
  const status: AppealFormStatus = validation.isPending
    ? 'validating'
    : generation.isPending
      ? 'generating'
      : 'idle';

  const clearError = (key: string) => clearErrors(formPath(key));
  const set = (path: string, value: unknown) =>
    setValue(path as FieldPath<AppealFormValues>, value as never, { shouldDirty: true });

  function setField(field: AppealField | ApplicationField, value: string) {
    const follows = field === 'opinion_value' && !splitEdited.current && rollSplit !== null;
    set(`property_info.${field}`, value);
    if (follows) {
      const split = proposeOpinionSplit(value, rollSplit) ?? emptySplit;
      set('property_info.opinion_land', split.opinion_land);
      set('property_info.opinion_improvements', split.opinion_improvements);
    }
    clearError(field);
    if (field === 'opinion_land' || field === 'opinion_improvements') splitEdited.current = true;
    if (field === 'opinion_value' || field === 'opinion_land' || field === 'opinion_improvements')
      clearError(OPINION_SPLIT_ERROR_KEY);
  }

  /** Land and improvements recomputed from the total; they follow the total again afterwards. */
  const proposedSplit = recomputedSplit(info, rollSplit);
  function recomputeSplit() {
    if (!proposedSplit) return;
    set('property_info.opinion_land', proposedSplit.opinion_land);
    set('property_info.opinion_improvements', proposedSplit.opinion_improvements);
    splitEdited.current = rollSplit === null;
    for (const key of ['opinion_land', 'opinion_improvements', OPINION_SPLIT_ERROR_KEY]) clearError(key);
  }

  // The owner touched the rows in this visit (typed, added, removed): a change of document leaves them.
  const rowsEdited = useRef(false);

  function setComparableField(index: number, field: ComparableField, value: string) {
    rowsEdited.current = true;
    set(`comparable_sales.${index}.${field}`, value);
    clearError(`comparable_sales.${index}.${field}`);
  }

  function addComparable() {
    const current = getValues('comparable_sales');
    if (current.length >= max) return;
    rowsEdited.current = true;
    set('comparable_sales', [...current, emptyComparableSale()]);
  }

  function removeComparable(index: number) {
    rowsEdited.current = true;
    set(
      'comparable_sales',
      getValues('comparable_sales').filter((_, i) => i !== index),
    );
    clearErrors('comparable_sales');
  }

  function setRoute(next: AppealRoute) {
    set('route', next);
    // Rows the owner has not changed follow the document: the informal request takes the county's
    // few, the hearing exhibit all the plan's (decision 175). Rows the owner typed, added or removed
    // (in this visit, or in a saved draft that no longer starts with the analysis' rows) stay.
    const analysis = options.analysisComparables ?? options.initialComparables;
    const current = getValues('comparable_sales');
    if (!rowsEdited.current && isPrefixOf(current, analysis)) {
      set('comparable_sales', analysis.slice(0, routeRequirements(county, next).max_comparables));
      clearErrors('comparable_sales');
    }
  }

  /** The server's errors: under their fields when it names them, else in the general alert. */
  function show(errors: unknown, sentIndex: number[], fallback: string, warnings: ShownWarning[]) {
    const split = splitServerErrors(errors, sentIndex);
    for (const [key, message] of Object.entries(split.fields))
      setError(formPath(key), { type: 'server', message });
    const placed = Object.keys(split.fields).length > 0 || split.general.length > 0;
    setFeedback({ general: placed ? split.general : [fallback], warnings, success: null });
  }

  /** Runs `action` with the form's values once the contract's schema accepts them. */
  const submit = (action: (values: AppealFormValues) => Promise<void>) => async () => {
    clearErrors();
    setFeedback(noFeedback);
    await form.handleSubmit(() => action(getValues()))();
  };

  const request = (values: AppealFormValues) =>
    buildAppealRequest({
      county,
      info: values.property_info,
      comparables: values.comparable_sales,
      jobId,
      route: values.route,
    });

  const validate = submit(async (values) => {
    const { body, sentIndex } = request(values);
    const outcome = await validation.mutateAsync(body);
    if (outcome.valid)
      setFeedback({
        general: [],
        warnings: outcome.warnings,
        success: VALID_MESSAGE,
        done: { kind: 'valid' },
      });
    else show(outcome.errors, sentIndex, APPEAL_ERRORS.validationFailed, outcome.warnings);
  });

  const generate = submit(async (values) => {
    const { body, sentIndex } = request(values);
    const outcome = await generation.mutateAsync(body);
    if (outcome.ok) {
      saveBlob(outcome.blob, outcome.fileName);
      const message =
        values.route === 'informal'
          ? `Your appeal form has been downloaded as ${outcome.fileName}. Check it against the assessor's current form, sign it and send it to the county assessor (not the appeals board).`
          : `Your appeal form has been downloaded as ${outcome.fileName}. Review it, sign the certification and file it with the county.`;
      setFeedback({
        general: [],
        warnings: [],
        success: message,
        done: { kind: 'downloaded', route: values.route, fileName: outcome.fileName },
      });
      options.onGenerated?.({ kind: 'downloaded', route: values.route, fileName: outcome.fileName });
      return;
    }
    const split = splitServerErrors(outcome.errors, sentIndex);
    if (Object.keys(split.fields).length > 0 || split.general.length > 0)
      show(outcome.errors, sentIndex, outcome.message, outcome.warnings);
    else setFeedback({ general: [outcome.message], warnings: outcome.warnings, success: null });
  });

  return {
    info,
    comparables,
    maxComparables: max,
    route,
    setRoute,
    rollSplit,
    canRecomputeSplit: proposedSplit !== null,
    recomputeSplit,
    fieldErrors,
    generalErrors: feedback.general,
    warnings: feedback.warnings,
    success: feedback.success,
    successNote: feedback.done ?? null,
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
