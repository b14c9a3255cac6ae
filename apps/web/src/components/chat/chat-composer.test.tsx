import { MESSENGER_MESSAGE_MAX_LENGTH } from '@p2p/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { ChatBubble } from './chat-bubble';
import { ChatComposer, type ChatSend } from './chat-composer';

function composer(mutate: ChatSend['mutate'], isPending = false) {
  render(
    <ChatComposer
      send={{ mutate, isPending }}
      inputId="composer-test"
      label="Write a message"
      failedText="Could not send."
      fileTestId="chat-file"
    />,
  );
  return screen.getByRole('textbox', { name: 'Write a message' });
}

describe('ChatComposer', () => {
  it('sends on Enter, breaks the line on Shift+Enter, and empties the box once sent', async () => {
    const user = userEvent.setup();
    const mutate = vi.fn<ChatSend['mutate']>((_input, callbacks) => callbacks.onSuccess());
    const box = composer(mutate);
    await user.type(box, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(mutate).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({ text: 'Hello\nthere' });
    expect(box).toHaveProperty('value', '');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
  });

  it("shows the server's message, or the fallback, when sending fails, and keeps the text", async () => {
    const user = userEvent.setup();
    let failure: Error = new ApiError(403, 'ERROR_FORBIDDEN', 'You cannot write here');
    const box = composer((_input, callbacks) => callbacks.onError(failure));
    await user.type(box, 'Hi');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('You cannot write here');
    expect(box).toHaveProperty('value', 'Hi');
    failure = new Error('offline');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Could not send.');
  });

  it('refuses a text over the limit and sends an attached image', async () => {
    const user = userEvent.setup();
    const mutate = vi.fn<ChatSend['mutate']>();
    const box = composer(mutate);
    await user.click(box);
    await user.paste('x'.repeat(MESSENGER_MESSAGE_MAX_LENGTH + 1));
    expect(screen.getByRole('alert').textContent).toBe(`At most ${MESSENGER_MESSAGE_MAX_LENGTH} characters`);
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    await user.keyboard('{Enter}');
    expect(mutate).not.toHaveBeenCalled();

    const file = new File([new Uint8Array([1, 2, 3])], 'shot.png', { type: 'image/png' });
    await user.upload(screen.getByTestId('chat-file'), file);
    expect(mutate).toHaveBeenCalledTimes(1);
    expect(mutate.mock.calls[0]![0]).toEqual({ file });
  });
});

describe('ChatBubble', () => {
  const base = {
    kind: 'text' as const,
    text: 'Hi',
    imageUrl: null,
    imageName: null,
    createdAt: '2026-01-02T03:04:05Z',
  };

  it('marks my read message as read, shows the author above the text and an image by its name', () => {
    render(
      <ol>
        <ChatBubble message={{ ...base, isMine: true }} read testId="bubble" />
        <ChatBubble message={{ ...base, isMine: false }} read testId="bubble" author={<b>Support</b>} />
        <ChatBubble
          message={{ ...base, isMine: false, kind: 'image', imageUrl: '/img/1', imageName: 'shot.png' }}
          read={false}
          testId="bubble"
        />
      </ol>,
    );
    const [mine, theirs] = screen.getAllByTestId('bubble');
    expect(mine!.textContent).toContain('· Read');
    expect(theirs!.textContent).toMatch(/^SupportHi/);
    expect(theirs!.textContent).not.toContain('Read');
    expect(screen.getByRole('img', { name: 'shot.png' }).getAttribute('src')).toBe('/img/1');
  });
});
