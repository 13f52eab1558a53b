import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** ../shared/data beside the repository: real public data for tests and benchmarks, never copied in. */
export const SHARED_DATA_DIR = fileURLToPath(new URL('../../../../../../../shared/data/', import.meta.url));

/** The absolute path of a file under ../shared/data, or null when it is absent (tests then skip). */
export function sharedDataFile(relative: string): string | null {
  const path = `${SHARED_DATA_DIR}${relative}`;
  return existsSync(path) ? path : null;
}
