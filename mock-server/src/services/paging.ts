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

export const pageOf = <T>(list: T[], total: number, request: { pageNo: number; pageSize: number }): Page<T> => ({
  list,
  total,
  pageNo: request.pageNo,
  pageSize: request.pageSize,
});
