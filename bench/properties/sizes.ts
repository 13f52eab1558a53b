import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Total size of the files under a folder, in MB. */
export function dirSizeMb(path: string): number {
  let bytes = 0;
  const walk = (p: string) => {
    for (const entry of readdirSync(p, { withFileTypes: true })) {
      const full = join(p, entry.name);
      if (entry.isDirectory()) walk(full);
      else bytes += statSync(full).size;
    }
  };
  walk(path);
  return Math.round(bytes / 1e6);
}
