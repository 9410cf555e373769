import {
  bookingFields as rules,
  checkContactPreference,
  checkCount,
  checkEmail,
  checkMobile,
  checkText,
  checkTravelDate,
  firstErrors,
  todayInIndia,
} from '@safarnama/contracts/fields';

export const BOOKING_FIELDS = ['leadName', 'noOfPerson', 'departureCity', 'date', 'email', 'phone', 'contactPreference'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingValues = Record<BookingField, string>;
export type BookingErrors = Partial<Record<BookingField, string>>;

/** Phone call is ticked when the form opens (the API's default when none is sent). */
export const EMPTY_BOOKING: BookingValues = { leadName: '', noOfPerson: '', departureCity: '', date: '', email: '', phone: '', contactPreference: 'phone' };

/** The package page's booking form: the API's booking rules and messages (@safarnama/contracts). */
export function validateBooking(values: BookingValues, today: Date = new Date()): BookingErrors {
  return firstErrors({
    leadName: checkText(rules.leadName, values.leadName),
    noOfPerson: checkCount(rules.noOfPerson, values.noOfPerson),
    departureCity: checkText(rules.departureCity, values.departureCity),
    date: checkTravelDate(rules.date, values.date, todayInIndia(today)),
    email: checkEmail(rules.email, values.email),
    phone: checkMobile(rules.phone, values.phone),
    contactPreference: checkContactPreference(values.contactPreference),
  });
}
