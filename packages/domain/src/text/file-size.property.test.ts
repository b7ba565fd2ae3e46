import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { fileSizeUnits, readableFileSize } from './file-size';

const factor = (unit: string) =>
  1024 ** fileSizeUnits.indexOf(unit as (typeof fileSizeUnits)[number]);

test.prop([fc.integer({ min: 0, max: 2 ** 50 })])(
  'the size told is within 5 % of the real one',
  (bytes) => {
    const [amount = '', unit = ''] = readableFileSize(bytes).split(' ');
    const told = Number(amount) * factor(unit);
    expect(Math.abs(told - bytes)).toBeLessThanOrEqual(Math.max(0.5, bytes * 0.05));
  },
);

test.prop([fc.integer({ min: 0, max: 2 ** 40 })])(
  'the amount is below 1024 and has at most one decimal',
  (bytes) => {
    const [amount = ''] = readableFileSize(bytes).split(' ');
    expect(Number(amount)).toBeLessThan(1024);
    expect(amount).toMatch(/^\d+(\.\d)?$/);
  },
);
