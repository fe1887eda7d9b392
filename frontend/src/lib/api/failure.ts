// What the shell does with a failed call (docs/requirements/envelope.md#error-catalogue): one mapping from code to message and behaviour,
// and one handler that applies it (toast, error log, session reset, navigation).
import { isModuleRefusal } from '@smartsite/api';
import { NO_RESPONSE, errorCatalogue, type FailureAction } from '@/config/network';
import { displayPagePaths, forbiddenPath } from '@/config/routes';
import { sessionSettings } from '@/config/settings';
import { addErrorLog } from '@/stores/error-log';
import { resetSessionState } from '@/stores/reset';
import { sessionEnd } from '@/stores/user';
import { isWhitelisted } from '../guard';
import { i18n, t } from '../i18n';
import { currentRoute, loginRoute, navigateTo } from '../navigation';
import { toast } from '../notify';

export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** Method and path of the call, e.g. POST /api/index/show. */
    readonly call: string,
    /** A 403 saying the project's module is not (or no longer) authorised: one part of the page, shown in place. */
    readonly moduleRefused = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The backend could not be reached (no answer, or a gateway's 502/503/504): worth trying again later. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.code === NO_RESPONSE || error.code === 502 || error.code === 503 || error.code === 504);
}

/**
 * Shows the message of a failure the request layer did not show: a malformed answer (login without token, user
 * info or route list of the wrong shape). A failed call (ApiError) had its message when it failed.
 */
export function showUnshownFailure(error: unknown): void {
  if (error instanceof ApiError) return;
  toast('error', error instanceof Error ? error.message : String(error));
}

export interface FailureBehaviour {
  message: string;
  action: FailureAction;
}

/**
 * The catalogue: the body's msg wins over the code's default text; 401 always reads 登录信息已过期，请重新登录
 * and logs out (except on public calls such as login, where it is just a message); no response reads
 * 响应超时，请检查自身网络或稍后重试. A 403 goes to /403 (docs/requirements/envelope.md#failure-redirects), except a module refusal: it means only this
 * module's data is withheld, so the page stays and the refusal is shown where that data would be (or as a toast).
 */
export function describeFailure(
  code: number,
  msg: string,
  options: { publicCall?: boolean; loginInterception?: boolean } = {},
): FailureBehaviour {
  if (code === NO_RESPONSE) return { message: t('errors.noResponse'), action: 'toast' };
  const action = isModuleRefusal(code, msg) ? 'toast' : (errorCatalogue[code] ?? 'toast');
  // Without login interception there is no login to go back to: a 401 is only a message.
  const canLogOut = !options.publicCall && options.loginInterception !== false;
  if (action === 'logout' && canLogOut) return { message: t('errors.sessionExpired'), action };
  const fallback = i18n.exists(`errors.${code}`) ? t(`errors.${code}`) : t('errors.unknown', { code });
  return { message: msg.trim() || fallback, action: action === 'logout' ? 'toast' : action };
}

// Several calls failing with 401 at once should reset and toast once.
let lastLogoutAt = 0;

export interface FailureContext {
  code: number;
  msg: string;
  call: string;
  publicCall?: boolean;
  /** No toast and no error-log entry (the session reset of a 401 and the /403 page of a 403 still happen). */
  silent?: boolean;
  /** A 403 stays where it is: the failure is ignored altogether (docs/requirements/envelope.md#silent-failures: project list, tenant info). */
  stayOnForbidden?: boolean;
}

/** Applies the behaviour and returns the error the call rejects with. */
export function handleFailure(context: FailureContext): ApiError {
  const { message, action } = describeFailure(context.code, context.msg, {
    publicCall: context.publicCall,
    loginInterception: sessionSettings.loginInterception,
  });
  const error = new ApiError(context.code, message, context.call, isModuleRefusal(context.code, context.msg));
  if (action === 'logout') {
    const from = currentRoute();
    resetSessionState();
    sessionEnd.reason = context.msg.trim() || message;
    // A page that needs no login (a display board on a TV nobody signs in to, /share) stays and says why.
    if (isWhitelisted(from.split('?')[0]!, displayPagePaths)) return error;
    if (Date.now() - lastLogoutAt > 1000) {
      lastLogoutAt = Date.now();
      toast('error', message);
    }
    navigateTo(loginRoute(from), { replace: true });
    return error;
  }
  if (!context.silent) {
    toast('error', message);
    addErrorLog(window.location.href, { message: `${message} (${context.call})`, stack: error.stack });
  }
  if (action === 'forbidden' && !context.stayOnForbidden) navigateTo(forbiddenPath, { replace: true });
  return error;
}
