// Written by lib/migration-list.ts from the file names in this folder: do not edit by hand.
import type { Migration } from 'kysely';
import * as m20261121140000_catalogue from './20261121140000_catalogue';
import * as m20261121140100_leads from './20261121140100_leads';
import * as m20261121140200_platform from './20261121140200_platform';
import * as m20261121150000_search_event_keys from './20261121150000_search_event_keys';
import * as m20261125090000_luna from './20261125090000_luna';
import * as m20261125100000_idempotency_fingerprint from './20261125100000_idempotency_fingerprint';
import * as m20261125110000_captcha_challenges from './20261125110000_captcha_challenges';
import * as m20261125120000_remote_releases from './20261125120000_remote_releases';
import * as m20261127090000_search_event_key_partial_index from './20261127090000_search_event_key_partial_index';
import * as m20261127120000_contact_preference from './20261127120000_contact_preference';
import * as m20261127130000_lead_deliveries from './20261127130000_lead_deliveries';
import * as m20261128090000_release_tokens_and_files from './20261128090000_release_tokens_and_files';
import * as m20261128150000_release_health_reports from './20261128150000_release_health_reports';
import * as m20261128150100_bot_checks from './20261128150100_bot_checks';
import * as m20261128180000_operators from './20261128180000_operators';
import * as m20261128180100_lead_work from './20261128180100_lead_work';
import * as m20261128180200_content_edits from './20261128180200_content_edits';
import * as m20261128180300_privacy from './20261128180300_privacy';
import * as m20261128200000_destination_guides from './20261128200000_destination_guides';

/** Every migration by name; Kysely applies them sorted by name. */
export const migrations: Record<string, Migration> = {
  '20261121140000_catalogue': m20261121140000_catalogue,
  '20261121140100_leads': m20261121140100_leads,
  '20261121140200_platform': m20261121140200_platform,
  '20261121150000_search_event_keys': m20261121150000_search_event_keys,
  '20261125090000_luna': m20261125090000_luna,
  '20261125100000_idempotency_fingerprint': m20261125100000_idempotency_fingerprint,
  '20261125110000_captcha_challenges': m20261125110000_captcha_challenges,
  '20261125120000_remote_releases': m20261125120000_remote_releases,
  '20261127090000_search_event_key_partial_index': m20261127090000_search_event_key_partial_index,
  '20261127120000_contact_preference': m20261127120000_contact_preference,
  '20261127130000_lead_deliveries': m20261127130000_lead_deliveries,
  '20261128090000_release_tokens_and_files': m20261128090000_release_tokens_and_files,
  '20261128150000_release_health_reports': m20261128150000_release_health_reports,
  '20261128150100_bot_checks': m20261128150100_bot_checks,
  '20261128180000_operators': m20261128180000_operators,
  '20261128180100_lead_work': m20261128180100_lead_work,
  '20261128180200_content_edits': m20261128180200_content_edits,
  '20261128180300_privacy': m20261128180300_privacy,
  '20261128200000_destination_guides': m20261128200000_destination_guides,
};
