import { useLayoutEffect, useRef, useState } from 'react';

/** Within this many pixels of the end, the reader counts as at the bottom and the chat follows new messages. */
export const NEAR_BOTTOM_PX = 80;

/**
 * Keeps the chat at its newest message only while the reader is already there: someone who scrolled
 * up to read is left in place and offered a "New messages" jump instead. The reader's own message
 * always brings the chat down, so they see what they sent.
 */
export function useChatScroll(count: number, lastIsOwn: boolean) {
  const listRef = useRef<HTMLOListElement>(null);
  const [pinned, setPinned] = useState(true);
  const [countWhenLeft, setCountWhenLeft] = useState(0);
  const scrolledFor = useRef(0);

  useLayoutEffect(() => {
    const node = listRef.current;
    // Only a new message moves the chat; scrolling away (pinned turning false) must not snap it back.
    if (!node || count === scrolledFor.current) return;
    scrolledFor.current = count;
    if (pinned || lastIsOwn) node.scrollTop = node.scrollHeight;
  }, [count, pinned, lastIsOwn]);

  const onScroll = () => {
    const node = listRef.current;
    if (!node) return;
    const near = node.scrollHeight - node.scrollTop - node.clientHeight <= NEAR_BOTTOM_PX;
    if (near === pinned) return;
    setPinned(near);
    if (!near) setCountWhenLeft(count);
  };

  // An image that finishes loading makes the list taller: a reader at the end stays at the end.
  const onContentLoad = () => {
    const node = listRef.current;
    if (node && pinned) node.scrollTop = node.scrollHeight;
  };

  const jumpToNewest = () => {
    const node = listRef.current;
    if (node) node.scrollTop = node.scrollHeight;
    setPinned(true);
  };

  return {
    listRef,
    onScroll,
    onContentLoad,
    jumpToNewest,
    hasNewBelow: !pinned && !lastIsOwn && count > countWhenLeft,
  };
}
