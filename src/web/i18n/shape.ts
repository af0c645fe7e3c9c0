/**
 * The shape of an English text, without its literal values: what another language's dictionary
 * must provide for it. Strings become string, functions keep their parameters and return the
 * shape of what they return, objects and tuples keep every key (so a missing or an extra key
 * fails the typecheck).
 */
export type Shape<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: infer A) => infer R
        ? (...args: A) => Shape<R>
        : { readonly [K in keyof T]: Shape<T[K]> };
