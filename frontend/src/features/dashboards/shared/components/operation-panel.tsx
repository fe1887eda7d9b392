// A panel fed by one dashboard call: fetches it (SWR, keyed by operation, body and project), shows the panel
// states, and renders the answer with `children` once there is something to show.
import type { ResponseData } from '@smartsite/api';
import type { ReactNode } from 'react';
import type { CallBody, PostOperation } from '../api/call-operation';
import { useOperation, type OperationOptions } from '../api/use-operation';
import { Panel, type PanelProps, type PanelState } from './panel';

export interface OperationPanelProps<Op extends PostOperation> extends Omit<PanelProps, 'state' | 'errorMessage' | 'children' | 'extra'> {
  operation: Op;
  body?: CallBody<Op>;
  options?: OperationOptions;
  /** True when the answer has nothing to show (the empty state). */
  isEmpty?: (data: ResponseData<Op>) => boolean;
  extra?: (data: ResponseData<Op>) => ReactNode;
  children: (data: ResponseData<Op>) => ReactNode;
}

export function OperationPanel<Op extends PostOperation>({
  operation,
  body,
  options,
  isEmpty,
  extra,
  children,
  testId,
  ...panel
}: OperationPanelProps<Op>) {
  const { data, error } = useOperation(operation, body, options);
  // No answer yet: loading, unless the caller switched the call off (nothing selected to show).
  const state: PanelState = error
    ? 'error'
    : data === undefined
      ? options?.enabled === false
        ? 'empty'
        : 'loading'
      : isEmpty?.(data)
        ? 'empty'
        : 'ready';
  return (
    <Panel
      {...panel}
      testId={testId ?? `panel-${operation}`}
      state={state}
      errorMessage={error instanceof Error ? error.message : undefined}
      extra={data !== undefined && extra ? extra(data) : undefined}
    >
      {state === 'ready' && data !== undefined ? children(data) : null}
    </Panel>
  );
}
