/** Joins class names, skipping empty values (a dependency-free `clsx`). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
