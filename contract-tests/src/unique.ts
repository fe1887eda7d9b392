// Names for records the suite creates: unique within and across runs, so a real backend never sees a clash.
let counter = 0;

export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

/** A mainland mobile number (11 digits starting with 1) that no seeded account has. */
export function uniquePhone(): string {
  counter += 1;
  return `19${String((Date.now() + counter) % 1_000_000_000).padStart(9, '0')}`;
}
