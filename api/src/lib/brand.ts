// The company details printed on itinerary PDFs. The same values as
// shared/src/config/site-config.ts (the browser packages' copy); the API does not
// import the browser library.
export const BRAND = {
  name: 'Safarnama Holidays',
  email: 'support@safarnamaholidays.in',
  address: '4th Floor, Tower B, Logix Cyber Park, Sector 62, Noida, Uttar Pradesh 201309',
  defaultPhone: '9311223344',
} as const;
