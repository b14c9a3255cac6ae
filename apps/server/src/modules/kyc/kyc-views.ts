import {
  isLevelName,
  VERIFICATION_FILE_TYPES,
  VERIFICATION_REQUEST_KINDS,
  VERIFICATION_REQUEST_STATUSES,
  type ReviewRequestView,
  type VerificationRequestView,
} from '@p2p/shared';
import type { FileRow, RequestRow, ReviewRow } from './kyc.repository.js';

type FileView = VerificationRequestView['files'][number];

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  (values as readonly string[]).includes(value) ? (value as T) : fallback;

export function toFileView(file: FileRow): FileView {
  return {
    id: file.id,
    contentType: oneOf(VERIFICATION_FILE_TYPES, file.contentType, 'application/pdf'),
    sizeBytes: file.sizeBytes,
    createdAt: file.createdAt.toISOString(),
  };
}

/** Only string fields of the stored data are shown; the request schema keeps other values out. */
function dataView(data: Record<string, unknown>): Record<string, string | null> {
  return Object.fromEntries(
    Object.entries(data).filter(([, value]) => typeof value === 'string' || value === null),
  ) as Record<string, string | null>;
}

export function toRequestView(request: RequestRow, files: FileRow[]): VerificationRequestView {
  return {
    id: request.id,
    kind: oneOf(VERIFICATION_REQUEST_KINDS, request.kind, 'id'),
    status: oneOf(VERIFICATION_REQUEST_STATUSES, request.status, 'pending'),
    data: dataView(request.data),
    rejectReason: request.rejectReason,
    createdAt: request.createdAt.toISOString(),
    reviewedAt: request.reviewedAt?.toISOString() ?? null,
    files: files.filter((file) => file.verificationRequestId === request.id).map(toFileView),
  };
}

export function toReviewView(row: ReviewRow, files: FileRow[]): ReviewRequestView {
  return {
    ...toRequestView(row.request, files),
    user: {
      id: row.user.id,
      username: row.user.username,
      level: isLevelName(row.user.level) ? row.user.level : 'L0',
    },
    reviewedBy: row.request.reviewedBy,
  };
}
