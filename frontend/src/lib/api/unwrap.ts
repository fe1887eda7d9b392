// Unwraps a successful call to its envelope's data (failures already rejected in the middleware).

type EnvelopeData<R> = R extends { data: infer Envelope } ? (Envelope extends { data?: infer Data } ? Data : never) : never;

export async function unwrap<R extends { response: Response }>(pending: Promise<R>): Promise<EnvelopeData<R>> {
  const result = (await pending) as { data?: { data?: unknown } };
  return result.data?.data as EnvelopeData<R>;
}
