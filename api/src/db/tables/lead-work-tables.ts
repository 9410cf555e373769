// Tables of the back office, merged into the Database interface (db/schema.ts).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in with its migration
export interface LeadWorkTables {}
