// Printing the bench's figures as aligned rows.
export function log(message) {
  console.log(`[bench] ${message}`);
}

const number = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

export function loadRow(name, figures) {
  const codes = Object.entries(figures.statusCodes ?? {})
    .map(([code, count]) => `${code}×${count}`)
    .join(' ');
  const cache = figures.pageCache ? ` x-page-cache=${figures.pageCache}` : '';
  return (
    `${name.padEnd(34)} ${number(figures.rps).padStart(7)} req/s  p50 ${number(figures.p50, 1).padStart(6)} ms` +
    `  p99 ${number(figures.p99, 1).padStart(6)} ms  status ${codes || 'none'}` +
    `${figures.errors ? ` errors=${figures.errors}` : ''}${cache}`
  );
}

export function ratio(part, whole) {
  return whole > 0 ? part / whole : 0;
}

export const percent = (value) => `${(value * 100).toFixed(0)}%`;
export const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
