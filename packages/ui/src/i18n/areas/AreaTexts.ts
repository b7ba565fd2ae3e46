/**
 * One area's texts in a language other than English: exactly the English area's keys, each a
 * text (the compiler checks that none is missing and none is extra).
 */
export type AreaTexts<English> = { readonly [Key in keyof English]: string };
