/**
 * The properties module's public surface for other modules (decision 146: they import a module's
 * `<module>.service.ts` / `<module>.module.ts`, never its other files or folders). The dataset
 * pipeline (decision 145) uses it to value real sales with the analysis API's own comparable search
 * and model (the backtest, decision 024), to lay out the demo dataset on real ZIP codes, and to name
 * imported homes as the live API does; other modules read analysis jobs through it.
 */
export { countyKeyOf, countyOfAnalysis } from './analysis-county.ts';
export { type AnalysisJobReader, createAnalysisJobReader, type JobHome } from './analysis-jobs.ts';
export { createAnalysisRepository } from './analysis.repository.ts';
export { loadAnalysisResult } from './analysis.service.ts';
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
