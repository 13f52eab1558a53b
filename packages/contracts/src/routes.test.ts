import { describe, expect, it } from 'vitest';
import { AUTH_API } from './auth-constants.ts';
import { EVIDENCE_API, VIDEO_FINDINGS_API } from './evidence.ts';
import { OPERATOR_API } from './operator.ts';
import { FILL_FORM_PATH } from './payments.ts';
import { API_PATHS, apiPath, isPagePath, PAGE_PATHS } from './routes.ts';
import { TOUR_API } from './tour.ts';

describe('apiPath', () => {
  it('fills each :param, URI-encoded', () => {
    expect(apiPath(API_PATHS.tour.capture, { id: 'abc' })).toBe('/api/tour/captures/abc/');
    expect(apiPath(API_PATHS.videos.keepFrame, { videoId: 'v 1', index: 3 })).toBe(
      '/api/videos/v%201/frames/3/evidence',
    );
    expect(apiPath(API_PATHS.orders.byJob, { history_id: 'a/b?c' })).toBe('/api/orders/by-job/a%2Fb%3Fc');
    expect(apiPath(API_PATHS.auth.login)).toBe('/api/auth/login/');
  });

  it('refuses a pattern whose value is missing', () => {
    const untyped = apiPath as (pattern: string, params: Record<string, string>) => string;
    expect(() => untyped('/x/:id', {})).toThrow(/:id/);
  });
});

describe('the domain constants are views of the table', () => {
  it('spell the same paths', () => {
    expect(AUTH_API.login).toBe(API_PATHS.auth.login);
    expect(TOUR_API.capture('c1')).toBe('/api/tour/captures/c1/');
    expect(TOUR_API.captureImage('c1')).toBe('/api/tour/captures/c1/image');
    expect(EVIDENCE_API.photos('j 1')).toBe('/api/appeals/evidence-photos/j%201');
    expect(VIDEO_FINDINGS_API.keepFrame('v', 2)).toBe('/api/videos/v/frames/2/evidence');
    expect(OPERATOR_API.exportCsv('leads')).toBe('/api/operator/export/leads.csv');
    expect(OPERATOR_API.leadStatus('7')).toBe('/api/operator/leads/7/status');
    expect(FILL_FORM_PATH).toBe(PAGE_PATHS.fillForm);
  });

  it('knows its pages, with or without a trailing slash', () => {
    expect(isPagePath('/choose-plan')).toBe(true);
    expect(isPagePath('/choose-plan/')).toBe(true);
    expect(isPagePath('/api/orders')).toBe(false);
  });
});
