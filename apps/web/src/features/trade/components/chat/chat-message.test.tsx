import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { buildMessage } from '../../testing/trade-fixtures';
import { ChatMessage } from './chat-message';

function systemLine(payload: Record<string, unknown>) {
  renderWithProviders(
    <ol>
      <ChatMessage message={buildMessage({ kind: 'system', author: null, body: '', payload })} />
    </ol>,
  );
  return screen.getByTestId('chat-system').textContent;
}

describe('system lines of the trade chat', () => {
  it('reads a status change from its status', () => {
    expect(systemLine({ status: 'paid', action: 'mark_paid', actor: 'buyer' })).toBe(
      'The buyer marked the trade as paid.',
    );
  });

  it.each([
    ['APPROVED', 'The uploaded file was approved.'],
    ['REJECTED', 'The uploaded file was rejected: a new one is needed.'],
  ])('gives a review (%s) its own line, not the status it happened at', (requirementStatus, text) => {
    expect(
      systemLine({ status: 'paid', event: 'requirement_reviewed', requirementId: 3, requirementStatus }),
    ).toBe(text);
  });

  it('gives the fall back to the manual flow its own line', () => {
    expect(systemLine({ status: 'active_funded', event: 'fallback', flowType: 'default' })).toBe(
      'The trade continues by hand: the parties pay and release themselves.',
    );
  });
});
