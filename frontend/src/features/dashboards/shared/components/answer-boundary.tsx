// Renders a panel's answer and catches what a drifted answer breaks: a field of the wrong type or shape makes
// the rendering throw, and the panel must then say which call answered what it cannot show, not spin or blank
// the whole screen.
import { Component, type ReactNode } from 'react';
import { tr } from '@/lib/i18n/phrases';

interface AnswerBoundaryProps {
  /** The answer rendered: a new one is tried afresh. */
  answer: unknown;
  render: () => ReactNode;
  onFailure: (error: Error) => void;
}

interface AnswerBoundaryState {
  failed: boolean;
  answer: unknown;
}

export class AnswerBoundary extends Component<AnswerBoundaryProps, AnswerBoundaryState> {
  override state: AnswerBoundaryState = { failed: false, answer: this.props.answer };

  static getDerivedStateFromProps(props: AnswerBoundaryProps, state: AnswerBoundaryState): Partial<AnswerBoundaryState> | null {
    return props.answer === state.answer ? null : { failed: false, answer: props.answer };
  }

  static getDerivedStateFromError(): Partial<AnswerBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error): void {
    this.props.onFailure(error);
  }

  override render(): ReactNode {
    // A boundary catches what its children throw, not its own render: the answer is drawn one level down.
    return this.state.failed ? null : <DrawnAnswer render={this.props.render} />;
  }
}

function DrawnAnswer({ render }: { render: () => ReactNode }) {
  return render();
}

/** The message of an answer a panel cannot show, naming the call. */
export const malformedAnswerMessage = (operation: string, error: unknown) =>
  tr('{{operation}} 的回答格式不正确：{{reason}}', { operation, reason: error instanceof Error ? error.message : String(error) });
