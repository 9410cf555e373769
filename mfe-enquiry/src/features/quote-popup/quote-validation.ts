import {
  bookingFields,
  checkContactPreference,
  checkCount,
  checkEmail,
  checkMobile,
  checkText,
  checkTravelDate,
  enquiryFields,
  firstErrors,
} from '@safarnama/contracts/fields';

// The quote popup asks for the fields of a direct enquiry (it sends one).
import {
  EMPTY_ENQUIRY as EMPTY_QUOTE,
  ENQUIRY_FIELDS as QUOTE_FIELDS,
  type EnquiryErrors as QuoteErrors,
  type EnquiryValues as QuoteValues,
} from '../../components/enquiry-form/enquiry-validation';

export { EMPTY_QUOTE, QUOTE_FIELDS, type QuoteErrors, type QuoteValues };

// The quote popup sends a direct enquiry, so the API's enquiry rules apply; the
// spec gives this popup its own words for them (spec 2, section 5).
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
  return firstErrors({
    name: checkText(rules.name, values.name),
    phone: checkMobile(rules.phone, values.phone),
    email: checkEmail(rules.email, values.email),
    destination: checkText(rules.destination, values.destination),
    departureCity: checkText(rules.departureCity, values.departureCity),
    date: checkTravelDate(rules.date, values.date, today),
    noOfPeople: checkCount(rules.noOfPeople, values.noOfPeople),
    contactPreference: checkContactPreference(values.contactPreference),
  });
}
