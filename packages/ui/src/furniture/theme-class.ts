/** The furniture themes of spec public-site 3.4 (header and footer options). */
export const furnitureThemes = {
  default: 'default',
  dark: 'dark',
  light: 'light',
} as const;

export type FurnitureTheme = (typeof furnitureThemes)[keyof typeof furnitureThemes];

/**
 * The theme the CMS names (`Default`, `Dark`, `Light`, any case), else the default one: an unknown
 * name must not produce a class the stylesheet does not know.
 */
export function furnitureTheme(theme: string): FurnitureTheme {
  const wanted = theme.trim().toLowerCase();
  return wanted === furnitureThemes.dark || wanted === furnitureThemes.light
    ? wanted
    : furnitureThemes.default;
}

/** The modifier class of a block for a theme, e.g. `site-header--dark`. */
export function themeClass(block: string, theme: string): string {
  return `${block}--${furnitureTheme(theme)}`;
}
