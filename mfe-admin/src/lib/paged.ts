/** A page of a long list, as the API answers it. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
