import { type CONDITION_RATINGS, TOUR_TEXTS } from '@homie/contracts/tour';
import { useCallback } from 'react';
import { type MessageId, useI18n } from '#lib/i18n/i18n.tsx';
import { PHOTO_UNREADABLE } from '../hooks/use-analyze-view.ts';
import type { CameraProblemKind } from './camera-problem.ts';

/**
 * The camera tour's own texts in the visitor's language (area `dashboard`, decision 266). The tour's
 * store and the contract keep the specification's English (tests and spec §8 hold them); each is
 * known here by that English, as the account's checks are (decision 264).
 */
const CAMERA_PROBLEMS: Record<CameraProblemKind, { title: MessageId; help: MessageId }> = {
  'not-found': { title: 'dashboard.camera.notFound.title', help: 'dashboard.camera.notFound.help' },
  denied: { title: 'dashboard.camera.denied.title', help: 'dashboard.camera.denied.help' },
  'in-use': { title: 'dashboard.camera.inUse.title', help: 'dashboard.camera.inUse.help' },
  unsupported: { title: 'dashboard.camera.unsupported.title', help: 'dashboard.camera.unsupported.help' },
  other: { title: 'dashboard.camera.other.title', help: 'dashboard.camera.other.help' },
};

/** What a camera failure means and what to do, in the visitor's language. */
export function useCameraProblemText() {
  const { t } = useI18n();
  return useCallback(
    (kind: CameraProblemKind) => ({
      title: t(CAMERA_PROBLEMS[kind].title),
      help: t(CAMERA_PROBLEMS[kind].help),
    }),
    [t],
  );
}

/** The tour's own lines the store holds in English (spec §3, §8), by their English. */
const OWN_LINES: Record<string, MessageId> = {
  [TOUR_TEXTS.started]: 'dashboard.tour.started',
  [TOUR_TEXTS.ended]: 'dashboard.tour.ended',
  [TOUR_TEXTS.captureFailed]: 'dashboard.tour.captureFailed',
  [PHOTO_UNREADABLE]: 'dashboard.tour.photoUnreadable',
};

/**
 * The assistant's line in the visitor's language when it is one of the tour's own; otherwise null:
 * the vision model's reply and the spec's error lines with a server's or browser's reason come as
 * they are, in English, and are marked so.
 */
export function useTourLine() {
  const { t } = useI18n();
  return useCallback(
    (text: string): string | null => {
      const id = OWN_LINES[text];
      return id ? t(id) : null;
    },
    [t],
  );
}

const CONDITIONS: Record<(typeof CONDITION_RATINGS)[number], MessageId> = {
  C1: 'dashboard.report.conditionC1',
  C2: 'dashboard.report.conditionC2',
  C3: 'dashboard.report.conditionC3',
  C4: 'dashboard.report.conditionC4',
  C5: 'dashboard.report.conditionC5',
  C6: 'dashboard.report.conditionC6',
};

/** A condition rating's meaning (contracts' CONDITION_LABELS) in the visitor's language. */
export function useConditionLabel() {
  const { t } = useI18n();
  return useCallback((rating: (typeof CONDITION_RATINGS)[number]) => t(CONDITIONS[rating]), [t]);
}
