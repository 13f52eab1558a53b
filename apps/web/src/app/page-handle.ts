/** What a page module says of itself to the layout, as its `handle` export (app/router.tsx). */
export interface PageHandle {
  /** Every text of the page comes from the catalogues (decision 252); other pages are marked English. */
  translated?: boolean;
}
