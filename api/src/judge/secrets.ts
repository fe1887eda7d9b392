// Passwords must never come back in a response or reach a log line. The watch learns every
// password the suite knows or sends and reports any text that contains one.
import { isPasswordField, PASSWORD_MASK } from '../redact';

/** Shorter values would match by accident (a 6-digit SMS code is not a password). */
const MIN_SECRET_LENGTH = 6;

export class SecretWatch {
  private readonly secrets = new Set<string>();

  learn(secret: string): void {
    if (secret.length >= MIN_SECRET_LENGTH) this.secrets.add(secret);
  }

  /** Learns the values of every password-like field of a request body, at any depth. */
  learnFrom(value: unknown): void {
    if (value === null || typeof value !== 'object') return;
    for (const [key, field] of Object.entries(value)) {
      if (typeof field === 'string' && isPasswordField(key)) this.learn(field);
      else this.learnFrom(field);
    }
  }

  /** The known passwords that occur in the text. */
  find(text: string): string[] {
    return [...this.secrets].filter((secret) => text.includes(secret));
  }

  /** The text with every known password masked. */
  mask(text: string): string {
    return this.find(text).reduce((out, secret) => out.replaceAll(secret, PASSWORD_MASK), text);
  }
}

/** JSON pointers of password-like fields in a response body: even a hash must not leave the server. */
export function passwordFields(value: unknown, pointer = ''): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => {
    const here = `${pointer}/${key}`;
    const leaked = isPasswordField(key) && field !== null && field !== '' ? [here] : [];
    return [...leaked, ...passwordFields(field, here)];
  });
}
