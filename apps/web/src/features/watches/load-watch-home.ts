import { loadArea } from '#lib/i18n/catalogues.ts';

/**
 * "Watch this home"'s code and its texts (the `watch` area, decision 264), fetched together: the
 * pages that show it (`/`'s result, /choose-plan) load it lazily, so its words weigh on no first page
 * and it never renders before them.
 */
export const loadWatchHome = () =>
  Promise.all([import('./components/watch-home.tsx'), loadArea('watch')]).then(([module]) => module);
