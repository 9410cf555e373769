// Transcripts keep what was asked, not who asked: phone numbers and email
// addresses are masked before a chat message is stored.

export const MASKED_EMAIL = '[email hidden]';
export const MASKED_PHONE = '[phone hidden]';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
// An Indian mobile or landline however it is typed (+91 98765 43210, 098765-43210,
// 011 2345 6789): a run of 10 or more digits with optional separators. Prices
// (₹1,50,000 has 6 digits) and counts stay.
const PHONE = /(?:\+\s*)?\d(?:[\s().-]{0,2}\d){9,14}/g;

export function maskContactDetails(text: string): string {
  return text.replace(EMAIL, MASKED_EMAIL).replace(PHONE, MASKED_PHONE);
}
