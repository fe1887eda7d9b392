// A panel fed by one dashboard call: fetches it (SWR, keyed by operation, body and project), shows the panel
// states, and renders the answer with `children` once there is something to show. An answer it cannot show (a
// drifted backend: a list that is not a list, a missing object) is the failed state naming the call. While the
// backend cannot be reached, the last answer stays on show. Out of view, it skips its refreshes until it is back.
import type { ResponseData } from '@smartsite/api';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isUnreachable, type CallInput, type PostOperation } from '@/lib/api';
import { useOperation, type OperationOptions } from '../api/use-operation';
import { useOffScreenPause } from '../hooks/use-off-screen-pause';
import { AnswerBoundary, malformedAnswerMessage } from './answer-boundary';
import { failedPanel, Panel, type PanelProps, type PanelState } from './panel';

export interface OperationPanelProps<Op extends PostOperation> extends Omit<PanelProps, 'state' | 'errorMessage' | 'children' | 'extra'> {
  operation: Op;
  body?: CallInput<Op>;
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
  const section = useRef<HTMLElement>(null);
  const { isPaused: offScreen, returns } = useOffScreenPause(section);
  // A panel showing its spinner is never paused: a first answer (or a new project's) loads wherever the panel is.
  const isPaused = useCallback(() => section.current?.dataset.state !== 'loading' && offScreen(), [offScreen]);
  const { data, error, mutate } = useOperation(operation, body, options, isPaused);
  useEffect(() => {
    if (returns) void mutate();
  }, [returns, mutate]);
  // Set by the rendering of this very answer; a new answer is tried afresh.
  const [renderFailure, setRenderFailure] = useState<{ answer: unknown; message: string } | null>(null);
  let shapeFailure = renderFailure && renderFailure.answer === data ? renderFailure.message : null;
  let empty = false;
  let extraContent: ReactNode = undefined;
  if (data !== undefined && !shapeFailure) {
    try {
      empty = isEmpty?.(data) ?? false;
      extraContent = extra?.(data);
    } catch (failure) {
      shapeFailure = malformedAnswerMessage(operation, failure);
    }
  }
  // An unreachable backend leaves the last answer on show (a board's freshness mark says how old it is).
  const failure = isUnreachable(error) && data !== undefined ? undefined : error;
  const failed = shapeFailure ? { state: 'error' as const, message: shapeFailure } : failure ? failedPanel(failure) : undefined;
  // No answer yet: loading, unless the caller switched the call off (nothing selected to show).
  const state: PanelState =
    failed?.state ?? (data === undefined ? (options?.enabled === false ? 'empty' : 'loading') : empty ? 'empty' : 'ready');
  return (
    <Panel
      {...panel}
      ref={section}
      testId={testId ?? `panel-${operation}`}
      state={state}
      errorMessage={failed?.message}
      extra={state === 'ready' || state === 'empty' ? extraContent : undefined}
    >
      {state === 'ready' && data !== undefined ? (
        <AnswerBoundary
          answer={data}
          render={() => children(data)}
          onFailure={(failure) => setRenderFailure({ answer: data, message: malformedAnswerMessage(operation, failure) })}
        />
      ) : null}
    </Panel>
  );
}
