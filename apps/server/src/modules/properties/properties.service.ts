/**
 * What other modules may use of the properties module's code as a library (decision 146): the
 * dataset pipeline (decision 145) values real sales with the analysis API's own comparable search
 * and model (the backtest, decision 024) and names imported homes as the live API does; other
 * modules' tests store analysis jobs with the repository. The module's runtime service (the
 * analysis-job reader, app.properties) is properties.plugin.ts (decision 144).
 */
export { createAnalysisRepository } from './analysis.repository.ts';
export type { SaleCandidate, SubjectFacts } from './comps/comp-types.ts';
export { createCompsRepository } from './comps/comps.repository.ts';
export { dayOf, dayToIso } from './comps/dates.ts';
export { createMarketIndexService } from './comps/market-index.service.ts';
export { type MarketPrior, loadMarketPrior } from './comps/market-prior.ts';
export { createMemoryCompsSource } from './comps/memory-comps.source.ts';
export { displayCity, syntheticApn } from './property-records.ts';
export type { AppraiseOptions } from './valuation/appraise.ts';
export { type FittedConstants, UNCALIBRATED, fitConstants, withConstants } from './valuation/calibration.ts';
export { appraiseFromDatabase } from './valuation/find-comparables.ts';
export { DEFAULT_VALUE_OPTIONS, type ValueModelOptions } from './valuation/market-value.ts';
export { type RatioStudy, ratioStudy } from './valuation/ratio-study.ts';
