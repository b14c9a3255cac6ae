/** Query keys of the trade page; everything of one trade sits under ['trade', hash]. */
export const tradeKeys = {
  all: ['trade'] as const,
  trade: (hash: string) => ['trade', hash] as const,
  view: (hash: string) => ['trade', hash, 'view'] as const,
  messages: (hash: string) => ['trade', hash, 'messages'] as const,
  feedback: (hash: string) => ['trade', hash, 'feedback'] as const,
  disputeReasons: ['dispute-reasons'] as const,
  newTrade: (hash: string) => ['trade', hash, 'new-trade'] as const,
};

export const tradePath = (hash: string) => `/rest/v1/trade/${encodeURIComponent(hash)}`;
