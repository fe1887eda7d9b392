// A titled big-screen panel with the states every data panel needs: loading, failed (the call's message),
// not authorised (its module is not authorised for the project: the rest of the board stays), empty, ready.
// data-state lets tests and e2e wait for the data.
import { Spin } from '@douyinfe/semi-ui-19';
import { useId, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';
import { ApiError } from '@/lib/api';
import { useKeyboardScrolling } from '../hooks/use-keyboard-scrolling';
import { tr } from '@/lib/i18n/phrases';

export type PanelState = 'loading' | 'error' | 'forbidden' | 'empty' | 'ready';

/** The state and message of a panel whose call failed: a module refusal reads 无权限 in place, the rest as failed. */
export function failedPanel(failure: unknown): { state: 'error' | 'forbidden'; message?: string } {
  const message = failure instanceof Error ? failure.message : undefined;
  return failure instanceof ApiError && failure.moduleRefused ? { state: 'forbidden', message } : { state: 'error', message };
}

export interface PanelProps {
  title: ReactNode;
  testId?: string;
  state?: PanelState;
  /** Shown in the failed and not-authorised states. */
  errorMessage?: string;
  /** Right side of the title bar (a total, a switch). */
  extra?: ReactNode;
  /** Relative height in its column (flex-grow); default 1. */
  grow?: number;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** The panel's name for what scrolls inside it: its title's text. */
function textOf(title: ReactNode): string {
  return typeof title === 'string' || typeof title === 'number' ? String(title) : '';
}

export function Panel({ title, testId, state = 'ready', errorMessage, extra, grow = 1, children, ref }: PanelProps) {
  const titleId = useId();
  const body = useRef<HTMLDivElement>(null);
  useKeyboardScrolling(body, textOf(title));
  return (
    <section
      ref={ref}
      className="bs-panel"
      data-testid={testId}
      data-state={state}
      // --bs-grow: on a phone the panels stack and take their height from it (big-screen-phone.css).
      style={{ flexGrow: grow, '--bs-grow': grow } as CSSProperties}
      aria-busy={state === 'loading'}
      aria-labelledby={titleId}
    >
      <header className="bs-panel-title">
        <h2 id={titleId}>{title}</h2>
        {extra ? <div className="bs-panel-extra">{extra}</div> : null}
      </header>
      <div className="bs-panel-body" ref={body}>
        {state === 'loading' ? (
          <div className="bs-panel-status">
            <Spin />
          </div>
        ) : state === 'error' ? (
          <div className="bs-panel-status is-error" role="alert">
            {errorMessage || tr('数据加载失败')}
          </div>
        ) : state === 'forbidden' ? (
          <div className="bs-panel-status is-forbidden" role="status">
            <strong>{tr('无权限')}</strong>
            {errorMessage ? <span>{errorMessage}</span> : null}
          </div>
        ) : state === 'empty' ? (
          <div className="bs-panel-status">{tr('暂无数据')}</div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
