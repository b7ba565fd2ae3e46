/** The units a file size is told in; each is 1024 of the one before. */
export const fileSizeUnits = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

export type FileSizeUnit = (typeof fileSizeUnits)[number];

/**
 * A size in bytes in the largest unit that keeps the amount at 1 or more, rounded to one decimal
 * (none for bytes, and none when the decimal is 0): 524288 reads `512 KB`, 1572864 `1.5 MB`.
 * `decimalMark` is the language's (`,` in German). Negative or non-finite sizes count as 0.
 */
export function readableFileSize(bytes: number, decimalMark = '.'): string {
  let amount = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (amount >= 1024 && unit < fileSizeUnits.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  let rounded = unit === 0 ? Math.round(amount) : Math.round(amount * 10) / 10;
  // 1023.96 KB rounds to 1024 KB; it is told as 1 MB instead.
  if (rounded >= 1024 && unit < fileSizeUnits.length - 1) {
    rounded = 1;
    unit += 1;
  }
  // The loop and the rounding keep `unit` within the list.
  const name = fileSizeUnits[unit] as FileSizeUnit;
  return `${String(rounded).replace('.', decimalMark)} ${name}`;
}
