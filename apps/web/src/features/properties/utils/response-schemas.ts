/**
 * The property calls' response schemas (zod, from the contracts) are fetched with the first call,
 * alongside it, rather than with the first page: the landing page paints and answers input without
 * a schema library it needs only once an answer arrives (decision 084).
 */
export const propertyResponseSchemas = () => import('@homie/contracts/properties');
