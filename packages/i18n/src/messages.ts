/** A tree of message texts: i18next's nested resource format (`a.b` reads `{ a: { b } }`). */
export type MessageTree = { readonly [key: string]: string | MessageTree };

/**
 * The shape a translation must have, derived from the German source text: the same keys, any texts.
 * Typing French and Italian with it makes a missing or misspelt key a compile error.
 */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]>;
};
