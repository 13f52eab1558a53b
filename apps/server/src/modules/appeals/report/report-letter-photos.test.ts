import { describe, expect, it } from 'vitest';
import { photosParagraph } from './report-letter.ts';

describe("the letter's sentence about the enclosed photographs (decisions 113, 237)", () => {
  it('names the count, the rooms and the dates, earliest first across years', () => {
    expect(
      photosParagraph(
        [
          { room: 'Kitchen', takenOn: '01/05/2027', caption: '' },
          { room: 'Bathroom', takenOn: '11/21/2026', caption: 'Leak' },
          { room: null, takenOn: '11/21/2026', caption: '' },
        ],
        2026,
      ),
    ).toBe(
      'I also enclose 3 photographs of the kitchen, bathroom taken between 11/21/2026 and 01/05/2027, in the hearing evidence, showing the condition of the property; each is dated and described with what it shows. The condition they show existed on January 1, 2026, the lien date: nothing shown was damaged, repaired or improved between that date and the day each was taken.',
    );
  });

  it('says one photograph, leaves out unknown rooms, and says nothing without photos', () => {
    expect(photosParagraph([{ room: null, takenOn: '11/21/2026', caption: '' }], 2026)).toBe(
      'I also enclose one photograph taken on 11/21/2026, in the hearing evidence, showing the condition of the property; each is dated and described with what it shows. The condition they show existed on January 1, 2026, the lien date: nothing shown was damaged, repaired or improved between that date and the day each was taken.',
    );
    expect(photosParagraph([], 2026)).toBeNull();
    expect(photosParagraph(undefined, 2026)).toBeNull();
  });
});
