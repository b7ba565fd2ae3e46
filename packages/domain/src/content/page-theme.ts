/** Spec public-site 3.2: the themes a page can be drawn in; `Default` when it names none. */
export const pageThemes = {
  default: 'Default',
  dark: 'Dark',
  light: 'Light',
} as const;

export type PageTheme = (typeof pageThemes)[keyof typeof pageThemes];

const themesByName: ReadonlyMap<string, PageTheme> = new Map(
  Object.values(pageThemes).map((theme) => [theme.toLowerCase(), theme]),
);

/** The theme a page's (or an override's) theme name stands for; unknown names read `Default`. */
export function pageTheme(name: string | null | undefined): PageTheme {
  return themesByName.get((name ?? '').trim().toLowerCase()) ?? pageThemes.default;
}
