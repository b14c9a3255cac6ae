export const stepUpKeys = {
  all: ['step-up'] as const,
  status: ['step-up', 'status'] as const,
  requests: ['step-up', 'requests'] as const,
  request: (id: string) => ['step-up', 'requests', id] as const,
};
