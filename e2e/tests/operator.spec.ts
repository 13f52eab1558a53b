/**
 * The brokerage's back office (issue 19), end to end: a visitor sends a Contact Us message and signs
 * up for the free 2026 assessment; an account made operator with the real command line
 * (`npm run operator -- add EMAIL`, cli/operator.ts) signs in, follows the Operator link, sees both
 * with an unread count, opens the message and marks it handled with a note, exports the leads as
 * CSV and finds all of it in the audit trail.
 *
 * The command line writes the embedded database, which only one process may open, so this spec runs
 * its own server on its own DATA_DIR and stops it while the command runs (as an operator would on a
 * single-host deployment without DATABASE_URL).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { MONTH_NAMES } from '@homie/contracts/appeals-dates';
import AxeBuilder from '@axe-core/playwright';
import { request as apiRequest, type Page } from '@playwright/test';
import { analysedJob, payWith, verdictOf, withAnalysis } from '../fixtures/analysed-job.ts';
import { onJourneyClock } from '../fixtures/e2e-clock.ts';
import { OwnServer, root } from '../fixtures/own-server.ts';
import { expect, test, uniqueEmail } from '../fixtures/test.ts';
import { blocking } from '../fixtures/axe.ts';
import { resultHeading } from '../fixtures/result-heading.ts';

/** The built app on a fresh DATA_DIR (with a small demo dataset), stoppable and restartable on it. */
class OperatorServer extends OwnServer {
  constructor() {
    super({
      name: 'operator',
      readyWithinMs: 180_000,
      env: {
        DEMO_DATASET_SIZE: '5000',
        ANALYSIS_RATE_LIMIT_PER_MINUTE: '1000',
        AUTH_RATE_LIMIT_PER_IP: '10000',
        AUTH_RATE_LIMIT_PER_EMAIL: '10000',
      },
    });
  }

  /** `npm run operator -- add EMAIL` on this server's data (the server must be stopped). */
  makeOperator(email: string): string {
    return execFileSync('npm', ['run', '--silent', 'operator', '--', 'add', email], {
      cwd: root,
      encoding: 'utf8',
      // The server's own settings: the command reads the same configuration.
      env: { ...process.env, NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true', DATA_DIR: this.dataDir },
    });
  }
}

// One server for the file: its tests run in order in one worker.
test.describe.configure({ mode: 'default' });

const server = new OperatorServer();
const operatorEmail = uniqueEmail('operator');
const operatorPassword = 'back-office-42';

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await server.start();
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const registered = await api.post('/api/auth/register/', {
    data: {
      email: operatorEmail,
      password: operatorPassword,
      profile: { first_name: 'Olive', phone_number: '' },
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await api.dispose();
  await server.stop();
  expect(server.makeOperator(operatorEmail)).toContain(`${operatorEmail} is now an operator.`);
  await server.start();
});
test.afterAll(async () => {
  await server.dispose();
});

async function signIn(page: Page, email: string, password: string) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}

test('a visitor writes and signs up; the operator sees both unread, handles one and exports CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const visitorName = `Casey ${Date.now()}`;
  const leadEmail = uniqueEmail('lead');

  // ---- The visitor (a browser of their own, never signed in) ----
  const visitorContext = await onJourneyClock(await browser.newContext({ baseURL: server.baseUrl }));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  await visitor.getByRole('contentinfo').getByRole('button', { name: 'Contact Us' }).click();
  const contact = visitor.getByRole('dialog', { name: 'Contact Us' });
  await contact.getByLabel('Name').fill(visitorName);
  await contact.getByLabel('Email').fill('casey@example.com');
  await contact.getByLabel('Message').fill('Can you file my Alameda appeal? Call me at =1+2 "after 5"');
  await contact.getByRole('button', { name: 'Send Message' }).click();
  await expect(contact.getByRole('status')).toHaveText('Message sent successfully!');
  await visitor.keyboard.press('Escape');

  // A home of the demo dataset in good shape: its result offers the free assessment of the next year.
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const home = await analysedJob(api, {
    accept: (job) => verdictOf(job) === 'good_shape' && !job.address.unit,
    queries: ['100', '120', '150', '200', '250', '300', '350', '410', '520', '640', '777', '880', '910'],
    perQuery: Number.POSITIVE_INFINITY,
  });
  await api.dispose();
  await visitor.goto('/property-tax-landing');
  const street = visitor.getByRole('combobox', { name: 'Street' });
  await street.pressSequentially(home.address.street.slice(0, -2), { delay: 20 });
  await visitor.getByRole('option', { name: home.description }).click();
  await expect(visitor.getByLabel('Zip Code')).toHaveValue(home.address.zipCode);
  await visitor.getByRole('button', { name: 'See my result' }).click();
  const form = visitor.getByRole('region', { name: /^Sign up for a free \d{4} assessment!$/ });
  const year = (await form.getByRole('heading').textContent())?.match(/\d{4}/)?.[0];
  await form.getByLabel(/^Email/).fill(leadEmail);
  await form.getByLabel(/^Phone/).fill('(925) 555-0142');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(
    form.getByText(`Thanks! You're signed up for a free ${year} assessment.`, { exact: false }),
  ).toBeVisible();
  await visitorContext.close();

  // ---- The operator ----
  await page.goto(`${server.baseUrl}/`);
  await signIn(page, operatorEmail, operatorPassword);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Operator' }).click();
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Back office' })).toBeVisible();
  await expect(page.getByText(`Signed in as ${operatorEmail}`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('2 unread');
  await expect(page.getByRole('tab', { name: 'Messages (1 unread)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Leads (1 unread)' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(blocking(violations)).toEqual([]);

  // The message, newest first, unread; opening it shows it whole; marking it handled records who.
  const message = page.getByRole('article', { name: `Message from ${visitorName}` });
  await expect(message.getByText('Unread')).toBeVisible();
  await expect(message.getByText('New', { exact: true })).toBeVisible();
  await message.getByRole('button', { name: `Open message from ${visitorName}` }).click();
  await expect(message.getByText('Can you file my Alameda appeal? Call me at =1+2 "after 5"')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'unread' })).toHaveText('1 unread');
  await message.getByLabel('Note (optional)').fill('Called back, appeal booked');
  await message.getByRole('button', { name: 'Mark handled' }).click();
  await expect(message.getByText(`Handled by ${operatorEmail} on`, { exact: false })).toBeVisible();
  await expect(message.getByText('Called back, appeal booked', { exact: false })).toBeVisible();
  await expect(message.getByText('Handled', { exact: true })).toBeVisible();
  await expect(message.getByRole('button', { name: 'Mark as new' })).toBeVisible();

  // The lead, with its county and the figures the visitor was shown; exported as CSV.
  await page.getByRole('tab', { name: 'Leads (1 unread)' }).click();
  const lead = page.getByRole('article', { name: `Lead ${leadEmail}` });
  await expect(lead).toBeVisible();
  await expect(lead.getByText('Unread')).toBeVisible();
  await expect(lead.getByText('Shown to the visitor by their free analysis', { exact: false })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export leads (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^homie-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!);
  expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = csv.toString('utf8');
  expect(text).toContain('"Signed up","Email","Phone","Property","County"');
  expect(text).toContain(`"${leadEmail}","9255550142"`);

  // Both mails wait in the outbox (no SMTP here), addressed to the brokerage.
  await page.getByRole('tab', { name: /^Outbox/ }).click();
  await expect(page.getByRole('article', { name: `Mail Contact form: ${visitorName}` })).toBeVisible();
  await expect(
    page.getByRole('article', { name: new RegExp(`^Mail Free ${year} assessment sign-up:`) }),
  ).toBeVisible();

  // The audit trail names the operator for the view, the status change and the export.
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  const audit = page.getByRole('table');
  for (const action of ['Opened a message', 'Changed a status', 'Exported CSV']) {
    await expect(
      audit.getByRole('row').filter({ hasText: action }).filter({ hasText: operatorEmail }).first(),
    ).toBeVisible();
  }
});

test('a guest gives an e-mail; the receipt waits in the outbox, the operator delivers it by hand, and its link gives the order back', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const guestEmail = uniqueEmail('guest');
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const home = await analysedJob(api);
  await api.dispose();

  // ---- The guest pays, giving an e-mail first (decision 211) ----
  const guestContext = await onJourneyClock(await browser.newContext({ baseURL: server.baseUrl }));
  const guest = await guestContext.newPage();
  await withAnalysis(guest, home);
  await guest.goto('/choose-plan');
  await guest.getByRole('button', { name: 'Get full report' }).click();
  const step = guest.getByRole('dialog', { name: 'Your e-mail for the receipt' });
  await step.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(step.getByText('Enter your e-mail address', { exact: false })).toBeVisible();
  await step.getByLabel(/^Email/).fill('not-an-address');
  await step.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(step.getByText('Invalid email address.')).toBeVisible();
  await step.getByLabel(/^Email/).fill(guestEmail);
  const popup = guest.waitForEvent('popup');
  await step.getByRole('button', { name: 'Continue to payment' }).click();
  const checkout = await popup;
  await checkout.waitForURL(/\/api\/payment\/sandbox\//);
  await payWith(checkout, '4242 4242 4242 4242');
  await expect(guest).toHaveURL(/\/fill-form/, { timeout: 15_000 });
  await guestContext.close(); // the tab is lost

  // ---- The operator: the receipt waits (no SMTP); read it, save it as .eml, mark it delivered ----
  await page.goto(`${server.baseUrl}/`);
  await signIn(page, operatorEmail, operatorPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }).click();
  await page.getByRole('tab', { name: /^Outbox/ }).click();
  const receipt = page
    .getByRole('article', { name: 'Mail Your Homie receipt: Basic plan' })
    .filter({ hasText: guestEmail });
  await expect(receipt).toContainText('Body hidden');
  await receipt.getByRole('button', { name: 'Open to deliver by hand' }).click();
  const text = (await receipt.getByText(/#receipt=/).textContent()) ?? '';
  const link = /https?:\/\/\S+#receipt=\S+/.exec(text)?.[0];
  expect(link).toBeTruthy();
  const downloading = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download .eml' }).click();
  const eml = await downloading;
  expect(eml.suggestedFilename()).toMatch(/\.eml$/);
  const raw = readFileSync((await eml.path())!, 'utf8');
  expect(raw).toContain(`To: ${guestEmail}`);
  expect(raw).toContain('Subject: Your Homie receipt: Basic plan');
  await receipt.getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(receipt.getByText(/sent /)).toBeVisible();
  await expect(receipt.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  for (const action of [
    'Opened a waiting e-mail',
    'Downloaded an e-mail (.eml)',
    'Marked an e-mail delivered by hand',
  ]) {
    await expect(page.getByRole('table').getByRole('row').filter({ hasText: action }).first()).toBeVisible();
  }

  // ---- The guest, in a fresh browser, follows the receipt's link and has the order back ----
  const url = new URL(link!);
  const backContext = await onJourneyClock(await browser.newContext({ baseURL: server.baseUrl }));
  const back = await backContext.newPage();
  await back.goto(`${url.pathname}${url.search}${url.hash}`);
  await expect(back.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(back).not.toHaveURL(/#receipt=/);
  await expect(back.getByText(String(home.propertyInfo.street ?? home.address.street)).first()).toBeVisible();
  await expect(back.getByText('Look up your home first')).toHaveCount(0);
  await backContext.close();
});

test('the operator reviews a "Free next year" credit: reads its notice, approves it with a note', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The review queue as the server answers it (its rules are held by credit-review.routes.test.ts:
  // a real pending credit needs a decision dated after the purchase, which this day cannot give).
  const pending = {
    credit_id: 'cr_e2e_1',
    status: 'pending',
    order_id: 'ord_e2e_1',
    buyer: 'owner@example.com',
    address: '12 Elm St, Oakland, CA 94601',
    roll_year: 2027,
    outcome: 'denied',
    decided_on: '2026-11-02',
    paid_at: '2026-08-10T18:00:00.000Z',
    has_notice: true,
    created_at: '2026-11-20T18:00:00.000Z',
    reviewed_at: null,
    reviewed_by: null,
    review_note: null,
  };
  let reviewed: unknown = null;
  await page.route(/\/api\/operator\/credits\?status=pending$/, (route) =>
    route.fulfill({ json: { items: reviewed ? [] : [pending] } }),
  );
  await page.route('**/api/operator/credits/cr_e2e_1/notice', (route) =>
    route.fulfill({
      body: '%PDF-1.4\n% notice\n',
      headers: {
        'content-type': 'application/pdf',
        'content-disposition': 'attachment; filename="notice-ord_e2e_1.pdf"',
      },
    }),
  );
  await page.route('**/api/operator/credits/cr_e2e_1/review', async (route) => {
    reviewed = route.request().postDataJSON();
    await route.fulfill({
      json: {
        ...pending,
        status: 'approved',
        reviewed_at: new Date().toISOString(),
        reviewed_by: operatorEmail,
      },
    });
  });

  await page.goto(`${server.baseUrl}/`);
  await signIn(page, operatorEmail, operatorPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }).click();
  await page.getByRole('tab', { name: 'Credits' }).click();
  const credit = page.getByRole('article', { name: 'Credit for 12 Elm St, Oakland, CA 94601' });
  await expect(credit).toContainText('Denied (no change) on 2026-11-02');
  await expect(credit).toContainText('owner@example.com');
  const downloading = page.waitForEvent('download');
  await credit.getByRole('button', { name: 'Download the notice of decision' }).click();
  expect((await downloading).suggestedFilename()).toBe('notice-ord_e2e_1.pdf');
  await credit.getByLabel('Note to the owner (optional)').fill('Notice checked: AAB decision, same parcel.');
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(blocking(violations)).toEqual([]);
  await credit.getByRole('button', { name: 'Approve credit' }).click();
  await expect(page.getByText('Nothing matches.')).toBeVisible();
  expect(reviewed).toEqual({ decision: 'approve', note: 'Notice checked: AAB decision, same parcel.' });
});

test('a signed-in homeowner has no Operator link and the area stays closed', async ({ page }) => {
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const email = uniqueEmail('owner');
  const registered = await api.post('/api/auth/register/', {
    data: { email, password: 'homeowner-42', profile: { first_name: 'Hana', phone_number: '' } },
  });
  expect(registered.status()).toBe(201);
  const { access } = (await registered.json()) as { access: string };
  const refused = await api.get('/api/operator/summary', { headers: { authorization: `Bearer ${access}` } });
  expect(refused.status()).toBe(403);
  await api.dispose();

  await page.goto(`${server.baseUrl}/`);
  await signIn(page, email, 'homeowner-42');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Operator' })).toHaveCount(0);
  await page.goto(`${server.baseUrl}/operator`);
  await expect(page.getByText('This area is for the brokerage’s operators.')).toBeVisible();
});

/** A Redfin "Download All" export (its 27 columns), as a broker downloads it. */
const REDFIN_HEADER =
  'SALE TYPE,SOLD DATE,PROPERTY TYPE,ADDRESS,CITY,STATE OR PROVINCE,ZIP OR POSTAL CODE,PRICE,BEDS,BATHS,LOCATION,SQUARE FEET,LOT SIZE,YEAR BUILT,DAYS ON MARKET,$/SQUARE FEET,HOA/MONTH,STATUS,NEXT OPEN HOUSE START TIME,NEXT OPEN HOUSE END TIME,URL,SOURCE,MLS#,FAVORITE,INTERESTED,LATITUDE,LONGITUDE';

test('the operator imports a Redfin file on the Data page while a visitor analyses a home; the next analysis uses its sales', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const api = await apiRequest.newContext({ baseURL: server.baseUrl });
  const home = await analysedJob(api, {
    accept: (job) =>
      job.propertyInfo.property_type === 'single_family' &&
      !job.address.unit &&
      typeof job.propertyInfo.latitude === 'number' &&
      typeof job.propertyInfo.square_footage === 'number',
    queries: ['100', '120', '150', '200', '250', '300', '350', '410', '520', '640', '777', '880', '910'],
    perQuery: Number.POSITIVE_INFINITY,
  });
  await api.dispose();
  const info = home.propertyInfo as Record<string, number | string | null>;
  const [lat, lon] = [Number(info.latitude), Number(info.longitude)];
  const price = Math.round(Number(home.valuation?.market_value ?? 900_000) / 1000) * 1000;
  const line = (n: number, street: string, sold: string, dLat: number, dLon: number, amount: number) =>
    [
      'PAST SALE',
      sold,
      'Single Family Residential',
      `${n} ${street}`,
      home.address.city,
      'CA',
      home.address.zipCode,
      amount,
      info.bedrooms ?? 3,
      info.bathrooms ?? 2,
      home.address.city,
      info.square_footage,
      info.lot_sqft ?? '',
      info.year_built ?? '',
      20,
      '',
      '',
      'Sold',
      '',
      '',
      'https://www.redfin.com/',
      'Brokerage MLS',
      `E2E${street.length}${n}`,
      'N',
      'Y',
      (lat + dLat).toFixed(6),
      (lon + dLon).toFixed(6),
    ].join(',');
  // Twelve sales of the same kind of home next door, this winter (before the lien date's 90 days end),
  // and twenty thousand older ones a little further on, so the import runs long enough to be watched.
  const near = Array.from({ length: 12 }, (_, i) =>
    line(
      10 + i * 2,
      'Homie Upload Ct',
      `${MONTH_NAMES[i % 3]}-${String(5 + i).padStart(2, '0')}-2026`,
      0.0004 * ((i % 4) - 1.5),
      0.0003 * (Math.floor(i / 4) - 1),
      price + (i - 6) * 2000,
    ),
  );
  const older = Array.from({ length: 20_000 }, (_, i) =>
    line(
      1 + i,
      `Archive ${1 + (i % 50)} St`,
      `${MONTH_NAMES[i % 12]}-10-${2012 + (i % 5)}`,
      0.02 + (i % 100) * 0.0002,
      0.02 + Math.floor(i / 100) * 0.0002,
      price - 300_000,
    ),
  );
  const csv = [
    REDFIN_HEADER,
    ...near,
    ...older,
    'PAST SALE,someday,Single Family Residential,1 Broken Row,X,CA',
  ].join('\n');

  // ---- The operator opens the Data page and uploads the file ----
  await page.goto(`${server.baseUrl}/`);
  await signIn(page, operatorEmail, operatorPassword);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Operator' }).click();
  await page.getByRole('tab', { name: 'Data' }).click();
  const upload = page.getByRole('form', { name: 'Import a file' });
  await upload.getByLabel('Format').selectOption({ label: 'Redfin sold homes (CSV)' });
  await upload
    .getByLabel('File')
    .setInputFiles({ name: 'redfin-sold.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await upload.getByRole('button', { name: 'Upload and import' }).click();
  const status = page.getByRole('status').filter({ hasText: 'redfin-sold.csv' });
  await expect(status).toContainText('Importing redfin-sold.csv:');

  // ---- Meanwhile a visitor analyses the home: the site keeps answering ----
  const visitorContext = await onJourneyClock(await browser.newContext({ baseURL: server.baseUrl }));
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const street = visitor.getByRole('combobox', { name: 'Street' });
  await street.pressSequentially(home.address.street.slice(0, -2), { delay: 20 });
  await visitor.getByRole('option', { name: home.description }).click();
  await expect(visitor.getByLabel('Zip Code')).toHaveValue(home.address.zipCode);
  await visitor.getByRole('button', { name: 'See my result' }).click();
  await expect(resultHeading(visitor)).toBeVisible();

  // ---- The operator sees the import end, with its counts and the line it skipped ----
  await expect(status).toHaveText(
    /^Imported redfin-sold\.csv: 20,013 rows read, 20,012 sales added, 20,012 homes created, 1 skipped\.$/,
    { timeout: 120_000 },
  );
  await expect(page.getByText(/^Line 20014: /)).toBeVisible();
  const latest = page.getByRole('table', { name: 'Latest imports' });
  await expect(latest.getByRole('row', { name: /redfin-sold\.csv/ })).toContainText('Done: 20,013 rows read');
  await expect(page.getByRole('table', { name: 'What is on file per county, by source' })).toContainText(
    'redfin',
  );
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(blocking(violations)).toEqual([]);
  await page.getByRole('tab', { name: 'Audit trail' }).click();
  for (const action of ['Uploaded a file to import', 'A file import finished'])
    await expect(
      page
        .getByRole('table')
        .getByRole('row')
        .filter({ hasText: action })
        .filter({ hasText: 'redfin-sold.csv' })
        .first(),
    ).toBeVisible();

  // ---- The visitor's next analysis draws on the new sales ----
  // A demo home is valued from demo sales only (decision 119): the new sales serve the homes they
  // came with. The visitor looks one of them up; its comparables are its new neighbours' sales.
  await visitor.goto('/');
  const cards = visitor.getByRole('list', { name: 'Comparable homes' }).getByRole('listitem');
  await expect(async () => {
    await street.fill('');
    await street.pressSequentially('12 Homie Upload', { delay: 20 });
    await visitor.getByRole('option', { name: /^12 Homie Upload Ct/ }).click({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(visitor.getByLabel('Zip Code')).toHaveValue(home.address.zipCode);
  await visitor.getByRole('button', { name: 'See my result' }).click();
  await expect(resultHeading(visitor)).toBeVisible();
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) {
    await expect(card).toContainText('Homie Upload Ct');
    await expect(card).toContainText('Recorded sale');
  }
  await visitorContext.close();
});
