// Read calls that need the id of an existing record, and the list call that supplies one. The document
// says what the id is ("Time-lapse video id.") but not where it comes from; this table does.
import type { OperationInfo } from '@smartsite/api/document';
import { document } from './contract';

export interface RecordSource {
  /** The operation that lists such records, called in the same project. */
  from: string;
  /** The request field that takes the id. */
  field: string;
  pick(data: unknown): number;
}

const firstListId = (data: unknown): number => {
  const first = (data as { list?: { id?: unknown }[] } | undefined)?.list?.[0]?.id;
  if (typeof first !== 'number') throw new Error('the source list is empty: no record to use');
  return first;
};

export const RECORD_SOURCES: Readonly<Record<string, RecordSource>> = {
  getDelayedVideo: { from: 'listDelayedVideos', field: 'id', pick: firstListId },
};

/** True when the request requires an `id` that is not the project of a `project:id` rule. */
export function recordIdNeeded(op: OperationInfo): boolean {
  if (!op.requestSchema) return false;
  const required = (document.components.schemas[op.requestSchema] as { required?: string[] }).required ?? [];
  return required.includes('id') && !op.access.some((rule) => rule.kind === 'project' && rule.field === 'id');
}
