// Who may use the mock's control features (the x-mock-scenario header and every /__mock/* route): anyone
// while the server listens on loopback only, the holder of the control token once it listens on any other
// address, nobody when control is off. A real backend has no such switch, so a stranger must not find one.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP, type AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';

export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

/** auto: open on loopback, token elsewhere; token: token everywhere; off: no control features at all. */
export const CONTROL_SETTINGS = ['auto', 'token', 'off'] as const;
export type ControlSetting = (typeof CONTROL_SETTINGS)[number];

/** Shorter tokens from MOCK_CONTROL_TOKEN are refused: a guessable token is no privilege. */
export const MIN_CONTROL_TOKEN_LENGTH = 16;

function checkControlTokenStrength(token: string): string {
  if (token.length < MIN_CONTROL_TOKEN_LENGTH || /\s/.test(token))
    throw new Error(`MOCK_CONTROL_TOKEN must be at least ${MIN_CONTROL_TOKEN_LENGTH} characters without spaces`);
  return token;
}

const generateControlToken = (): string => randomBytes(24).toString('base64url');

/** An IP address (v4, v6 or v4-mapped v6) or the name `localhost` that only this machine can reach. */
export function isLoopbackAddress(address: string): boolean {
  const bare = address.toLowerCase().replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  if (isIP(bare) === 6) return bare === '::1' || /^::ffff:127\./.test(bare);
  return false;
}

/** The host part of a Host header: `localhost:11000` → `localhost`, `[::1]:80` → `::1`. */
export function hostOfHeader(header: string): string {
  const bracketed = /^\[([^\]]*)\](?::\d*)?$/.exec(header);
  if (bracketed) return bracketed[1]!;
  return header.replace(/:\d*$/, '');
}

// Hashing first gives both sides the same length, so the comparison takes the same time for any token.
const digest = (text: string) => createHash('sha256').update(text).digest();

export type ControlRefusal =
  /** No x-mock-control-token header where one is needed. */
  | 'missing-token'
  | 'wrong-token'
  /** Open on loopback, but the request names another host: a web page that rebound its name to 127.0.0.1. */
  | 'foreign-host';

export interface ControlRequest {
  /** The x-mock-control-token header, as received. */
  token: string | string[] | undefined;
  /** The Host header, as received. */
  host: string | undefined;
}

export interface ControlPolicyOptions {
  setting: ControlSetting;
  /** The token to expect; one is generated when absent. */
  token?: string;
  /** The addresses the server listens on; empty while it does not listen (requests injected in-process). */
  boundAddresses: () => string[];
}

export class ControlPolicy {
  readonly setting: ControlSetting;
  readonly token: string;
  /** Whether the token came from the caller (MOCK_CONTROL_TOKEN), so it need not be printed. */
  readonly tokenGiven: boolean;
  private readonly tokenDigest: Buffer;
  private readonly boundAddresses: () => string[];
  private networked: boolean | undefined;

  constructor({ setting, token, boundAddresses }: ControlPolicyOptions) {
    this.setting = setting;
    this.tokenGiven = token !== undefined;
    this.token = token === undefined ? generateControlToken() : checkControlTokenStrength(token);
    this.tokenDigest = digest(this.token);
    this.boundAddresses = boundAddresses;
  }

  /** False when control is off: the routes do not exist and the scenario header is ignored. */
  get enabled(): boolean {
    return this.setting !== 'off';
  }

  /** Whether the server listens on an address other than loopback (false before it listens). */
  get servesNetwork(): boolean {
    if (this.networked !== undefined) return this.networked;
    const addresses = this.boundAddresses();
    if (addresses.length === 0) return false;
    this.networked = addresses.some((address) => !isLoopbackAddress(address));
    return this.networked;
  }

  get requiresToken(): boolean {
    return this.setting === 'token' || (this.setting === 'auto' && this.servesNetwork);
  }

  /** Null when the request may use the control features, else why not. Call only while enabled. */
  refusal(request: ControlRequest): ControlRefusal | null {
    const presented = typeof request.token === 'string' && request.token !== '';
    if (this.requiresToken) {
      if (!presented) return 'missing-token';
      return this.matches(request.token as string) ? null : 'wrong-token';
    }
    // Browsers always send Host, so a request without one is no rebinding page; the token overrides the check.
    if (request.host === undefined || isLoopbackAddress(hostOfHeader(request.host))) return null;
    return presented && this.matches(request.token as string) ? null : 'foreign-host';
  }

  private matches(token: string): boolean {
    return timingSafeEqual(digest(token), this.tokenDigest);
  }
}

/** What the log says at start about reaching the control features; `url` is where the server answers. */
export function controlNotice(policy: ControlPolicy, url: string): { level: 'info' | 'warn'; message: string } {
  if (!policy.enabled)
    return {
      level: 'info',
      message: 'mock control off (MOCK_CONTROL=off): the x-mock-scenario header is ignored, /__mock/* does not exist',
    };
  if (!policy.requiresToken)
    return { level: 'info', message: `mock control open to this machine only: the x-mock-scenario header and ${url}/__mock/scenario` };
  const token = policy.tokenGiven ? '<MOCK_CONTROL_TOKEN>' : policy.token;
  const why = policy.setting === 'token' ? 'MOCK_CONTROL=token' : 'the server is reachable from the network';
  return {
    level: 'warn',
    message:
      `mock control needs the header ${CONTROL_TOKEN_HEADER}: ${token} (${why}) for the x-mock-scenario header and /__mock/*, ` +
      `e.g. curl -H '${CONTROL_TOKEN_HEADER}: ${token}' ${url}/__mock/scenario; MOCK_CONTROL=off removes them`,
  };
}

/** A URL others on the network can use: the bound address, or for a wildcard (0.0.0.0, ::) this machine's first external IPv4. */
export function networkUrl(host: string, bound: (AddressInfo | string)[], interfaces = networkInterfaces()): string | undefined {
  const address = bound.find((a): a is AddressInfo => typeof a !== 'string' && !isLoopbackAddress(a.address));
  if (!address) return undefined;
  const wildcard = ['0.0.0.0', '::'].includes(address.address);
  const external = Object.values(interfaces)
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  const shown = wildcard ? (external ?? host) : address.address;
  return `http://${isIP(shown) === 6 ? `[${shown}]` : shown}:${address.port}`;
}
