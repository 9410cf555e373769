// How operators work the leads (migrations/20261128180100_lead_work.ts), merged into
// the Database interface (db/schema.ts). A lead is named by its inbox kind and its
// row's id: a quote is an enquiries row, but its work is filed under 'quote'.
import type { Generated, Selectable } from 'kysely';

export type InboxLeadKind = 'enquiry' | 'quote' | 'booking' | 'contact';
export type LeadStatus = 'new' | 'contacted' | 'quoted' | 'won' | 'lost';

/** A lead an operator has touched; a lead without a row is 'new' and nobody's. */
export interface LeadWorkTable {
  lead_kind: InboxLeadKind;
  lead_id: number;
  status: LeadStatus;
  /** The operator working the lead, or null. */
  owner_id: number | null;
  updated_at: string;
}

export interface LeadNoteTable {
  id: Generated<number>;
  lead_kind: InboxLeadKind;
  lead_id: number;
  operator_id: number;
  text: string;
  created_at: string;
}

export interface LeadWorkTables {
  lead_work: LeadWorkTable;
  lead_notes: LeadNoteTable;
}

export type LeadWork = Selectable<LeadWorkTable>;
export type LeadNote = Selectable<LeadNoteTable>;
