// The leads routes of /api/admin (docs/back-office-api.md), one function each.
import { apiUrl } from '@safarnama/shared';
import { adminCall } from '../../lib/admin-api';
import type { Paged } from '../../lib/paged';

export const LEAD_KINDS = ['enquiry', 'booking', 'contact', 'quote'] as const;
export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'won', 'lost'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export interface OperatorRef {
  id: number;
  email: string;
}

export interface LeadRow {
  kind: LeadKind;
  id: number;
  createdAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  destination: string | null;
  status: LeadStatus;
  owner: OperatorRef | null;
}

export interface Delivery {
  id: number;
  channel: string;
  status: string;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
}

export interface LeadNote {
  id: number;
  text: string;
  author: OperatorRef;
  createdAt: string;
}

export interface LeadDetail {
  kind: LeadKind;
  id: number;
  createdAt: string;
  status: LeadStatus;
  owner: OperatorRef | null;
  fields: Record<string, unknown>;
  contactPreference: string[];
  notes: LeadNote[];
  deliveries: Delivery[];
  transcript: { sender: string; text: string; createdAt: string }[] | null;
}

/** The inbox's filters, as the URL's query holds them ('' is no filter). */
export interface LeadFilters {
  kind: string;
  status: string;
  owner: string;
  from: string;
  to: string;
  destination: string;
  q: string;
}

export const NO_FILTERS: LeadFilters = { kind: '', status: '', owner: '', from: '', to: '', destination: '', q: '' };
export const PAGE_SIZE = 25;

export const listLeads = (filters: LeadFilters, page: number) =>
  adminCall<Paged<LeadRow>>('/leads', { params: { ...filters, page, pageSize: PAGE_SIZE } });

/** The CSV of everything the filters select (the session cookie goes with the download). */
export const leadsCsvUrl = (filters: LeadFilters) => apiUrl('/admin/leads.csv', { ...filters });

export const listOperators = () => adminCall<(OperatorRef & { role: string })[]>('/operators');

const leadPath = (kind: string, id: string | number) => `/leads/${encodeURIComponent(kind)}/${encodeURIComponent(String(id))}`;

export const getLead = (kind: string, id: string) => adminCall<LeadDetail>(leadPath(kind, id));

export const updateLead = (kind: string, id: string | number, change: { status?: LeadStatus; ownerId?: number | null }) =>
  adminCall<LeadDetail>(leadPath(kind, id), { method: 'PATCH', body: change });

export const addNote = (kind: string, id: string | number, text: string) => adminCall<LeadNote>(`${leadPath(kind, id)}/notes`, { method: 'POST', body: { text } });

export const retryDelivery = (kind: string, id: string | number, deliveryId: number) =>
  adminCall<Delivery>(`${leadPath(kind, id)}/deliveries/${deliveryId}/retry`, { method: 'POST' });
