// The migrations in order, imported statically so that the compiled server (one
// bundle), jest and the scripts (tsx) load them the same way (no directory scanning,
// no dynamic import of .ts files).
import type { Migration } from 'kysely';
import * as catalogue from './20261121140000_catalogue';
import * as leads from './20261121140100_leads';
import * as platform from './20261121140200_platform';
import * as searchEventKeys from './20261121150000_search_event_keys';
import * as luna from './20261125090000_luna';
import * as idempotencyFingerprint from './20261125100000_idempotency_fingerprint';
import * as captchaChallenges from './20261125110000_captcha_challenges';
import * as remoteReleases from './20261125120000_remote_releases';
import * as searchEventKeyPartialIndex from './20261127090000_search_event_key_partial_index';
import * as contactPreference from './20261127120000_contact_preference';
import * as leadDeliveries from './20261127130000_lead_deliveries';
import * as releaseTokensAndFiles from './20261128090000_release_tokens_and_files';
import * as releaseHealthReports from './20261128150000_release_health_reports';
import * as botChecks from './20261128150100_bot_checks';
import * as operators from './20261128180000_operators';
import * as leadWork from './20261128180100_lead_work';
import * as contentEdits from './20261128180200_content_edits';
import * as privacy from './20261128180300_privacy';
import * as destinationGuides from './20261128200000_destination_guides';

export const migrations: Record<string, Migration> = {
  '20261121140000_catalogue': catalogue,
  '20261121140100_leads': leads,
  '20261121140200_platform': platform,
  '20261121150000_search_event_keys': searchEventKeys,
  '20261125090000_luna': luna,
  '20261125100000_idempotency_fingerprint': idempotencyFingerprint,
  '20261125110000_captcha_challenges': captchaChallenges,
  '20261125120000_remote_releases': remoteReleases,
  '20261127090000_search_event_key_partial_index': searchEventKeyPartialIndex,
  '20261127120000_contact_preference': contactPreference,
  '20261127130000_lead_deliveries': leadDeliveries,
  '20261128090000_release_tokens_and_files': releaseTokensAndFiles,
  '20261128150000_release_health_reports': releaseHealthReports,
  '20261128150100_bot_checks': botChecks,
  '20261128180000_operators': operators,
  '20261128180100_lead_work': leadWork,
  '20261128180200_content_edits': contentEdits,
  '20261128180300_privacy': privacy,
  '20261128200000_destination_guides': destinationGuides,
};
