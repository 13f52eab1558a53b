/** Joins class names, skipping falsy ones. Later classes are appended, not merged. */
export function cn(...classes: (string | false | null | undefined)[]): string {
  return classes.filter(Boolean).join(' ');
}
