// A stored lead as an agent reads it: every value the form stored under the label
// the agent knows it by, in the form's order. The contact preference, the time and
// the chat session are answered apart (the console shows them apart).
import type { Selectable } from 'kysely';
import type { ContactMessageTable, EnquiryTable } from '../../db/schema';
import type { findBooking } from './lead-work.repository';

type Fields = Record<string, string>;
type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export function enquiryFields(row: Selectable<EnquiryTable>): Fields {
  return {
    Name: row.name,
    Phone: row.phone,
    Email: row.email,
    Destination: row.destination,
    'Departure city': row.departure_city,
    People: String(row.no_of_people),
    'Travel date': row.travel_date,
    Website: row.website_name,
    Source: row.source,
    Device: row.device_type,
    Browser: row.browser,
    'Visitor IP': row.user_ip,
    'UTM source': row.utm_source,
    'UTM medium': row.utm_medium,
    'UTM campaign': row.utm_campaign,
    'UTM content': row.utm_content,
  };
}

export function bookingFields(row: BookingRow): Fields {
  return {
    Name: row.lead_name,
    Phone: row.phone,
    Email: row.email,
    Package: row.package_name ?? `#${row.package_id} (no longer on the site)`,
    Destination: row.destination ?? '',
    Duration: row.duration,
    People: String(row.no_of_person),
    'Departure city': row.departure_city,
    'Travel date': row.travel_date,
    'Visitor IP': row.server_ip,
  };
}

export function contactFields(row: Selectable<ContactMessageTable>): Fields {
  return {
    Name: row.name,
    Email: row.email,
    Form: row.source === 'support' ? 'Support' : 'Contact',
    Subject: row.subject,
    Message: row.message,
  };
}
