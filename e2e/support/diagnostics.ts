// What a journey's pages say besides what they show: console messages, uncaught exceptions, failed responses.
// A journey fails on an uncaught exception, on a console error of the app (React errors included), and on a
// failed response it did not provoke on purpose.
import type { BrowserContext, ConsoleMessage, Request, Response } from '@playwright/test';
import { knownFailedResponses } from './known-issues';

export class Diagnostics {
  readonly console: string[] = [];
  readonly pageErrors: string[] = [];
  readonly failedResponses: string[] = [];
  readonly failedRequests: string[] = [];
  private readonly allowed: RegExp[] = [];

  constructor(context: BrowserContext) {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.pageErrors.push(error.error().stack ?? error.error().message));
    context.on('response', (response) => this.onResponse(response));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
  }

  /** Failed responses ("<status> <METHOD> <path>", e.g. /^500 POST \/api\//) this journey provokes on purpose. */
  allowFailedResponses(...patterns: RegExp[]): void {
    this.allowed.push(...patterns);
  }

  private onConsole(message: ConsoleMessage): void {
    const where = message.location().url;
    this.console.push(`[${message.type()}] ${message.text()}${where ? `  (${where})` : ''}`);
  }

  private onResponse(response: Response): void {
    if (response.status() < 400) return;
    const url = new URL(response.url());
    this.failedResponses.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  }

  private onRequestFailed(request: Request): void {
    const reason = request.failure()?.errorText ?? 'failed';
    this.failedRequests.push(`${reason} ${request.method()} ${new URL(request.url()).pathname}`);
  }

  /** Console errors of the app. The browser's own "Failed to load resource" lines are judged as responses instead. */
  appConsoleErrors(): string[] {
    return this.console
      .filter((line) => line.startsWith('[error]') || line.startsWith('[assert]'))
      .filter((line) => !line.includes('Failed to load resource'));
  }

  knownIssues(): string[] {
    return this.failedResponses.flatMap((line) =>
      knownFailedResponses.filter((issue) => issue.pattern.test(line)).map((issue) => `${line}: known issue, ${issue.reason}`),
    );
  }

  unexpectedFailedResponses(): string[] {
    return this.failedResponses.filter(
      (line) => !this.allowed.some((pattern) => pattern.test(line)) && !knownFailedResponses.some((issue) => issue.pattern.test(line)),
    );
  }

  /** React announces its development build in the console: the journeys must test what users get. */
  developmentBuild(): boolean {
    return this.console.some((line) => line.includes('Download the React DevTools'));
  }

  /** Everything that makes the journey fail, as readable lines (empty when clean). */
  problems(): string[] {
    return [
      ...(this.developmentBuild() ? ['the app under test is a development build of React (NODE_ENV leaked into vite build?)'] : []),
      ...this.pageErrors.map((error) => `uncaught exception: ${error}`),
      ...this.appConsoleErrors().map((line) => `console error: ${line}`),
      ...this.unexpectedFailedResponses().map((line) => `unexpected failed response: ${line}`),
    ];
  }

  report(): string {
    const section = (title: string, lines: string[]) => `## ${title} (${lines.length})\n${lines.join('\n')}\n`;
    return [
      section('uncaught exceptions', this.pageErrors),
      section('console', this.console),
      section('failed responses', this.failedResponses),
      section('known issues among them', this.knownIssues()),
      section('failed requests (no response)', this.failedRequests),
    ].join('\n');
  }
}
