// The validator ships no types; this is the part the media test uses.
declare module 'gltf-validator' {
  interface Report {
    issues: { numErrors: number; numWarnings: number; messages: { code: string; message: string; severity: number; pointer?: string }[] };
  }
  const validator: { validateBytes(data: Uint8Array): Promise<Report> };
  export default validator;
}
