// The window of facts a dashboard counts (the labour queries are in repositories/labour.ts).

/** Facts are filtered to `until` (now, ISO +08:00): today's figures grow as the day goes on. */
export interface FactWindow {
  today: string;
  until: string;
}
