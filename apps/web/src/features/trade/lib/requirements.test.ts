import type { TradeRequirement } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import { canUploadFor, requirementsBlock, requirementsFinished, requirementsRejected } from './requirements';

const item = (status: TradeRequirement['status'], optional = false): TradeRequirement => ({
  requirementId: 1,
  stage: 'before_mark_as_paid',
  kind: 'receipt',
  party: 'buyer',
  status,
  optional,
});

describe('requirement rules (trading.md §4)', () => {
  it('a corrupted requirement, or a pending required one, blocks', () => {
    expect(requirementsBlock([item('CORRUPTED', true)])).toBe(true);
    expect(requirementsBlock([item('PENDING')])).toBe(true);
    expect(requirementsBlock([item('PENDING', true)])).toBe(false);
    expect(requirementsBlock([item('UPLOADED'), item('APPROVED')])).toBe(false);
    expect(requirementsBlock([])).toBe(false);
  });

  it('finished means nothing uploaded awaiting review and nothing required pending', () => {
    expect(requirementsFinished([item('APPROVED'), item('PENDING', true)])).toBe(true);
    expect(requirementsFinished([item('UPLOADED')])).toBe(false);
    expect(requirementsFinished([item('PENDING')])).toBe(false);
  });

  it('flags any rejected requirement, and lets a new file replace a failed or refused one', () => {
    expect(requirementsRejected([item('APPROVED'), item('REJECTED')])).toBe(true);
    expect(requirementsRejected([item('APPROVED')])).toBe(false);
    expect(
      ['PENDING', 'CORRUPTED', 'REJECTED', 'UPLOADED', 'APPROVED'].map((s) =>
        canUploadFor(item(s as TradeRequirement['status'])),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});
