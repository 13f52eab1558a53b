/**
 * Hand-written county home-value indices, 1970 – 2026: the typical home value in thousands of dollars
 * at fractional-year anchor points, interpolated on the log scale. The shapes follow California's
 * history (1970s run-up, 1990s dip, 2000s boom, 2008-2011 crash, 2012-2022 climb with a spring-2022
 * peak, then flat to softening); 2000-2022 levels were set by eye against the Zillow county ZHVI,
 * earlier ones against the statewide median-price history. See docs/decisions/012.
 */
import type { CountyKey } from '@homie/contracts/counties';

type Anchors = readonly (readonly [number, number])[];

const SHARED_TAIL_TIMES = [2021.5, 2022.0, 2022.35, 2022.9, 2023.5, 2024.5, 2025.3, 2025.9, 2026.25] as const;
const tail = (values: readonly number[]): [number, number][] =>
  SHARED_TAIL_TIMES.map((t, i) => [t, values[i] ?? 0]);

// biome-ignore format: a data table, one county per paragraph
const ANCHORS: Record<CountyKey, Anchors> = {
  la: [
    [1970, 27], [1972, 29], [1974, 36], [1976, 48], [1978, 70], [1980, 95], [1982, 105], [1984, 112],
    [1986, 135], [1988, 180], [1989.5, 215], [1990.5, 215], [1992, 200], [1994, 180], [1996, 170], [1998, 185],
    [2000.5, 225], [2001.5, 245], [2002.5, 280], [2003.5, 330], [2004.5, 415], [2005.5, 505], [2006.5, 590],
    [2007.5, 585], [2008.5, 490], [2009.5, 400], [2010.5, 410], [2011.5, 385], [2012.5, 370], [2013.5, 435],
    [2014.5, 485], [2015.5, 510], [2016.5, 545], [2017.5, 580], [2018.5, 630], [2019.5, 635], [2020.5, 660],
    ...tail([766, 825, 870, 835, 850, 895, 905, 890, 888])
  ],
  riverside: [
    [1970, 21], [1975, 33], [1980, 75], [1985, 88], [1989.5, 140], [1991, 140], [1993, 125], [1996, 112],
    [1998, 118], [2000.5, 170], [2001.5, 190], [2002.5, 210], [2003.5, 250], [2004.5, 310], [2005.5, 395],
    [2006.5, 445], [2007.5, 430], [2008.5, 325], [2009.5, 230], [2010.5, 230], [2011.5, 220], [2012.5, 215],
    [2013.5, 260], [2014.5, 310], [2015.5, 320], [2016.5, 335], [2017.5, 355], [2018.5, 385], [2019.5, 395],
    [2020.5, 410], ...tail([498, 571, 600, 575, 585, 605, 615, 608, 605])
  ],
  san_bernardino: [
    [1970, 19], [1975, 29], [1980, 65], [1985, 76], [1989.5, 125], [1991, 125], [1993, 112], [1996, 98],
    [1998, 102], [2000.5, 135], [2001.5, 150], [2002.5, 165], [2003.5, 195], [2004.5, 250], [2005.5, 325],
    [2006.5, 390], [2007.5, 390], [2008.5, 295], [2009.5, 200], [2010.5, 195], [2011.5, 185], [2012.5, 185],
    [2013.5, 215], [2014.5, 265], [2015.5, 275], [2016.5, 295], [2017.5, 315], [2018.5, 340], [2019.5, 355],
    [2020.5, 370], ...tail([446, 503, 530, 510, 515, 535, 545, 540, 538])
  ],
  santa_clara: [
    [1970, 28], [1975, 46], [1980, 110], [1985, 150], [1989.5, 265], [1990.5, 270], [1992, 260], [1994, 250],
    [1996, 265], [1998, 320], [1999.5, 400], [2000.5, 485], [2001.5, 605], [2002.5, 585], [2003.5, 600],
    [2004.5, 660], [2005.5, 790], [2006.5, 845], [2007.5, 850], [2008.5, 760], [2009.5, 625], [2010.5, 650],
    [2011.5, 610], [2012.5, 635], [2013.5, 780], [2014.5, 845], [2015.5, 955], [2016.5, 1030], [2017.5, 1090],
    [2018.5, 1370], [2019.5, 1240], [2020.5, 1250],
    ...tail([1457, 1596, 1720, 1530, 1560, 1680, 1720, 1700, 1700])
  ],
  alameda: [
    [1970, 25], [1975, 40], [1980, 95], [1985, 125], [1989.5, 220], [1990.5, 225], [1993, 215], [1996, 215],
    [1998, 245], [2000.5, 325], [2001.5, 400], [2002.5, 415], [2003.5, 455], [2004.5, 515], [2005.5, 630],
    [2006.5, 670], [2007.5, 645], [2008.5, 570], [2009.5, 470], [2010.5, 480], [2011.5, 430], [2012.5, 425],
    [2013.5, 545], [2014.5, 620], [2015.5, 680], [2016.5, 760], [2017.5, 795], [2018.5, 905], [2019.5, 895],
    [2020.5, 895], ...tail([1095, 1196, 1290, 1130, 1150, 1190, 1200, 1175, 1170])
  ],
  contra_costa: [
    [1970, 26], [1975, 42], [1980, 100], [1985, 125], [1989.5, 210], [1990.5, 215], [1993, 205], [1996, 200],
    [1998, 225], [2000.5, 340], [2001.5, 400], [2002.5, 445], [2003.5, 500], [2004.5, 605], [2005.5, 740],
    [2006.5, 805], [2007.5, 725], [2008.5, 570], [2009.5, 410], [2010.5, 390], [2011.5, 355], [2012.5, 355],
    [2013.5, 430], [2014.5, 525], [2015.5, 555], [2016.5, 615], [2017.5, 650], [2018.5, 700], [2019.5, 700],
    [2020.5, 695], ...tail([851, 940, 985, 880, 885, 905, 910, 890, 885])
  ],
  ventura: [
    [1970, 27], [1975, 44], [1980, 100], [1985, 120], [1989.5, 225], [1990.5, 225], [1993, 210], [1996, 195],
    [1998, 210], [2000.5, 275], [2001.5, 310], [2002.5, 340], [2003.5, 415], [2004.5, 510], [2005.5, 610],
    [2006.5, 675], [2007.5, 625], [2008.5, 505], [2009.5, 435], [2010.5, 435], [2011.5, 415], [2012.5, 390],
    [2013.5, 450], [2014.5, 510], [2015.5, 520], [2016.5, 550], [2017.5, 585], [2018.5, 605], [2019.5, 615],
    [2020.5, 625], ...tail([739, 817, 850, 820, 830, 865, 875, 865, 860])
  ],
  san_mateo: [
    [1970, 32], [1975, 52], [1980, 125], [1985, 170], [1989.5, 300], [1990.5, 305], [1993, 295], [1996, 300],
    [1998, 360], [2000.5, 525], [2001.5, 630], [2002.5, 635], [2003.5, 680], [2004.5, 760], [2005.5, 890],
    [2006.5, 950], [2007.5, 950], [2008.5, 865], [2009.5, 745], [2010.5, 755], [2011.5, 700], [2012.5, 695],
    [2013.5, 845], [2014.5, 955], [2015.5, 1070], [2016.5, 1190], [2017.5, 1240], [2018.5, 1450],
    [2019.5, 1410], [2020.5, 1410], ...tail([1557, 1694, 1800, 1620, 1640, 1720, 1760, 1740, 1735])
  ],
};

// Dates are day numbers (days since 1970-01-01, UTC) throughout the generator: plain integer
// arithmetic (Howard Hinnant's civil-date algorithms) instead of Date objects, for speed.

/** 'YYYY-MM-DD' → day number. */
export function isoToDay(iso: string): number {
  return daysFromCivil(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)), Number(iso.slice(8, 10)));
}

function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

/** Day number → 'YYYY-MM-DD'. */
export function dayToIso(day: number): string {
  const [y, m, d] = civilFromDays(day);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** Day number → fractional year. */
export function dayToYear(day: number): number {
  const year = civilFromDays(day)[0];
  const start = daysFromCivil(year, 1, 1);
  return year + (day - start) / (daysFromCivil(year + 1, 1, 1) - start);
}

/** The county's typical home value (dollars) at a fractional year, clamped to the table's range. */
export function marketIndex(county: CountyKey, year: number): number {
  const anchors = ANCHORS[county];
  const first = anchors[0] as readonly [number, number];
  const last = anchors[anchors.length - 1] as readonly [number, number];
  if (year <= first[0]) return first[1] * 1000;
  if (year >= last[0]) return last[1] * 1000;
  let i = 1;
  while ((anchors[i] as readonly [number, number])[0] < year) i++;
  const [t0, v0] = anchors[i - 1] as readonly [number, number];
  const [t1, v1] = anchors[i] as readonly [number, number];
  const w = (year - t0) / (t1 - t0);
  return Math.exp(Math.log(v0) * (1 - w) + Math.log(v1) * w) * 1000;
}

const TABLE_FIRST_DAY = daysFromCivil(1940, 1, 1);
const TABLE_LAST_DAY = daysFromCivil(2030, 12, 31);
const dailyIndex = new Map<CountyKey, Float64Array>();

/** Market index on a day number, from a per-county daily table built on first use. */
export function marketIndexOnDay(county: CountyKey, day: number): number {
  let table = dailyIndex.get(county);
  if (!table) {
    table = new Float64Array(TABLE_LAST_DAY - TABLE_FIRST_DAY + 1);
    for (let d = TABLE_FIRST_DAY; d <= TABLE_LAST_DAY; d++)
      table[d - TABLE_FIRST_DAY] = marketIndex(county, dayToYear(d));
    dailyIndex.set(county, table);
  }
  const clamped = Math.min(TABLE_LAST_DAY, Math.max(TABLE_FIRST_DAY, Math.round(day)));
  return table[clamped - TABLE_FIRST_DAY] as number;
}
