import { bookingFields, checkMobile, enquiryFields } from '@safarnama/contracts/fields';

// The quote popup asks for the fields of a direct enquiry (it sends one).
import {
  checkEnquiry,
  EMPTY_ENQUIRY as EMPTY_QUOTE,
  ENQUIRY_FIELDS as QUOTE_FIELDS,
  type EnquiryErrors as QuoteErrors,
  type EnquiryValues as QuoteValues,
} from '../../components/enquiry-form/enquiry-validation';

export { EMPTY_QUOTE, QUOTE_FIELDS, type QuoteErrors, type QuoteValues };

// The quote popup sends a direct enquiry, so the API's enquiry rules apply; this
// popup has its own words for them.
const rules = {
  name: { ...enquiryFields.name, required: 'Full name is required' },
  phone: { required: 'Phone number is required', invalid: 'Please enter a valid 10-digit phone number' },
  email: bookingFields.email,
  destination: { ...enquiryFields.destination, required: 'Destination is required' },
  departureCity: { ...enquiryFields.departureCity, required: 'Departure city is required' },
  date: { ...enquiryFields.date, required: 'Departure date is required' },
  noOfPeople: { ...enquiryFields.noOfPeople, required: 'Number of people is required' },
};

/** The themes page's quote popup rules; spaces in the phone are ignored. */
export function validateQuote(values: QuoteValues, today?: string): QuoteErrors {
  return checkEnquiry(values, rules, (phone) => checkMobile(rules.phone, phone), today);
}
