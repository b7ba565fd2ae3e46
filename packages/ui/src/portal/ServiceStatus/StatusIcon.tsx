import type { DashboardTileStatus } from '@kmx/domain/portal';

// One shape per status, so the status never rests on colour alone; the text beside it names it.
const shapes: Readonly<Record<DashboardTileStatus, string>> = {
  active: 'M5 12.5 10 17l9-10',
  pending: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  unregistered: 'M12 8v4M12 16h.01M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  comingsoon: 'M6 3h12M6 21h12M7 3c0 5 10 6 10 9s-10 4-10 9M17 3c0 5-10 6-10 9s10 4 10 9',
};

export function StatusIcon({ status }: { readonly status: DashboardTileStatus }) {
  return (
    <svg
      className="icon service-status__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={shapes[status]} />
    </svg>
  );
}
