// Paging and filtering of the *table / *List calls: pageNo from 1, pageSize up to 200 (the document's limits).
export interface PageRequest {
  pageNo?: number;
  pageSize?: number;
  keyword?: string;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

export function paging(body: PageRequest) {
  const pageNo = body.pageNo ?? 1;
  const pageSize = body.pageSize ?? 10;
  return { pageNo, pageSize, skip: (pageNo - 1) * pageSize, take: pageSize };
}

/** A trimmed, non-empty keyword or undefined. */
export const keywordOf = (body: PageRequest): string | undefined => body.keyword?.trim() || undefined;

/** A where clause matching rows whose given text columns contain the keyword; no filter without one. */
export function containing<K extends string>(
  keyword: string | undefined,
  columns: readonly K[],
): { OR?: { [P in K]?: { contains: string } }[] } {
  return keyword ? { OR: columns.map((column) => ({ [column]: { contains: keyword } }) as { [P in K]?: { contains: string } }) } : {};
}

export const pageOf = <T>(list: T[], total: number, request: { pageNo: number; pageSize: number }): Page<T> => ({
  list,
  total,
  pageNo: request.pageNo,
  pageSize: request.pageSize,
});

/** Runs a page query (rows of the page and the total) and maps the rows. */
export async function queryPage<T, R>(
  body: PageRequest,
  find: (window: { skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<number>,
  row: (record: T) => R,
): Promise<Page<R>> {
  const page = paging(body);
  const [records, total] = await Promise.all([find({ skip: page.skip, take: page.take }), count()]);
  return pageOf(records.map(row), total, page);
}
