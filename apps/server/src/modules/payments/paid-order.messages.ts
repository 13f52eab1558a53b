/** What a caller is told when no paid order for the job is theirs (appeals and evidence use them). */
export const ACCESS_MESSAGES = {
  noCredentials: 'Sign in, or continue in the browser you paid in, to get your appeal package.',
  notYours: 'No order with this id belongs to you. Sign in with the account that bought it.',
  notPaid:
    'No paid plan for this property belongs to you. Choose a plan first, or sign in with the account that bought it.',
} as const;

/** What a caller choosing a plan is told when another window changed the order's checkout (decision 170). */
export const CHECKOUT_MESSAGES = {
  replacedMeanwhile:
    'A plan was chosen for this home in another window at the same moment, so this checkout was closed. Please choose your plan again.',
  busy: 'A checkout for this home is being opened in another window. Please try again in a moment.',
} as const;
