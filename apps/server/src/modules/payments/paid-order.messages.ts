/** What a caller is told when no paid order for the job is theirs (appeals and evidence use them). */
export const ACCESS_MESSAGES = {
  noCredentials: 'Sign in, or continue in the browser you paid in, to get your appeal package.',
  notPaid:
    'No paid plan for this property belongs to you. Choose a plan first, or sign in with the account that bought it.',
} as const;
