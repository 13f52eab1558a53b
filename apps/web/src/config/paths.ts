import { PAGE_PATHS } from '@homie/contracts/routes';

/**
 * The app's pages, from the contract's one route table (spec §2; decision 148): the server serves
 * the same list. Pages link with `paths.x`; app/router.tsx maps each path to its lazy page.
 */
export const paths = PAGE_PATHS;

export type AppPath = (typeof paths)[keyof typeof paths];

/** Where a signed-out visitor is sent from a guarded page; the Sign In dialog opens there. */
export const SIGNED_OUT_REDIRECT = paths.home;
