// A contract on the seed's first project, the write the workspace test and bench make to give a workspace rows of
// its own (the Contract table has no rows another write depends on, so any number can be added).

/** The body of `addContract` for a contract named `name` with code `code`. */
export function sampleContract(name: string, code: string) {
  return { tenantId: 1, projectId: 1, name, code, partyA: '中建智慧建设集团', partyB: '样例分包', amount: 1000, signDate: '2026-03-15' };
}
