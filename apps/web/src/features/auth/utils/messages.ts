/** Shown when the server cannot be reached at all (the spec's texts cover server answers and timeouts). */
export const NETWORK_ERROR = 'Could not reach the server. Please check your connection and try again.';
