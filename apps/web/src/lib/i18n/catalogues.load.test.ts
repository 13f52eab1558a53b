/**
 * The catalogues split by area (decision 257): an area's messages join every locale already asked
 * for, and a locale asked for later brings the areas already loaded; English lies beneath.
 */
import { describe, expect, it } from 'vitest';
import { loadArea, loadCatalogue, loadedCatalogue } from './catalogues.ts';
import { englishText } from './i18n.tsx';

describe('the catalogues by area', () => {
  it('has only core until a route asks for its area, then the area in each locale asked for', async () => {
    const vietnamese = await loadCatalogue('vi');
    expect(vietnamese['landing.submit']).toBeDefined();
    expect(vietnamese['details.back']).toBeUndefined();
    expect(loadedCatalogue('en')?.['details.back']).toBeUndefined();
    expect(loadedCatalogue('ko')).toBeUndefined();

    await loadArea('details');
    expect(englishText('details.back')).toBe('Back');
    // The same object the page's intl reads, grown in place.
    expect(loadedCatalogue('vi')).toBe(vietnamese);
    expect(JSON.stringify(vietnamese['details.back'])).toContain('Quay lại');

    const korean = await loadCatalogue('ko');
    expect(JSON.stringify(korean['details.back'])).toContain('뒤로');
    expect(JSON.stringify(korean['calendar.nextLabel'])).toContain('다음 일정');
  });
});
