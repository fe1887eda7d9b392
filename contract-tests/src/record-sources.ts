// Read calls that need the id of an existing record, and the list call that supplies one. The document
// says what the id is ("Time-lapse video id.") but not where it comes from; this table does.
import type { OperationInfo } from '@smartsite/api/document';
import { document } from './contract';
import { findList, readId } from './lenient';

export interface RecordSource {
  /** The operation that lists such records, called in the same project. */
  from: string;
  /** The request field that takes the id. */
  field: string;
  /** The id of a record in the list's answer, read leniently; undefined when the answer holds none. */
  pick(data: unknown): number | undefined;
}

const firstListId = (data: unknown): number | undefined => {
  const first: unknown = findList(data)?.[0];
  return first !== null && typeof first === 'object' ? readId((first as { id?: unknown }).id) : undefined;
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
