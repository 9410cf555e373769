// The content routes of /api/admin (docs/back-office-api.md), one function each.
import { adminCall } from '../../lib/admin-api';
import type { Paged } from '../../lib/paged';
import type { PackageRow } from '@safarnama/contracts/back-office';

export interface ItineraryDay {
  day: number;
  name: string;
  description: string;
}

export interface PackageEdit {
  price: number;
  description: string;
  inclusions: string[];
  exclusions: string[];
  itinerary: ItineraryDay[];
  active: boolean;
}

export type PackageDetail = PackageEdit & Partial<PackageRow>;

export interface BlogRow {
  slug: string;
  name: string;
}

export interface BlogDetail extends BlogRow {
  markdown: string;
}

export interface DestinationRow {
  slug: string;
  name?: string;
  city?: string;
  state?: string;
  faqCount?: number;
}

export interface Faq {
  question: string;
  answer: string;
}

export interface DestinationDetail extends DestinationRow {
  description: string;
  faqs: Faq[];
}

const at = (slug: string) => encodeURIComponent(slug);

export const listPackages = (q: string, page: number) => adminCall<Paged<PackageRow>>('/packages', { params: { q, page } });
export const getPackage = (slug: string) => adminCall<PackageDetail>(`/packages/${at(slug)}`);
export const savePackage = (slug: string, edit: PackageEdit) => adminCall<PackageDetail>(`/packages/${at(slug)}`, { method: 'PUT', body: edit });

export const listBlogs = (q: string, page: number) => adminCall<Paged<BlogRow>>('/blogs', { params: { q, page } });
export const getBlog = (slug: string) => adminCall<BlogDetail>(`/blogs/${at(slug)}`);
export const saveBlog = (slug: string, edit: { name: string; markdown: string }) => adminCall<BlogDetail>(`/blogs/${at(slug)}`, { method: 'PUT', body: edit });
export const previewBlog = (markdown: string) => adminCall<{ html: string }>('/blogs/preview', { method: 'POST', body: { markdown } });

/** The list may come as an array or as a page, depending on how many there are. */
export const listDestinations = async () => {
  const data = await adminCall<DestinationRow[] | Paged<DestinationRow>>('/destinations');
  return Array.isArray(data) ? data : data.items;
};
export const getDestination = (slug: string) => adminCall<DestinationDetail>(`/destinations/${at(slug)}`);
export const saveDestination = (slug: string, edit: { description: string; faqs: Faq[] }) =>
  adminCall<DestinationDetail>(`/destinations/${at(slug)}`, { method: 'PUT', body: edit });

export const getPhone = () => adminCall<{ phone: string }>('/site/phone');
export const savePhone = (phone: string) => adminCall<{ phone: string }>('/site/phone', { method: 'PUT', body: { phone } });
