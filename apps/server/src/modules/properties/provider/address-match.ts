/**
 * Whether a provider's record is the home that was asked for (decision 210): the same house number,
 * the same street (compared as the lookup compares streets: type and directional abbreviated), the
 * same ZIP when one was asked (else the same city when one was named) and the same unit when one was
 * asked. A record for another address is not stored and the lookup answers "not in our records".
 */
import { normalizeCity, reduceUnit, searchStreetKey } from '@homie/contracts/address';
import { parseAddressLine } from '../address-line.ts';
import type { ProviderHome } from './rentcast.mapper.ts';

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();

export function isRecordOf(
  home: Pick<ProviderHome, 'streetNumber' | 'streetName' | 'unit' | 'city' | 'zip'>,
  asked: string,
): boolean {
  const line = parseAddressLine(asked);
  if (!line.number || line.rest.length === 0) return false;
  if (compact(line.number) !== compact(home.streetNumber)) return false;
  const recordStreet = searchStreetKey(`${home.streetNumber} ${home.streetName}`);
  for (let words = line.rest.length; words >= 1; words -= 1) {
    if (searchStreetKey(`${line.number} ${line.rest.slice(0, words).join(' ')}`) !== recordStreet) continue;
    const city = line.rest.slice(words).join(' ');
    if (line.zip ? line.zip !== home.zip : city !== '' && normalizeCity(city) !== normalizeCity(home.city))
      return false;
    if (!line.unit) return true;
    if (!home.unit) return false;
    return (
      compact(line.unit) === compact(home.unit) || reduceUnit(compact(line.unit)) === reduceUnit(home.unit)
    );
  }
  return false;
}
