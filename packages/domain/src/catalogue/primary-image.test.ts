import { describe, expect, it } from 'vitest';
import { primaryImage } from './primary-image';

const front = { name: 'Alpha 550 front', url: '/media/alpha-550-front.png', isDefault: false };
const side = { name: 'Alpha 550 side', url: '/media/alpha-550-side.png', isDefault: true };

describe('primaryImage', () => {
  it('takes the image flagged as default (spec 3.6)', () => {
    expect(primaryImage([front, side])).toBe(side);
  });

  it('takes the first image when none is flagged, and none of no images', () => {
    expect(primaryImage([front, { ...side, isDefault: false }])).toBe(front);
    expect(primaryImage([])).toBeNull();
  });
});
