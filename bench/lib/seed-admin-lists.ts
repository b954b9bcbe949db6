/**
 * Bulk rows for the staff lists, one `insert … select from generate_series` per table: partner
 * applications, newsletter subscribers and website form submissions, with names, domains, statuses and
 * dates spread so searches and filters match realistic shares of the rows.
 */
import type { DbHandle } from '@app/db';

const partnersSql = (n: number) => `
insert into partners (full_name, contact_number, email, company_name, industry, employee_count,
  target_country_region, status, archived, created_at)
select
  (array['Alex','Sam','Jordan','Taylor','Morgan','Casey','Riley','Jamie','Avery','Quinn'])[1 + g % 10]
    || ' ' || (array['Smith','Garcia','Chen','Müller','Rossi','Kowalski','Tanaka','Okafor','Silva','Novak','Haddad'])[1 + g % 11],
  '+1 555 ' || lpad((g % 10000)::text, 4, '0'),
  'partner' || g || '@' || (array['example.com','corp.example','mail.example','distrib.example'])[1 + g % 4],
  (array['Nova','Apex','Vertex','Lumina','Orbit','Zenith','Pioneer','Summit','Atlas','Helix','Quantum','Vista',
         'Beacon','Cobalt','Delta','Ember','Fusion','Granite','Harbor','Iris'])[1 + g % 20]
    || ' ' || (array['Optics','Vision','Retail','Systems','Trading','Labs','Distribution','Solutions'])[1 + (g / 20) % 8]
    || ' ' || g,
  (array['Technology','Retail','Manufacturing','Healthcare','Education'])[1 + g % 5],
  '11-50',
  (array['Europe','North America','Asia Pacific'])[1 + g % 3],
  case when g % 20 < 12 then 'pending' when g % 20 < 17 then 'approved' else 'rejected' end,
  g % 20 = 19 and g % 3 = 0,
  now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
from generate_series(1, ${n}) g`;

const subscribersSql = (n: number) => `
insert into subscribers (email, first_name, last_name, source, active, created_at)
select
  'reader' || g || '@' || (array['example.com','mail.example','inbox.example'])[1 + g % 3],
  (array['Ann','Ben','Cleo','Dev','Eli','Fay','Gus','Hana'])[1 + g % 8],
  (array['Lee','Park','Brown','Ivanova','Dubois','Santos','Khan'])[1 + g % 7] || ' ' || g,
  (array['website','floating_newsletter','event'])[1 + g % 3],
  g % 10 <> 0,
  now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
from generate_series(1, ${n}) g`;

const formSubmissionsSql = (n: number) => `
insert into form_submissions (form_type, submitter_name, submitter_email, form_data, notification_sent, created_at)
select
  (array['contact-form','partner-application','developer-application','newsletter','demo-request'])[1 + g % 5],
  (array['Ada','Grace','Alan','Edsger','Barbara','Ken','Margaret','Linus'])[1 + g % 8]
    || ' ' || (array['Lovelace','Hopper','Turing','Dijkstra','Liskov','Thompson','Hamilton','Torvalds','Okafor'])[1 + g % 9],
  'sender' || g || '@' || (array['example.com','corp.example','mail.example'])[1 + g % 3],
  jsonb_build_object('email', 'sender' || g || '@example.com', 'message', 'Please send details about the glasses.'),
  g % 50 <> 0,
  now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second'
from generate_series(1, ${n}) g`;

/** Seeds `rows` rows into each of the three tables and refreshes the planner's statistics. */
export async function seedAdminLists(handle: DbHandle, rows: number): Promise<void> {
  await handle.exec(partnersSql(rows));
  await handle.exec(subscribersSql(rows));
  await handle.exec(formSubmissionsSql(rows));
  for (const table of ['partners', 'subscribers', 'form_submissions'])
    await handle.exec(`vacuum analyze ${table}`);
}
